import Foundation
import GameCore

extension LiarsDice {
    /// The browser face (Web/face.js and Web/face.css, bundled as resources).
    public static let webFace: GameWebFace? = GameWebFace.bundled(scripts: ["face.js"], stylesheet: "face.css", in: .module)
}
