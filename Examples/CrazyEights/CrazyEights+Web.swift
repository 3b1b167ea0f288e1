import Foundation
import GameCore

extension CrazyEights {
    /// The browser face (Web/face.js and Web/face.css, bundled as resources).
    public static let webFace: GameWebFace? = GameWebFace.bundled(scripts: ["face.js"], stylesheet: "face.css", in: .module)

    /// The big-screen face for `/tv` (Web/tv.js and Web/tv.css): the table as a spectator sees it.
    public static let bigScreenFace: GameWebFace? = GameWebFace.bundled(scripts: ["tv.js"], stylesheet: "tv.css", in: .module)
}
