import Foundation
import GameCore

extension SketchDuel {
    /// The browser face: Web/codec.js, ink.js, board.js, sync.js, record.js and face.js (one script,
    /// in that order) and Web/face.css, bundled as resources. See Docs/Games/SketchDuel.md, "Web face".
    public static let webFace: GameWebFace? = {
        // Small files, one concept each; the page loads a face as one script.
        let parts = ["codec.js", "ink.js", "board.js", "sync.js", "record.js", "face.js"].map(bundled)
        guard parts.allSatisfy({ $0 != nil }) else { return nil }
        return GameWebFace(script: parts.compactMap { $0 }.joined(separator: "\n"), stylesheet: bundled("face.css") ?? "")
    }()

    private static func bundled(_ name: String) -> String? {
        guard let url = Bundle.module.url(forResource: "Web/" + name, withExtension: nil)
            ?? Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Web")
        else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }
}
