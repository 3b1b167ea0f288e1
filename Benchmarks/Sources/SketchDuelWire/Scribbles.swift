import Foundation
import GameCore
import SketchDuel

/// A drawing as a pointer reports it: per stroke, samples in screen pixels with a time in ms.
struct PointerDrawing: Sendable {
    /// One pointer sample.
    struct Sample: Sendable {
        var x: Double
        var y: Double
        var milliseconds: Double
    }

    /// What it is, for the tables.
    var name: String
    /// The canvas width in pixels the samples were taken on (a phone: 360).
    var canvasWidth: Double
    /// The strokes' samples.
    var strokes: [[Sample]]
    /// The encoded actions a face really sent for it (recordings), or `nil` to stream it with
    /// ``StrokeBatcher`` as ``WireMeter`` does.
    var sentActions: [Data]? = nil

    /// Every sample.
    var sampleCount: Int { strokes.map(\.count).reduce(0, +) }

    /// A sample on the 4096 × 3072 grid, as a face maps it.
    func gridPoint(_ sample: Sample) -> GridPoint {
        let scale = Double(GridPoint.width) / canvasWidth
        return GridPoint(x: Int((sample.x * scale).rounded()), y: Int((sample.y * scale).rounded())).clampedToGrid
    }
}

/// Synthetic pointer input on a 360 × 270 px phone canvas at 120 Hz, from a seed.
enum Scribbles {
    static let hertz = 120.0
    static let width = 360.0
    static let height = 270.0

    /// A finger drawing a widening spiral for 3 s (the shape `WireSizeTests` uses).
    static func spiral() -> PointerDrawing {
        let samples = (0..<360).map { step -> PointerDrawing.Sample in
            let t = Double(step) / 360
            let radius = 20 + 120 * t
            let angle = t * 6 * Double.pi
            return .init(x: 180 + radius * cos(angle), y: 135 + radius * 0.75 * sin(angle), milliseconds: Double(step) * 1000 / hertz)
        }
        return PointerDrawing(name: "spiral, 1 stroke, 3 s", canvasWidth: width, strokes: [samples])
    }

    /// `count` free strokes of 0.4-1.6 s: a pointer moving at 100-500 px/s whose heading turns
    /// smoothly (a random walk of the turning rate), with 0.3 s between strokes.
    static func doodle(strokes count: Int, seed: UInt64) -> PointerDrawing {
        var random = SeededGenerator(seed: seed)
        func uniform(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + (range.upperBound - range.lowerBound) * Double(random.nextInt(below: 1_000_001)) / 1_000_000
        }
        var strokes: [[PointerDrawing.Sample]] = []
        var clock = 0.0
        for _ in 0..<count {
            var (x, y) = (uniform(30...330), uniform(30...240))
            var heading = uniform(0...(2 * Double.pi))
            var turning = 0.0
            let speed = uniform(100...500)
            let samples = Int(uniform(0.4...1.6) * hertz)
            var stroke: [PointerDrawing.Sample] = []
            for _ in 0..<samples {
                stroke.append(.init(x: x, y: y, milliseconds: clock))
                turning = max(-8, min(8, turning + uniform(-1.5...1.5)))
                heading += turning / hertz
                x += cos(heading) * speed / hertz
                y += sin(heading) * speed / hertz
                // Bounce off the edges as a hand would turn back.
                if x < 2 || x > width - 2 { heading = Double.pi - heading; x = min(max(x, 2), width - 2) }
                if y < 2 || y > height - 2 { heading = -heading; y = min(max(y, 2), height - 2) }
                clock += 1000 / hertz
            }
            strokes.append(stroke)
            clock += 300
        }
        return PointerDrawing(name: "doodle, \(count) strokes, seed \(seed)", canvasWidth: width, strokes: strokes)
    }

    /// Shading: one 4 s stroke going back and forth 20 px apart at 600 px/s, with a little tremor;
    /// the hardest case for simplification (every turn is a kept point).
    static func hatching(seed: UInt64) -> PointerDrawing {
        var random = SeededGenerator(seed: seed)
        var stroke: [PointerDrawing.Sample] = []
        let samples = Int(4 * hertz)
        for step in 0..<samples {
            let t = Double(step) / hertz
            let phase = (t * 600 / 120).truncatingRemainder(dividingBy: 2)  // 120 px strokes, back and forth
            let along = phase < 1 ? phase : 2 - phase
            let tremor = Double(random.nextInt(below: 21) - 10) / 10
            stroke.append(.init(x: 100 + along * 120 + tremor, y: 60 + t * 35 + tremor, milliseconds: t * 1000))
        }
        return PointerDrawing(name: "hatching, 1 stroke, 4 s", canvasWidth: width, strokes: [stroke])
    }
}
