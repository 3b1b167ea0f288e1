import Foundation
import GameCore
import LanPartyTestKit
import Testing

/// The audit passes an honest module and catches leaky ones, in a state and along whole games.
@Suite struct HiddenInformationAuditTests {
    static let players = BotGameHarness<SealedBids<Honest>>.defaultPlayers(3)

    /// Each player's codename and sealed bid are theirs alone.
    static func rules<Flavour: BidsFlavour>(_ flavour: Flavour.Type, alternatives: Bool = true) -> HiddenInformation<SealedBids<Flavour>> {
        HiddenInformation(
            secrets: { state, owner in
                guard case .player(let id) = owner, let seat = state.players.firstIndex(of: id) else { return [] }
                return [.text(state.codenames[seat])]
            },
            alternatives: { state, owner in
                guard alternatives, case .player(let id) = owner, let seat = state.players.firstIndex(of: id) else { return [] }
                var other = state
                other.codenames[seat] = "zzz-\(seat)"
                if let bid = state.bids[seat] { other.bids[seat] = bid % 9 + 1 }
                return [other]
            })
    }

    /// A state in the middle of a round: the first two players have bid.
    static func midRound<Flavour: BidsFlavour>(_ flavour: Flavour.Type) throws -> SealedBids<Flavour>.State {
        var state = try SealedBids<Flavour>.initialState(players: players, settings: .init(), seed: 3)
        state = try SealedBids<Flavour>.reduce(state, .bid(4), by: players[0])
        return try SealedBids<Flavour>.reduce(state, .bid(7), by: players[1])
    }

    @Test func anHonestStatePasses() throws {
        let leaks = HiddenInformationAudit.leaks(
            in: try Self.midRound(Honest.self), of: SealedBids<Honest>.self, players: Self.players, rules: Self.rules(Honest.self))
        #expect(leaks.isEmpty, "\(leaks)")
    }

    @Test func codenamesInEveryonesViewAreFoundByTheirBytes() throws {
        let state = try Self.midRound(CodenameLeak.self)
        let leaks = HiddenInformationAudit.leaks(
            in: state, of: SealedBids<CodenameLeak>.self, players: Self.players,
            rules: Self.rules(CodenameLeak.self, alternatives: false))
        // Each of 3 players sees 2 codenames not theirs; the spectator sees all 3.
        #expect(leaks.count(where: { $0.kind == .secretInView }) == 3 * 2 + 3, "\(leaks)")
        let leak = try #require(leaks.first)
        #expect(leak.viewer == .player(Self.players[0]) && leak.owner == .player(Self.players[1]))
        #expect(leak.secret == "\"\(state.codenames[1])\"" && leak.excerpt.contains(state.codenames[1]))
        #expect("\(leak)".hasPrefix("secret-in-view: "))
    }

    @Test func aLeakedNumberEscapesTheByteSearchButNotTheAlternatives() throws {
        let state = try Self.midRound(BidTotalLeak.self)
        let bytesOnly = HiddenInformationAudit.leaks(
            in: state, of: SealedBids<BidTotalLeak>.self, players: Self.players,
            rules: Self.rules(BidTotalLeak.self, alternatives: false))
        #expect(bytesOnly.isEmpty, "a bare number is no searchable secret")
        let leaks = HiddenInformationAudit.leaks(
            in: state, of: SealedBids<BidTotalLeak>.self, players: Self.players, rules: Self.rules(BidTotalLeak.self))
        #expect(!leaks.isEmpty && leaks.allSatisfy { $0.kind == .viewDependsOnSecret }, "\(leaks)")
        // Player 1's bid changes what players 2 and 3 and the spectator see; never their own view.
        let fromFirst = leaks.filter { $0.owner == .player(Self.players[0]) }.map(\.viewer)
        #expect(Set(fromFirst) == [.player(Self.players[1]), .player(Self.players[2]), .spectator])
    }

    @Test func hostSecretsReachNoViewer() throws {
        let state = try Self.midRound(Honest.self)
        let rules = HiddenInformation<SealedBids<Honest>>(secrets: { state, owner in
            owner == .host ? [.text(state.codenames[0])] : []
        })
        let leaks = HiddenInformationAudit.leaks(in: state, of: SealedBids<Honest>.self, players: Self.players, rules: rules)
        // Only the first player's own view carries "their" codename, and it is the host's here.
        #expect(leaks.map(\.viewer) == [.player(Self.players[0])] && leaks.first?.owner == .host)
    }

    @Test func theBytesAPatchInsertsAreSearchedToo() throws {
        let viewer = Self.players[1]
        let host = try GameHostCore<SealedBids<CodenameLeak>>(players: Self.players, settings: .init(), seed: 3)
        var patcher = GameViewPatcher()
        let rules = HiddenInformation<SealedBids<CodenameLeak>>(secrets: { _, owner in
            owner == .player(Self.players[0]) ? [.bytes("QQQQZZZZ".utf8, label: "QZ")] : []
        })
        #expect(HiddenInformationAudit.leaks(in: host.startOutputs(), host: host, rules: rules, patcher: &patcher).isEmpty)
        var state = host.state
        state.codenames[2] = "QQQQZZZZ"
        let outputs = host.startOutputs().map { output -> GameHostOutput in
            guard case .state(var message) = output else { return output }
            message.stateSequence += 1
            message.payload = GamePayloadCodec.encode(SealedBids<CodenameLeak>.view(of: state, for: .player(message.recipient)))
            return .state(message)
        }
        let leaks = HiddenInformationAudit.leaks(in: outputs, host: host, rules: rules, patcher: &patcher)
        let kinds = leaks.filter { $0.viewer == .player(viewer) }.map(\.kind)
        #expect(kinds == [.secretInView, .secretInPatch], "\(leaks)")
    }

    @Test func aSecretMatchesItsEncodingOnly() {
        let secret = Secret.text("7H")
        #expect(secret.firstOffset(in: Data(#"{"hand":["17H","7H"]}"#.utf8)) == 15)
        #expect(secret.firstOffset(in: Data(#"{"hand":["17H"]}"#.utf8)) == nil)
        #expect(Secret.bytes([], label: "empty").firstOffset(in: Data("x".utf8)) == nil)
        #expect(Secret.value(42).bytes == Array("42".utf8))
    }
}
