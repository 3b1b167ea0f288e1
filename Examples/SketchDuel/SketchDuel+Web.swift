import Foundation
import GameCore

extension SketchDuel {
    /// The browser face: Web/codec.js, ink.js, board.js, sync.js, record.js and face.js (one script,
    /// in that order) and Web/face.css, bundled as resources. See Docs/Games/SketchDuel.md, "Web face".
    public static let webFace: GameWebFace? = GameWebFace.bundled(
        scripts: ["codec.js", "ink.js", "board.js", "sync.js", "record.js", "face.js"], stylesheet: "face.css", in: .module)
}
