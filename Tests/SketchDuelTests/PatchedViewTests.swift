import Foundation
import GameCore
import Testing

@testable import SketchDuel

/// SketchDuel's views sent as patches (``GameViewPatcher``, what the lobby's routes do): over whole
/// bot games, the drawer, the guesser and a spectator rebuild every view exactly, and a streamed
/// stroke costs bytes per batch, not the canvas again.
@Suite struct PatchedViewTests {
    @Test(arguments: [1, 2] as [UInt64])
    func everyRecipientRebuildsTheHostsWholeViewsForAWholeGame(seed: UInt64) throws {
        let match = try WholeGameTests.play(seed: seed)
        var patcher = GameViewPatcher()
        var clients = Dictionary(
            uniqueKeysWithValues: [Fixture.a, Fixture.b, Fixture.watcher].map { ($0, GameClientCore<SketchDuel>(player: $0)) })
        var (whole, patched, wholeBytes, sentBytes) = (0, 0, 0, 0)
        var lastPhase: [PlayerID: String] = [:]
        for (hostState, output) in match.outputs {
            guard var client = clients[output.recipient] else { continue }
            switch output {
            case .state(let state):
                let sent = patcher.prepare(state)
                let phase = "\(hostState.round) \(hostState.phase)"
                if sent.patch == nil {
                    // Whole only for a first state, when a new round swaps most of the view out, or
                    // when a bot's round gets its drawable word before anything is drawn.
                    let fresh = hostState.drawing.strokes.isEmpty && hostState.guesses.isEmpty
                    #expect(fresh || lastPhase[output.recipient].map { $0 != phase } ?? true, "whole in \(phase)")
                    whole += 1
                } else {
                    patched += 1
                }
                lastPhase[output.recipient] = phase
                wholeBytes += state.payload.count
                sentBytes += sent.payload.count
                _ = try client.receiveState(
                    round: sent.round, stateSequence: sent.stateSequence, lastAppliedAction: sent.lastAppliedAction,
                    patch: sent.patch, payload: sent.payload)
                #expect(client.confirmedPayload == state.payload)
                #expect(client.confirmedView == (try JSONDecoder().decode(SketchDuelView.self, from: state.payload)))
            case .gameOver(let over):
                _ = try client.receiveGameOver(round: over.round, winners: over.winners, summary: over.summary, payload: over.payload)
            case .actionRejected:
                continue
            }
            clients[output.recipient] = client
        }
        print("[sketch-duel] seed \(seed): \(patched) of \(whole + patched) states patched; \(sentBytes) payload bytes for \(wholeBytes) of whole views")
        #expect(patched > 8 * whole)
        #expect(sentBytes * 5 < wholeBytes)
    }

    /// One stroke streamed in 8-point batches: the guesser's patch grows with the batch, not with
    /// the canvas, and it changes only the timer and the stroke's end.
    @Test func aStreamedBatchCostsTheBatchNotTheCanvas() throws {
        var core = try GameHostCore<SketchDuel>(players: [Fixture.a, Fixture.b], settings: SketchDuelSettings(), seed: 3)
        var patcher = GameViewPatcher()
        var now = GameInstant.zero
        let drawer = core.state.drawer
        let guesser = core.state.guesser
        var sequence: UInt64 = 0
        var inserted: [Int] = []
        func step(_ action: SketchDuelAction) throws {
            now = now.adding(milliseconds: 75)
            _ = core.advanceTime(to: now)
            sequence += 1
            let outputs = core.apply(action, from: drawer, sequence: sequence)
            let state = try #require(outputs.compactMap(\.stateOutput).first { $0.recipient == guesser })
            let sent = patcher.prepare(state)
            if let patch = sent.patch {
                #expect(patch.edits.count <= 3, "timer, stroke end (and the open flag)")
                inserted.append(sent.payload.count)
            }
        }
        // A canvas of 40 finished strokes, then one more drawn in 60 batches.
        for index in 0..<40 {
            try step(.stroke(Stroke(color: StrokeColor(rawValue: index % 8)!, width: 2, points: Fixture.points(50, from: index * 60))))
        }
        try step(.begin(color: .red, width: 2, points: [Fixture.p(10, 10)]))
        for batch in 0..<60 {
            try step(.extend(points: (1...8).map { Fixture.p(10 + batch * 40 + $0 * 5, 10 + $0 * 3) }))
        }
        let streamed = inserted.suffix(60)
        #expect(streamed.count == 60)
        // 8 points are 16-32 varint bytes, 22-43 in base64, plus a few timer digits.
        #expect(streamed.allSatisfy { $0 <= 60 }, "\(streamed)")
    }
}

extension GameHostOutput {
    var stateOutput: GameStateOutput? {
        if case .state(let output) = self { output } else { nil }
    }
}
