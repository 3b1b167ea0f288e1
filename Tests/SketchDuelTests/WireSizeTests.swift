import Foundation
import GameCore
@testable import SketchDuel
import Testing

/// How big drawings are on the wire (before the frame's zlib, which comes on top).
@Suite struct WireSizeTests {
    /// A drawing at every cap at once, with the worst points for the codec: each step crosses the
    /// canvas, so every point takes 4 bytes.
    static func drawingAtTheCaps() throws -> Drawing {
        let perStroke = Drawing.maximumPoints / Drawing.maximumStrokes  // 48, plus 1 696 spread below
        var strokes: [Stroke] = []
        var left = Drawing.maximumPoints
        for index in 0..<Drawing.maximumStrokes {
            let count = index == 0 ? left - perStroke * (Drawing.maximumStrokes - 1) : perStroke
            left -= count
            let points = (0..<count).map { $0 % 2 == 0 ? Fixture.p(0, 0) : Fixture.p(4095, 3071) }
            strokes.append(Stroke(color: .brown, width: 4, points: points))
        }
        return try Drawing(strokes: strokes, isStrokeOpen: true)
    }

    @Test func aViewAtTheCapsFitsTheFrameWithRoomToSpare() throws {
        // 8 players, 24 rounds: the most guesses, history and ids a view can hold.
        var state = try Fixture.race(8, SketchDuelSettings(rounds: 24))
        state.round = 24
        state.drawing = try Self.drawingAtTheCaps()
        #expect(state.drawing.pointCount == Drawing.maximumPoints && state.drawing.strokes.count == Drawing.maximumStrokes)
        state.guesses = state.guessers.flatMap { player in
            (0..<SketchDuelRules.maximumGuessesPerRound).map { _ in
                SketchDuelGuess(player: player, text: String(repeating: "w", count: SketchDuelRules.maximumGuessLength), right: false, close: false)
            }
        }
        state.history = (1...23).map {
            SketchDuelRoundRecord(
                round: $0, drawer: Fixture.a, word: "traffic light", result: .guessed, points: Array(repeating: 9, count: 8),
                right: Array(Fixture.seats.dropFirst()), millisecondsLeft: 1)
        }
        let clock = ContinuousClock()
        var payload = Data()
        let elapsed = clock.measure { payload = GamePayloadCodec.encode(SketchDuel.view(of: state, for: .spectator)) }
        let decoded = try GamePayloadCodec.decode(SketchDuelView.self, from: payload, maximumBytes: GamePayloadCodec.maximumViewBytes)
        #expect(decoded == SketchDuel.view(of: state, for: .spectator))
        print("[sketch-duel] view at the caps: \(payload.count) bytes uncompressed (\(String(format: "%.2f", Double(payload.count) / 100_000)) bytes/point), built and encoded in \(elapsed)")
        // GameCore refuses views above 1 MiB uncompressed (the client's limit), inside the 4 MiB
        // envelope limit; the frame (compressed only when smaller) is then under the 1 MiB frame cap.
        #expect(payload.count < GamePayloadCodec.maximumViewBytes * 3 / 4)
        #expect(payload.count < 4 * 1024 * 1024)
    }

    /// Three seconds of a finger drawing a spiral on a 360-pixel-wide phone canvas at 120 Hz,
    /// streamed in 75 ms batches and simplified at one pixel.
    @Test func aFreehandStrokeCostsAboutTwoJSONBytesPerRawPoint() throws {
        let samples = (0..<360).map { step -> GridPoint in
            let t = Double(step) / 360
            let radius = 20 + 120 * t
            let angle = t * 6 * Double.pi
            // Pixels on the phone, to grid units (4096 / 360).
            let (px, py) = (180 + radius * cos(angle), 135 + radius * 0.75 * sin(angle))
            return GridPoint(x: Int(px * 4096 / 360), y: Int(py * 4096 / 360))
        }
        var batcher = StrokeBatcher(color: .black, width: 2)
        var actions: [SketchDuelAction] = []
        for (index, sample) in samples.enumerated() {
            batcher.add(sample)
            if index % 9 == 8, let action = batcher.flush() { actions.append(action) }
        }
        actions += batcher.finish()
        var state = try Fixture.state()
        for action in actions { state = try SketchDuel.reduce(state, action, by: Fixture.a) }
        let sent = state.drawing.pointCount
        let actionBytes = actions.map { GamePayloadCodec.encode($0).count }.reduce(0, +)
        let strokeBytes = GamePayloadCodec.encode(state.drawing.strokes[0]).count
        print("""
            [sketch-duel] freehand spiral: \(samples.count) raw points -> \(sent) after simplification, \
            \(actions.count) actions, \(actionBytes) JSON bytes streamed = \
            \(String(format: "%.2f", Double(actionBytes) / Double(samples.count))) bytes/raw point \
            (\(String(format: "%.2f", Double(actionBytes) / Double(sent))) per sent point); in a view the stroke is \
            \(strokeBytes) bytes = \(String(format: "%.2f", Double(strokeBytes) / Double(samples.count))) bytes/raw point
            """)
        // The simplified stroke stays within the tolerance of every raw sample.
        let kept = state.drawing.strokes[0].points
        #expect(kept.first == samples.first && kept.last == samples.last)
        for sample in samples {
            let nearest = zip(kept, kept.dropFirst()).map { StrokeSimplifier.distance(sample, toSegment: $0, $1) }.min() ?? 0
            #expect(nearest <= StrokeSimplifier.phoneTolerance + 0.5)
        }
        #expect(sent < samples.count / 2)
        #expect(Double(strokeBytes) / Double(samples.count) < 2)
    }

    @Test func simplificationKeepsEndsAndDropsOnlyWhatIsWithinTolerance() {
        let straight = (0...100).map { Fixture.p($0 * 10, 500) }
        #expect(StrokeSimplifier.simplify(straight) == [Fixture.p(0, 500), Fixture.p(1000, 500)])
        let corner = (0...50).map { Fixture.p($0 * 10, 0) } + (1...50).map { Fixture.p(500, $0 * 10) }
        #expect(StrokeSimplifier.simplify(corner) == [Fixture.p(0, 0), Fixture.p(500, 0), Fixture.p(500, 500)])
        let wobble = (0...100).map { Fixture.p($0 * 10, 500 + ($0 % 2) * 8) }
        #expect(StrokeSimplifier.simplify(wobble, tolerance: 11).count == 2)
        #expect(StrokeSimplifier.simplify(wobble, tolerance: 3).count > 50)
    }
}
