import GameCore

/// A testing hook: `LANPARTY_TEST_GAME_VERSION=X.Y.Z` makes `lanjoin` announce every game of its
/// registry at that version in its `hello`, so that integration tests can produce a real
/// "Unsupported Game Version" rejection without a second build. Unset (or not a version): no change.
public enum TestGameVersion {
    /// The environment variable.
    public static let variable = "LANPARTY_TEST_GAME_VERSION"

    /// The games to announce: `games` as they are, or every one at the overriding version.
    public static func announced(_ games: [GameVersionInfo], environment: [String: String]) -> [GameVersionInfo] {
        guard let text = environment[variable], let version = SemanticVersion(text) else { return games }
        return games.map { GameVersionInfo(id: $0.id, version: version) }
    }
}
