import Foundation
import GameCore

extension Quortex {
    /// The browser face: Web/hex.js, board.js, choices.js and face.js (one script, in that order)
    /// and Web/face.css, bundled as resources. See Docs/Games/Quortex.md, "Web face".
    public static let webFace: GameWebFace? = {
        // Four small files, one concept each; the page loads a face as one script.
        let parts = ["hex.js", "board.js", "choices.js", "face.js"].map(bundled)
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
