import Foundation
import GameCore

extension HighCardDuel {
    /// The big-screen face for `/tv` (Web/tv.js and Web/tv.css): the spectator's view, drawn large.
    public static let bigScreenFace: GameWebFace? = GameWebFace.bundled(scripts: ["tv.js"], stylesheet: "tv.css", in: .module)
}
