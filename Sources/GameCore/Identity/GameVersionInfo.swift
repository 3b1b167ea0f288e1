/// A game this build can play, at a version.
public struct GameVersionInfo: Codable, Hashable, Sendable {
    /// The game.
    public var id: GameID
    /// The module's semantic version.
    public var version: SemanticVersion

    /// Creates a game/version pair.
    public init(id: GameID, version: SemanticVersion) {
        self.id = id
        self.version = version
    }
}
