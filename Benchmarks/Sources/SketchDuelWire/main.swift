import Foundation

// `swift run -c release SketchDuelWire [FIXTURES_DIR]`: SketchDuel's bytes per point on the wire
// and the host's cost per streamed batch. Prints Markdown tables (Docs/Performance.md, "SketchDuel").

let fixturesDirectory = CommandLine.arguments.count > 1
    ? URL(fileURLWithPath: CommandLine.arguments[1])
    : URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Tests/SketchDuelTests/Fixtures").standardizedFileURL

func figure(_ value: Double) -> String { String(format: value < 10 ? "%.2f" : "%.1f", value) }

var drawings = [
    Scribbles.spiral(), Scribbles.doodle(strokes: 12, seed: 1), Scribbles.doodle(strokes: 60, seed: 2),
    Scribbles.hatching(seed: 3),
]
let fixtures = FixtureDrawings.load(from: fixturesDirectory)
drawings += fixtures.drawings
print("fixtures in \(fixturesDirectory.path): \(fixtures.drawings.count) read\(fixtures.notes.map { "; " + $0 }.joined())")

print("""

    ## Bytes per raw pointer sample (120 Hz phone input; frames as sent, zlib when smaller)

    | drawing | raw points | sent points | actions | drawer->host gameAction frames | host->guesser gameState frames, all | last gameState frame alone | strokes JSON in the view | Quick, Draw! raw ndjson | QD raw, framed+zlib | QD simplified ndjson (points) |
    |---|---|---|---|---|---|---|---|---|---|---|
    """)
for drawing in drawings {
    let result = try WireMeter.measure(drawing)
    let raw = Double(result.rawPoints)
    func perPoint(_ bytes: Int) -> String { "\(bytes) B = \(figure(Double(bytes) / raw))" }
    let quickDrawRaw = QuickDrawFormat.line(drawing: QuickDrawFormat.raw(drawing))
    let simplified = QuickDrawFormat.simplified(drawing)
    let quickDrawSimplified = QuickDrawFormat.line(drawing: simplified.text)
    print(
        "| \(drawing.name) | \(result.rawPoints) | \(result.sentPoints) | \(result.actions) | \(perPoint(result.actionFrameBytes))"
            + " | \(perPoint(result.stateFrameBytes)) | \(perPoint(result.lastStateFrameBytes)) | \(perPoint(result.strokesJSONBytes))"
            + " | \(perPoint(quickDrawRaw.utf8.count)) | \(perPoint(QuickDrawFormat.framedSize(quickDrawRaw)))"
            + " | \(perPoint(quickDrawSimplified.utf8.count)) (\(simplified.points)) |")
}

print("""

    ## Host cost per streamed batch (an 8-point extend: decode, reduce, 3 views, 3 frames)

    | drawing on the canvas | strokes | guesser view JSON | guesser frame | median µs | p10 µs | p90 µs | samples |
    |---|---|---|---|---|---|---|---|
    """)
let configurations: [(String, Int, Int, Int)] = [
    ("small: 6 strokes x 40 points", 6, 40, 3000),
    ("medium: 40 strokes x 100 points", 40, 100, 1000),
    ("large: 200 strokes x 100 points", 200, 100, 300),
    ("near the cap: 1000 strokes x 99 points", 1000, 99, 100),
]
for (label, strokes, points, iterations) in configurations {
    let timing = try HostCost.time(label, host: try HostCost.host(strokes: strokes, pointsPerStroke: points), iterations: iterations)
    print(
        "| \(label) (\(timing.points) points) | \(timing.strokes) | \(timing.viewJSONBytes) B | \(timing.guesserFrameBytes) B"
            + " | \(figure(timing.percentile(0.5))) | \(figure(timing.percentile(0.1))) | \(figure(timing.percentile(0.9))) | \(timing.samples.count) |")
}
