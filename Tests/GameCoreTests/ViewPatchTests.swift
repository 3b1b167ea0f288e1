import Foundation
import GameCore
import Testing

/// The patch format, the host's fallbacks to a whole view, and what a client does with a patch it
/// cannot apply.
@Suite struct ViewPatchTests {
    static func state(_ payload: String, sequence: UInt64, round: Int = 1, to recipient: PlayerID = player(1))
        -> GameStateOutput
    {
        GameStateOutput(
            recipient: recipient, round: round, stateSequence: sequence, lastAppliedAction: 0, payload: Data(payload.utf8))
    }

    static let page = String(repeating: "0123456789abcdef", count: 16)

    // MARK: - Format

    /// The worked example of Docs/Protocol.md "View patches", byte for byte.
    @Test func theDocumentedExample() throws {
        let base = #"{"clock":41250,"log":"\#(Self.page.prefix(80))","word":"café"}"#
        let new = #"{"clock":41175,"log":"\#(Self.page.prefix(80))+é","word":"café"}"#
        var patcher = GameViewPatcher()
        _ = patcher.prepare(Self.state(base, sequence: 6))
        let sent = patcher.prepare(Self.state(new, sequence: 7))
        let patch = try #require(sent.patch)
        #expect(patch.base == 6)
        #expect(patch.flatEdits == [11, 3, 3, 88, 0, 3])
        #expect(sent.payload == Data("175+é".utf8))
        #expect(try patch.apply(to: Data(base.utf8), payload: sent.payload) == Data(new.utf8))
        #expect(Data(base.utf8).count == 119 && Data(new.utf8).count == 122)
    }

    @Test func hostileEditsAreADesyncAndAllocateNothing() throws {
        let base = Data("0123456789".utf8)
        let payload = Data("ab".utf8)
        let bad: [[GameViewEdit]] = [
            [GameViewEdit(copy: 11, remove: 0, insert: 0)],  // copies past the base
            [GameViewEdit(copy: 5, remove: 6, insert: 2)],  // removes past the base
            [GameViewEdit(copy: 0, remove: 0, insert: 3)],  // inserts more than the payload
            [GameViewEdit(copy: 0, remove: 0, insert: 1)],  // leaves payload unused
            [GameViewEdit(copy: Int.max, remove: Int.max, insert: 2)],  // would overflow
            [GameViewEdit(copy: -1, remove: 0, insert: 2)],
        ]
        for edits in bad {
            #expect(throws: GameError.desync) { try GameViewPatch(base: 1, edits: edits).apply(to: base, payload: payload) }
        }
        let big = GameViewPatch(base: 1, edits: [GameViewEdit(copy: 10, remove: 0, insert: 2)])
        #expect(throws: GameError.desync) { try big.apply(to: base, payload: payload, maximumBytes: 11) }
        #expect(try big.apply(to: base, payload: payload, maximumBytes: 12) == Data("0123456789ab".utf8))
        // The wire's flat list: triples, at most 256 of them, numbers within a view's size.
        #expect(GameViewPatch(base: 1, flatEdits: [1, 2]) == nil)
        #expect(GameViewPatch(base: 1, flatEdits: Array(repeating: 0, count: 3 * 257)) == nil)
        #expect(GameViewPatch(base: 1, flatEdits: [0, 0, UInt64(GamePayloadCodec.maximumViewBytes) + 1]) == nil)
        #expect(GameViewPatch(base: 1, flatEdits: Array(repeating: 0, count: 3 * 256))?.edits.count == 256)
    }

    // MARK: - Host fallbacks to a whole view

    @Test func wholeViewsWhereAPatchIsNotSafeOrNotWorthIt() throws {
        let long = Self.page + "tail"
        var patcher = GameViewPatcher()
        #expect(patcher.prepare(Self.state(long, sequence: 1)).patch == nil, "a recipient's first state")
        #expect(patcher.prepare(Self.state(long + "!", sequence: 2)).patch != nil, "a small change")
        #expect(patcher.prepare(Self.state(long + "!", sequence: 2)).patch?.edits == [], "the same state again")
        patcher.forget(player(1))
        #expect(patcher.prepare(Self.state(long, sequence: 3)).patch == nil, "after forget (new connection)")
        #expect(patcher.prepare(Self.state(long + "?", sequence: 1, round: 2)).patch == nil, "a new round")
        #expect(patcher.prepare(Self.state(long, sequence: 2, round: 2)).patch != nil)
        #expect(patcher.prepare(Self.state(long, sequence: 1, round: 2)).patch == nil, "a base newer than the state")
        let other = String(Self.page.reversed()) + "liat"
        #expect(patcher.prepare(Self.state(other, sequence: 5, round: 2)).patch == nil, "not at most half the view")
        #expect(patcher.prepare(Self.state("{}", sequence: 6, round: 2)).patch == nil, "a tiny view")
        // Many scattered changes: cheap enough, but more edits than a patch may carry.
        let segments = (0..<300).map { _ in String(repeating: "x", count: 100) }
        _ = patcher.prepare(Self.state(segments.joined(separator: "a"), sequence: 7, round: 2))
        let scattered = patcher.prepare(Self.state(segments.joined(separator: "b"), sequence: 8, round: 2))
        #expect(scattered.patch == nil)
        _ = patcher.prepare(Self.state(segments.prefix(200).joined(separator: "a"), sequence: 9, round: 2))
        let fewer = patcher.prepare(Self.state(segments.prefix(200).joined(separator: "b"), sequence: 10, round: 2))
        #expect(fewer.patch?.edits.count == 199)
    }

    @Test func forgetAllKeepsOnlyTheNamedRecipients() {
        var patcher = GameViewPatcher()
        for id in 1...3 { _ = patcher.prepare(Self.state(Self.page, sequence: 1, to: player(id))) }
        patcher.forgetAll(except: [player(2)])
        let next = (1...3).map { patcher.prepare(Self.state(Self.page + "!", sequence: 2, to: player($0))).patch != nil }
        #expect(next == [false, true, false])
    }

    // MARK: - Client: a patch on the wrong base

    @Test func aWrongBaseIsADesyncUntilAWholeViewArrivesAndTheStoreAsksOnce() async throws {
        let p1 = player(1)
        var host = try GameHostCore<Scrapbook>(players: [p1], settings: Scrapbook.Settings(), seed: 1)
        var patcher = GameViewPatcher()
        let requests = Locked(0)
        let store = GameClientStore<Scrapbook>(
            player: p1, transport: ClosureGameClientTransport(wholeView: { requests.withLock { $0 += 1 } }) { _ in })
        func send(_ outputs: [GameHostOutput], dropping: Bool = false) async throws {
            for case .state(let state) in outputs {
                let sent = patcher.prepare(state)
                guard !dropping else { continue }
                try await store.receive(.state(sent))
            }
        }
        try await send(host.startOutputs())
        try await send(host.apply(.note("1"), from: p1, sequence: 1))
        // A state lost on the way (what the routes prevent by forgetting the base on a failed send):
        try await send(host.apply(.note("2"), from: p1, sequence: 2), dropping: true)
        let confirmed = await store.core.confirmedView
        for sequence in 3...4 as ClosedRange<UInt64> {
            await #expect(throws: GameError.desync) {
                try await send(host.apply(.note("\(sequence)"), from: p1, sequence: sequence))
            }
        }
        let afterwards = await store.core
        #expect(afterwards.confirmedView == confirmed && afterwards.isAwaitingWholeView)
        #expect(requests.withLock { $0 } == 1, "asked once per episode")
        // The whole view the reconnection brings: in sync again, and patches apply again.
        patcher.forget(p1)
        try await send(host.catchUpOutputs(for: p1))
        try await send(host.apply(.note("5"), from: p1, sequence: 5))
        let recovered = await store.core
        #expect(recovered.confirmedView == host.view(for: p1))
        #expect(!recovered.isAwaitingWholeView)
        #expect(recovered.lastAppliedAction == 5)
    }

    @Test func aPatchWhoseResultDoesNotDecodeIsADesync() throws {
        var client = GameClientCore<Scrapbook>(player: player(1))
        var host = try GameHostCore<Scrapbook>(players: [player(1)], settings: Scrapbook.Settings(), seed: 1)
        let start = try #require(host.startOutputs().first?.stateOutput)
        _ = try client.receiveState(round: 1, stateSequence: 1, lastAppliedAction: 0, payload: start.payload)
        _ = host.apply(.finish, from: player(1), sequence: 1)
        // Cuts the view's closing brace: the edits fit, the JSON does not.
        let patch = GameViewPatch(base: 1, edits: [GameViewEdit(copy: start.payload.count - 1, remove: 1, insert: 0)])
        #expect(throws: GameError.desync) {
            try client.receiveState(round: 1, stateSequence: 2, lastAppliedAction: 1, patch: patch, payload: Data())
        }
        #expect(client.confirmedStateSequence == 1 && client.isAwaitingWholeView)
    }
}
