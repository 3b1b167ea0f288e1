import Foundation
import GameCore
import LanPartyTestKit
import Testing

/// The audit covers every byte a viewer gets, not only views: it catches a secret planted in a
/// refusal's words, in an event line and in `toAct`, in one state and along whole games, and
/// passes the honest game through the same checks.
@Suite struct HiddenInformationSurfacesTests {
    static let players = HiddenInformationAuditTests.players

    /// The audit's rules, with one probe: a bid out of range, which every build refuses in words.
    static func rules<Flavour: BidsFlavour>(_ flavour: Flavour.Type) -> HiddenInformation<SealedBids<Flavour>> {
        var rules = HiddenInformationAuditTests.rules(flavour)
        rules.refusalProbes = { _, _ in [.bid(10)] }
        return rules
    }

    static func harness<Flavour: BidsFlavour>(_ flavour: Flavour.Type) -> BotGameHarness<SealedBids<Flavour>> {
        BotGameHarness<SealedBids<Flavour>>(players: players, hiddenInformation: rules(flavour))
    }

    @Test func theHonestGamePassesEverySurface() throws {
        let state = try HiddenInformationAuditTests.midRound(Honest.self)
        let leaks = HiddenInformationAudit.leaks(in: state, of: SealedBids<Honest>.self, players: Self.players, rules: Self.rules(Honest.self))
        #expect(leaks.isEmpty, "\(leaks)")
        let game = try Self.harness(Honest.self).play(seed: 5)
        #expect(game.refusalsChecked > 0 && game.eventLinesChecked > 0)
    }

    @Test func aCodenameInARefusalIsFoundInItsWords() throws {
        // Nobody has bid yet: every player's out-of-range bid is refused with the leaky words.
        let state = try SealedBids<RefusalLeak>.initialState(players: Self.players, settings: .init(), seed: 3)
        let leaks = HiddenInformationAudit.leaks(
            in: state, of: SealedBids<RefusalLeak>.self, players: Self.players, rules: Self.rules(RefusalLeak.self))
        // Each player's refusal names the next player's codename.
        #expect(leaks.count(where: { $0.kind == .secretInRefusal }) == Self.players.count, "\(leaks)")
        let leak = try #require(leaks.first { $0.kind == .secretInRefusal })
        #expect(leak.viewer == .player(Self.players[0]) && leak.owner == .player(Self.players[1]))
        #expect("\(leak)".hasPrefix("secret-in-refusal: ") && leak.excerpt.contains(state.codenames[1]))
        #expect(throws: BotGameFailure.self) { try Self.harness(RefusalLeak.self).play(seed: 5) }
    }

    @Test func aBidInAnEventLineIsCaughtByTheAlternatives() throws {
        let state = try HiddenInformationAuditTests.midRound(EventLeak.self)
        let next = try SealedBids<EventLeak>.reduce(state, .bid(3), by: Self.players[2])
        // The round is scored by the last bid: nothing secret is left to find in its line.
        #expect(HiddenInformationAudit.eventLeaks(
            from: state, to: next, of: SealedBids<EventLeak>.self, owners: Self.players, rules: Self.rules(EventLeak.self)).leaks.isEmpty)
        let opened = try SealedBids<EventLeak>.initialState(players: Self.players, settings: .init(), seed: 3)
        let bid = try SealedBids<EventLeak>.reduce(opened, .bid(4), by: Self.players[0])
        let audit = HiddenInformationAudit.eventLeaks(
            from: opened, to: bid, of: SealedBids<EventLeak>.self, owners: Self.players, rules: Self.rules(EventLeak.self))
        #expect(audit.lines == 1)
        #expect(audit.leaks.count == 1 && audit.leaks.first?.kind == .eventDependsOnSecret, "\(audit.leaks)")
        #expect(audit.leaks.first?.owner == .player(Self.players[0]))
        do {
            try Self.harness(EventLeak.self).play(seed: 5)
            Issue.record("the harness let an event line carry a bid")
        } catch {
            #expect(error.kind == .leak && error.detail.contains("event-depends-on-secret"), "\(error)")
        }
    }

    @Test func aHighBidInToActIsCaughtByTheAlternatives() throws {
        let state = try HiddenInformationAuditTests.midRound(ToActLeak.self)
        let leaks = HiddenInformationAudit.toActLeaks(
            in: state, of: SealedBids<ToActLeak>.self, owners: Self.players, rules: Self.rules(ToActLeak.self))
        // A bid's alternative is b % 9 + 1: here 4 -> 5 stays low and 7 -> 8 stays high, so `toAct`
        // happens not to change. A 9 becomes a 1 and leaves it.
        #expect(leaks.isEmpty, "\(leaks)")
        var high = try SealedBids<ToActLeak>.initialState(players: Self.players, settings: .init(), seed: 3)
        high = try SealedBids<ToActLeak>.reduce(high, .bid(9), by: Self.players[0])
        let caught = HiddenInformationAudit.toActLeaks(
            in: high, of: SealedBids<ToActLeak>.self, owners: Self.players, rules: Self.rules(ToActLeak.self))
        // 9 -> 1: the player leaves `toAct`, which every viewer gets.
        #expect(caught.count == 1 && caught.first?.kind == .toActDependsOnSecret && caught.first?.owner == .player(Self.players[0]))
        #expect("\(try #require(caught.first))".hasPrefix("to-act-depends-on-secret: "))
        #expect(throws: BotGameFailure.self) { try Self.harness(ToActLeak.self).play(seeds: 0..<4) }
    }
}
