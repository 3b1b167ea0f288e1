import Foundation
import GameCore

extension CrazyEights {
    /// The browser face (Web/face.js and Web/face.css, bundled as resources).
    public static let webFace: GameWebFace? = {
        guard let script = bundled("face.js") else { return nil }
        return GameWebFace(script: script, stylesheet: bundled("face.css") ?? "")
    }()

    private static func bundled(_ name: String) -> String? {
        guard let url = Bundle.module.url(forResource: "Web/" + name, withExtension: nil)
            ?? Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Web")
        else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }
}
