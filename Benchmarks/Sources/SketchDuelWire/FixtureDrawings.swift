import Foundation
import SketchDuel

/// Hand-drawn drawings recorded through the web face (Tests/SketchDuelTests/Fixtures/*.json, format
/// in the README there): per stroke, `samples` `[x, y, t]` in grid units before simplification,
/// `canvasCSSPixels`, and `sent`, the actions the face really sent, which are replayed as they are.
enum FixtureDrawings {
    /// The drawings found, and a note per file that could not be read.
    static func load(from directory: URL) -> (drawings: [PointerDrawing], notes: [String]) {
        let files = ((try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        var drawings: [PointerDrawing] = []
        var notes: [String] = []
        for file in files {
            guard let data = try? Data(contentsOf: file), data.count < 64 << 20,
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let drawing = drawing(object, name: file.deletingPathExtension().lastPathComponent)
            else {
                notes.append("\(file.lastPathComponent): format not understood, skipped")
                continue
            }
            drawings.append(drawing)
        }
        return (drawings, notes)
    }

    private static func drawing(_ object: [String: Any], name: String) -> PointerDrawing? {
        guard let strokes = object["strokes"] as? [[String: Any]], !strokes.isEmpty else { return nil }
        let css = (strokes[0]["canvasCSSPixels"] as? [Double])?.first ?? 360
        // Back to CSS pixels, the unit a pointer reports and Quick, Draw! records.
        let scale = css / Double(GridPoint.width)
        var result: [[PointerDrawing.Sample]] = []
        var sent: [Data] = []
        for stroke in strokes {
            guard let samples = stroke["samples"] as? [[Double]], let actions = stroke["sent"] as? [[String: Any]] else { return nil }
            result.append(samples.filter { $0.count == 3 }.map { .init(x: $0[0] * scale, y: $0[1] * scale, milliseconds: $0[2]) })
            for entry in actions {
                guard let action = entry["action"], let data = try? JSONSerialization.data(withJSONObject: action) else { return nil }
                sent.append(data)
            }
        }
        return PointerDrawing(name: "recorded \(name)", canvasWidth: css, strokes: result, sentActions: sent)
    }
}
