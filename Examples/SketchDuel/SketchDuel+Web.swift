import Foundation
import GameCore

extension SketchDuel {
    /// The browser face: Web/codec.js, ink.js, board.js, sync.js, record.js and face.js (one script,
    /// in that order) and Web/face.css, bundled as resources. See Docs/Games/SketchDuel.md, "Web face".
    public static let webFace: GameWebFace? = GameWebFace.bundled(
        scripts: ["codec.js", "ink.js", "board.js", "sync.js", "record.js", "screen.js", "face.js"], stylesheet: "face.css", in: .module)

    /// The big-screen face for `/tv`: the same canvas code (codec.js, ink.js, board.js, sync.js) with
    /// Web/tv.js, and Web/tv.css. See Docs/Games/SketchDuel.md, "Big-screen face".
    public static let bigScreenFace: GameWebFace? = GameWebFace.bundled(
        scripts: ["codec.js", "ink.js", "board.js", "sync.js", "tv.js"], stylesheet: "tv.css", in: .module)
}
