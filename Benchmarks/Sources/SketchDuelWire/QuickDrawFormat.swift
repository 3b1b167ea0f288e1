import Foundation
import GameCore
import SketchDuel

/// The Quick, Draw! dataset's formats for the same drawing, for comparison
/// (github.com/googlecreativelab/quickdraw-dataset): one ndjson line per drawing whose `drawing`
/// is, per stroke, `[[x…], [y…], [t…]]` (raw: integer screen pixels, ms since the first point) or
/// `[[x…], [y…]]` (simplified: aligned to the top-left, scaled to 0-255, RDP at ε = 2.0, no time).
enum QuickDrawFormat {
    /// A dataset line's fields other than `drawing`, with values of their typical length.
    static let metadata = #"{"word":"spiral","countrycode":"DE","timestamp":"2017-03-28 15:29:51.97213 UTC","recognized":true,"key_id":"6612285745266688","drawing":"#

    /// The raw format's `drawing` value.
    static func raw(_ drawing: PointerDrawing) -> String {
        let strokes = drawing.strokes.map { stroke in
            let xs = stroke.map { String(Int($0.x.rounded())) }.joined(separator: ",")
            let ys = stroke.map { String(Int($0.y.rounded())) }.joined(separator: ",")
            let ts = stroke.map { String(Int($0.milliseconds.rounded())) }.joined(separator: ",")
            return "[[\(xs)],[\(ys)],[\(ts)]]"
        }
        return "[" + strokes.joined(separator: ",") + "]"
    }

    /// The simplified format's `drawing` value and its point count.
    static func simplified(_ drawing: PointerDrawing) -> (text: String, points: Int) {
        let all = drawing.strokes.flatMap { $0 }
        guard let minX = all.map(\.x).min(), let minY = all.map(\.y).min(),
            let maxX = all.map(\.x).max(), let maxY = all.map(\.y).max()
        else { return ("[]", 0) }
        let scale = 255 / max(maxX - minX, maxY - minY, 1)
        var points = 0
        let strokes = drawing.strokes.map { stroke -> String in
            let scaled = stroke.map { GridPoint(x: Int((($0.x - minX) * scale).rounded()), y: Int((($0.y - minY) * scale).rounded())) }
            let kept = StrokeSimplifier.simplify(scaled, tolerance: 2.0)
            points += kept.count
            return "[[\(kept.map { String($0.x) }.joined(separator: ","))],[\(kept.map { String($0.y) }.joined(separator: ","))]]"
        }
        return ("[" + strokes.joined(separator: ",") + "]", points)
    }

    /// A whole dataset line (metadata + `drawing` + newline).
    static func line(drawing: String) -> String { metadata + drawing + "}\n" }

    /// `text` sent as one `gameAction` payload through the same frame encoder (zlib level 6), in bytes.
    static func framedSize(_ text: String) -> Int { WireMeter.framedSize(Data(text.utf8)) }
}
