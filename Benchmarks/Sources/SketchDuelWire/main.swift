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

    ## Bytes per point (frames as sent, zlib when smaller): whole views (before) and view patches (now)

    Recordings: "80 ms" replays the actions the web face really sent; "100 ms" (the web face now) and "150 ms" re-batch their samples.

    | drawing | raw points | batch | actions | sent points | drawer->host gameAction frames (B/raw pt, B/sent pt) | host->guesser, whole views (B/raw pt) | host->guesser, patches (B/raw pt, B/sent pt) | last whole gameState frame (B/raw pt) |
    |---|---|---|---|---|---|---|---|---|
    """)
for drawing in drawings {
    let recorded = drawing.sentActions != nil
    for (label, interval, replay) in [(recorded ? "80 ms" : "75 ms", 75.0, true), ("100 ms", 100.0, false), ("150 ms", 150.0, false)] {
        let result = try WireMeter.measure(drawing, batchMilliseconds: interval, replay: replay)
        let (raw, sent) = (Double(result.rawPoints), Double(result.sentPoints))
        func both(_ bytes: Int) -> String { "\(bytes) B (\(figure(Double(bytes) / raw)), \(figure(Double(bytes) / sent)))" }
        print(
            "| \(drawing.name) | \(result.rawPoints) | \(label) | \(result.actions) | \(result.sentPoints) | \(both(result.actionFrameBytes))"
                + " | \(result.stateFrameBytes) B (\(figure(Double(result.stateFrameBytes) / raw))) | \(both(result.patchedStateFrameBytes))"
                + " | \(result.lastStateFrameBytes) B (\(figure(Double(result.lastStateFrameBytes) / raw))) |")
    }
}

print("""

    ## Sealed (protocol 3, TCP): every action and every patched state in a record of its own (2-byte length + 16-byte tag), web face's 100 ms batches

    | drawing | actions | drawer->host frames | sealed (B/raw pt) | host->guesser patches | sealed (B/raw pt) |
    |---|---|---|---|---|---|
    """)
for drawing in drawings {
    let result = try WireMeter.measure(drawing, batchMilliseconds: 100, replay: false)
    let raw = Double(result.rawPoints)
    print(
        "| \(drawing.name) (\(result.rawPoints) raw) | \(result.actions) | \(result.actionFrameBytes) B (\(figure(Double(result.actionFrameBytes) / raw)))"
            + " | \(result.sealedActionBytes) B (\(figure(Double(result.sealedActionBytes) / raw)))"
            + " | \(result.patchedStateFrameBytes) B (\(figure(Double(result.patchedStateFrameBytes) / raw)))"
            + " | \(result.sealedPatchedStateBytes) B (\(figure(Double(result.sealedPatchedStateBytes) / raw))) |")
}

print("""

    ## Quick, Draw! formats for the same drawings (bytes per raw point)

    | drawing | raw ndjson line | raw line framed (zlib) | simplified line (points) |
    |---|---|---|---|
    """)
for drawing in drawings {
    let raw = Double(drawing.sampleCount)
    func perPoint(_ bytes: Int) -> String { "\(bytes) B = \(figure(Double(bytes) / raw))" }
    let quickDrawRaw = QuickDrawFormat.line(drawing: QuickDrawFormat.raw(drawing))
    let simplified = QuickDrawFormat.simplified(drawing)
    print(
        "| \(drawing.name) | \(perPoint(quickDrawRaw.utf8.count)) | \(perPoint(QuickDrawFormat.framedSize(quickDrawRaw)))"
            + " | \(perPoint(QuickDrawFormat.line(drawing: simplified.text).utf8.count)) (\(simplified.points)) |")
}

print("""

    ## Host cost per streamed batch (an 8-point extend: decode, reduce, 3 views, 3 frames; then with view patches)

    | drawing on the canvas | strokes | guesser view JSON | guesser frame | sent as | median µs | p10 µs | p90 µs | samples |
    |---|---|---|---|---|---|---|---|---|
    """)
let configurations: [(String, Int, Int, Int)] = [
    ("small: 6 strokes x 40 points", 6, 40, 3000),
    ("medium: 40 strokes x 100 points", 40, 100, 1000),
    ("large: 200 strokes x 100 points", 200, 100, 300),
    ("near the cap: 1000 strokes x 99 points", 1000, 99, 100),
]
for (label, strokes, points, iterations) in configurations {
    let host = try HostCost.host(strokes: strokes, pointsPerStroke: points)
    for patched in [false, true] {
        let timing = try HostCost.time(label, host: host, iterations: iterations, patched: patched)
        print(
            "| \(label) (\(timing.points) points) | \(timing.strokes) | \(timing.viewJSONBytes) B | \(timing.guesserFrameBytes) B"
                + " | \(patched ? "patches" : "whole views") | \(figure(timing.percentile(0.5))) | \(figure(timing.percentile(0.1)))"
                + " | \(figure(timing.percentile(0.9))) | \(timing.samples.count) |")
    }
}
