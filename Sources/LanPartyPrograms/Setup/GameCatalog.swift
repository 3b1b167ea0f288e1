import CrazyEights
import GameCore
import Quortex
import SketchDuel

/// The games that come with LanParty: Crazy Eights, Quortex and SketchDuel.
public enum GameCatalog {
    /// The stock modules, for ``LanPartyProgram`` beside a package's own.
    public static let stockGames: [any GameModule.Type] = [CrazyEights.self, Quortex.self, SketchDuel.self]

    /// A registry with the stock games.
    public static func standardRegistry() -> GameRegistry { GameRegistry(stockGames) }

    /// The version the stock programs announce in `hello` (informational).
    public static let appVersion = "lanparty-cli/0.1.0"
}
