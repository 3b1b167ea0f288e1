import Foundation
import GameCore

extension Quortex {
    /// The browser face: Web/hex.js, board.js, choices.js, log.js and face.js (one script, in that order)
    /// and Web/face.css, bundled as resources. See Docs/Games/Quortex.md, "Web face".
    public static let webFace: GameWebFace? = GameWebFace.bundled(
        scripts: ["hex.js", "board.js", "choices.js", "log.js", "face.js"], stylesheet: "face.css", in: .module)
}
