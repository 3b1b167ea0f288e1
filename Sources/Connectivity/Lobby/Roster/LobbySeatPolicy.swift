/// The seating rules a lobby takes from its game (seed 001 `GamePolicy`): how many players, and
/// whether late arrivals may watch.
public struct LobbySeatPolicy: Hashable, Sendable {
    /// Fewest players (the host's own seat included) for a start.
    public var minPlayers: Int
    /// Most player seats (the host's own seat included; held seats count).
    public var maxPlayers: Int
    /// Whether the game has spectators (late joiners watch instead of being refused).
    public var supportsSpectators: Bool
    /// Most spectator seats.
    public var maxSpectators: Int

    /// Creates a policy; `maxPlayers` is raised to `minPlayers` if lower.
    public init(minPlayers: Int, maxPlayers: Int, supportsSpectators: Bool = false, maxSpectators: Int = 8) {
        self.minPlayers = max(1, minPlayers)
        self.maxPlayers = max(self.minPlayers, maxPlayers)
        self.supportsSpectators = supportsSpectators
        self.maxSpectators = max(0, maxSpectators)
    }
}
