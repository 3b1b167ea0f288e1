import GameCore
import SketchDuel

extension GameCatalog {
    /// The games of this build whose terminal screens take the mouse (see ``TerminalPointerGame``).
    static let pointerGames: [any TerminalPointerGame.Type] = [SketchDuel.self]
}
