import Foundation
import GameCore
import Testing

@testable import SketchDuel

/// The hand-drawn drawings recorded through the web face (Fixtures/README.md): their raw samples
/// are on the grid, what the face sent decodes and is accepted by the canvas, and the JavaScript
/// batcher sent exactly what the Swift ``StrokeBatcher`` sends for the same samples cut at the same
/// moments (so the browser and the terminal stream strokes the same way).
@Suite("recorded web drawings")
struct RecordedDrawingTests {
    /// One fixture file.
    struct Recording: Decodable {
        var name: String
        var pointerType: String
        var strokes: [RecordedStroke]
    }

    /// One stroke as the face logged it.
    struct RecordedStroke: Decodable {
        var pointerType: String
        var color: Int
        var width: Int
        var toleranceUnits: Double
        var samples: [[Double]]
        var sent: [Sent]
    }

    /// One action the face sent, after `samples` samples.
    struct Sent: Decodable {
        var at: Double
        var samples: Int
        var action: SketchDuelAction
    }

    static let names = ["house", "cat", "spiral", "star"]

    static func load(_ name: String) throws -> Recording {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures")
                ?? Bundle.module.url(forResource: "Fixtures/" + name, withExtension: "json"))
        return try JSONDecoder().decode(Recording.self, from: Data(contentsOf: url))
    }

    @Test(arguments: names)
    func rawSamplesAreOnTheGridInTimeOrder(_ name: String) throws {
        let recording = try Self.load(name)
        #expect(recording.name == name)
        #expect(!recording.strokes.isEmpty)
        for stroke in recording.strokes {
            #expect(!stroke.samples.isEmpty)
            var last = -Double.infinity
            for sample in stroke.samples {
                try #require(sample.count == 3)
                let (x, y, t) = (sample[0], sample[1], sample[2])
                #expect(x == x.rounded() && y == y.rounded(), "\(sample)")
                #expect(GridPoint(x: Int(x), y: Int(y)).isOnGrid, "\(sample)")
                #expect(t >= last, "samples in time order")
                last = t
            }
        }
    }

    @Test(arguments: names)
    func whatTheFaceSentIsAcceptedAndMatchesTheSwiftBatcher(_ name: String) throws {
        let recording = try Self.load(name)
        var drawing = Drawing()
        var raw = 0, sent = 0
        for stroke in recording.strokes {
            let color = try #require(StrokeColor(rawValue: stroke.color))
            var batcher = StrokeBatcher(color: color, width: stroke.width, tolerance: stroke.toleranceUnits)
            var fed = 0
            for entry in stroke.sent {
                while fed < entry.samples {
                    let sample = stroke.samples[fed]
                    batcher.add(GridPoint(x: Int(sample[0]), y: Int(sample[1])))
                    fed += 1
                }
                let expected = entry.action == .end ? batcher.finish() : batcher.flush().map { [$0] } ?? []
                #expect(expected == [entry.action], "\(name): \(entry.action) after \(entry.samples) samples")
                try SketchDuel.draw(entry.action, on: &drawing)
            }
            #expect(stroke.sent.first.map { if case .begin = $0.action { true } else { false } } == true)
            #expect(stroke.sent.last?.action == .end)
            raw += stroke.samples.count
        }
        sent = drawing.pointCount
        #expect(drawing.strokes.count == recording.strokes.count && !drawing.isStrokeOpen)
        // About one screen pixel of tolerance drops most of a hand's dense samples.
        #expect(sent < raw, "\(name): \(sent) points sent of \(raw) samples")
    }
}
