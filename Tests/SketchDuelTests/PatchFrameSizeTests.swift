import Foundation
import GameCore
import LanPartyTestKit
import Testing

@testable import SketchDuel

/// What one streamed batch costs the guesser on the wire, as a patched `gameState`, framed and then
/// sealed (the figures in Docs/Performance.md, "SketchDuel", and Docs/Games/SketchDuel.md): a stroke drawn in batches sent
/// every 100 ms (the web face's interval), on canvases from empty to 200 finished strokes, with the
/// round clock running. Prints the range; the bounds keep it from growing unnoticed.
@Suite struct PatchFrameSizeTests {
    /// The guesser's patched `gameState` sizes for one stroke of `batches` batches of `points` points
    /// (each up to `maxStep` units from the previous one), drawn after `strokes` finished strokes of 50
    /// points each.
    static func measure(strokes: Int, points: Int, maxStep: Int, batches: Int = 30) throws -> [WireSize.Sizes] {
        var core = try GameHostCore<SketchDuel>(
            players: [Fixture.a, Fixture.b], spectators: [Fixture.watcher], settings: SketchDuelSettings(), seed: 3)
        var patcher = GameViewPatcher()
        for case .state(let state) in core.startOutputs() { _ = patcher.prepare(state) }
        let drawer = core.state.drawer
        let guesser = core.state.guesser
        var now = GameInstant.zero
        var sizes: [WireSize.Sizes] = []
        func step(_ action: SketchDuelAction) throws {
            now = now.adding(milliseconds: 100)
            for case .state(let state) in core.advanceTime(to: now) { _ = patcher.prepare(state) }
            let outputs = core.apply(action, from: drawer, sequence: core.lastAppliedAction(of: drawer) + 1)
            for case .state(let state) in outputs {
                let sent = patcher.prepare(state)
                if state.recipient == guesser, sent.patch != nil { sizes.append(try WireSize.of(.state(sent))) }
            }
        }
        var random = SeededGenerator(seed: 11)
        func walk(_ count: Int, from start: GridPoint, step: Int = 40) -> [GridPoint] {
            var (x, y) = (start.x, start.y)
            return (0..<count).map { _ in
                x = min(max(x + random.nextInt(below: 2 * step + 1) - step, 0), GridPoint.width - 1)
                y = min(max(y + random.nextInt(below: 2 * step + 1) - step, 0), GridPoint.height - 1)
                return GridPoint(x: x, y: y)
            }
        }
        for index in 0..<strokes {
            try step(.stroke(Stroke(color: StrokeColor(rawValue: index % 8)!, width: 2, points: walk(50, from: GridPoint(x: 2048, y: 1536)))))
        }
        let measuredFrom = sizes.count
        var last = GridPoint(x: 2048, y: 1536)
        try step(.begin(color: .red, width: 2, points: [last]))
        for _ in 0..<batches {
            let batch = walk(points, from: last, step: maxStep)
            last = batch[batch.count - 1]
            try step(.extend(points: batch))
        }
        return Array(sizes[(measuredFrom + 1)...])
    }

    /// Slow strokes (steps up to 40 units: 1-byte varints) and fast ones (up to 120: mostly 2 bytes).
    @Test(arguments: [
        (0, 3, 40), (0, 8, 40), (40, 3, 40), (40, 8, 40), (200, 3, 40), (200, 8, 40), (200, 3, 120), (200, 8, 120),
    ] as [(Int, Int, Int)])
    func aStreamedBatchCostsOneFrameOf110To150Bytes(strokes: Int, points: Int, maxStep: Int) throws {
        let sizes = try Self.measure(strokes: strokes, points: points, maxStep: maxStep)
        #expect(sizes.count == 30)
        let frames = sizes.map(\.frame)
        let envelopes = sizes.map(\.envelope)
        let tcp = sizes.map(\.sealedTCP)
        let webSocket = sizes.map(\.sealedWebSocket)
        print("[sketch-duel] patch per batch, \(strokes) strokes on the canvas, \(points) points a batch, steps <= \(maxStep):"
            + " frame \(frames.min()!)-\(frames.max()!) B (envelope \(envelopes.min()!)-\(envelopes.max()!) B);"
            + " sealed: TCP record \(tcp.min()!)-\(tcp.max()!) B, WebSocket message \(webSocket.min()!)-\(webSocket.max()!) B")
        #expect(frames.allSatisfy { $0 < 512 }, "never compressed: under the threshold")
        #expect(frames.allSatisfy { 110...150 ~= $0 }, "\(frames)")
        #expect(zip(frames, envelopes).allSatisfy { $0 - $1 == 5 }, "length prefix and flags")
        // Sealed, each batch is one record: 18 bytes more on TCP, 16 + a 2-byte WebSocket header on a page's socket.
        #expect(tcp.allSatisfy { 128...168 ~= $0 }, "\(tcp)")
        #expect(webSocket.allSatisfy { 128...168 ~= $0 }, "\(webSocket)")
    }
}
