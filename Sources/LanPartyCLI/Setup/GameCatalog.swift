import CrazyEights
import GameCore
import Quortex
import SketchDuel

/// The games the command-line programs can host and join.
public enum GameCatalog {
    /// A registry with every game of this build (Crazy Eights, Quortex, SketchDuel).
    public static func standardRegistry() -> GameRegistry {
        var registry = GameRegistry()
        registry.register(CrazyEights.self)
        registry.register(Quortex.self)
        registry.register(SketchDuel.self)
        return registry
    }

    /// The version announced in `hello` (informational).
    public static let appVersion = "lanparty-cli/0.1.0"
}
