import Foundation
import GameCore
import Testing

/// A host core whose states reach client cores through a ``GameViewPatcher``, as on the wire.
struct PatchedTable {
    var host: GameHostCore<Scrapbook>
    var patcher = GameViewPatcher()
    var clients: [PlayerID: GameClientCore<Scrapbook>] = [:]
    var wholeStates = 0
    var patchedStates = 0
    var wholeBytes = 0
    var sentBytes = 0
    /// Distinct (base, new) pairs among the recipients of each step, summed: the diffs expected.
    var distinctPairs = 0

    init(players: [PlayerID], spectators: [PlayerID]) throws {
        host = try GameHostCore<Scrapbook>(players: players, spectators: spectators, settings: Scrapbook.Settings(), seed: 1)
        for id in players + spectators { clients[id] = GameClientCore(player: id) }
    }

    /// Sends every output through the patcher to its client; every state must rebuild the host's
    /// whole bytes exactly.
    mutating func deliver(_ outputs: [GameHostOutput]) throws {
        var pairs: [(Data, Data)] = []
        for output in outputs {
            guard var client = clients[output.recipient] else { continue }
            switch output {
            case .state(let state):
                if let base = client.confirmedPayload, !pairs.contains(where: { $0.0 == base && $0.1 == state.payload }) {
                    pairs.append((base, state.payload))
                }
                let sent = patcher.prepare(state)
                if sent.patch == nil { wholeStates += 1 } else { patchedStates += 1 }
                wholeBytes += state.payload.count
                sentBytes += sent.payload.count
                _ = try client.receiveState(
                    round: sent.round, stateSequence: sent.stateSequence, lastAppliedAction: sent.lastAppliedAction,
                    patch: sent.patch, payload: sent.payload)
                #expect(client.confirmedPayload == state.payload)
            case .actionRejected(let rejection):
                client.receiveRejection(sequence: rejection.sequence, error: rejection.error)
            case .gameOver(let over):
                _ = try client.receiveGameOver(
                    round: over.round, winners: over.winners, summary: over.summary, payload: over.payload)
            }
            clients[output.recipient] = client
        }
        distinctPairs += pairs.count
    }

    /// Every client shows exactly the host's view of it.
    func expectInSync() {
        for (id, client) in clients where host.recipients.contains(id) {
            #expect(client.confirmedView == host.view(for: id))
            #expect(client.confirmedPayload == host.view(for: id).map { GamePayloadCodec.encode($0) })
        }
    }
}

@Suite struct ViewPatchRunTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func aLongRandomRunRebuildsEveryViewExactly(seed: UInt64) throws {
        let (p1, p2, s1, s2) = (player(1), player(2), player(91), player(92))
        var table = try PatchedTable(players: [p1, p2], spectators: [s1, s2])
        let clock = ManualGameClock()
        var random = SeededGenerator(seed: seed)
        try table.deliver(table.host.startOutputs())
        #expect(table.wholeStates == 4 && table.patchedStates == 0)
        var sequences: [PlayerID: UInt64] = [p1: 0, p2: 0]
        for _ in 0..<1500 {
            if Int.random(in: 0..<4, using: &random) == 0 {
                clock.advance(by: UInt64.random(in: 0...250, using: &random))
                try table.deliver(table.host.advanceTime(to: clock.now()))
            } else {
                let actor = Bool.random(using: &random) ? p1 : p2
                let action = Scrapbook.randomAction(random: &random, pageCount: table.host.state.pages.count)
                sequences[actor, default: 0] += 1
                try table.deliver(table.host.apply(action, from: actor, sequence: sequences[actor]!))
            }
            table.expectInSync()
        }
        let states = table.wholeStates + table.patchedStates
        print("[view-patch] seed \(seed): \(table.patchedStates)/\(states) states patched, \(table.sentBytes) B sent for \(table.wholeBytes) B of views")
        // Most steps change a few bytes of views of several KB: patches, and far fewer bytes.
        #expect(table.patchedStates * 10 >= states * 9)
        #expect(table.sentBytes * 10 < table.wholeBytes)
        // Spectators (and nothing else here) share views: one diff per distinct pair, not per recipient.
        #expect(table.patcher.diffsComputed == table.distinctPairs)
        #expect(table.distinctPairs < table.patchedStates)
    }

    @Test func aSpectatorArrivingMidGameGetsAWholeViewThenPatches() throws {
        let (p1, late) = (player(1), player(93))
        var table = try PatchedTable(players: [p1], spectators: [])
        try table.deliver(table.host.startOutputs())
        try table.deliver(table.host.apply(.note("hi"), from: p1, sequence: 1))
        table.clients[late] = GameClientCore(player: late)
        let arrival = table.host.addSpectator(late)
        let before = table.wholeStates
        try table.deliver(arrival)
        #expect(table.wholeStates == before + 1)
        try table.deliver(table.host.apply(.insert(page: 0, at: 3, text: "x"), from: p1, sequence: 2))
        #expect(table.patchedStates == 3)
        table.expectInSync()
    }

    @Test func aResumedClientGetsAWholeViewAndAFreshClientRefusesAPatch() throws {
        let (p1, p2) = (player(1), player(2))
        var table = try PatchedTable(players: [p1, p2], spectators: [])
        try table.deliver(table.host.startOutputs())
        try table.deliver(table.host.apply(.note("a"), from: p1, sequence: 1))
        // p1's process is killed and restarts: a new connection, so the routes forget its base.
        table.clients[p1] = GameClientCore(player: p1)
        table.patcher.forget(p1)
        let resumed = try #require(table.host.catchUpOutputs(for: p1).first?.stateOutput)
        #expect(table.patcher.prepare(resumed).patch == nil)
        // A restarted client that is sent a patch anyway (a host bug) refuses it: it has no base.
        var fresh = GameClientCore<Scrapbook>(player: p2)
        let outputs = table.host.apply(.note("b"), from: p2, sequence: 1)
        let patched = table.patcher.prepare(try #require(outputs.compactMap(\.stateOutput).first { $0.recipient == p2 }))
        #expect(patched.patch != nil)
        #expect(throws: GameError.desync) {
            try fresh.receiveState(
                round: 1, stateSequence: patched.stateSequence, lastAppliedAction: 1, patch: patched.patch,
                payload: patched.payload)
        }
        #expect(fresh.confirmedView == nil && fresh.isAwaitingWholeView)
    }
}
