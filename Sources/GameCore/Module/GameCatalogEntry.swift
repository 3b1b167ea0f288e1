/// How hard a game is to pick up, shown in the game list.
public enum GameDifficulty: String, Codable, Hashable, Sendable, CaseIterable {
    /// Anyone can play at once.
    case easy
    /// Takes a game or two to learn.
    case medium
    /// Rewards study.
    case hard
}

/// What a game list shows about a game.
public struct GameCatalogEntry: Codable, Hashable, Sendable {
    /// The game.
    public var id: GameID
    /// The name people see.
    public var displayName: String
    /// A symbol name (SF Symbol on Apple platforms, a glyph name elsewhere).
    public var iconSymbol: String
    /// The most seated players.
    public var maxPlayers: Int
    /// How hard it is.
    public var difficulty: GameDifficulty

    /// Creates a catalog entry.
    public init(id: GameID, displayName: String, iconSymbol: String, maxPlayers: Int, difficulty: GameDifficulty) {
        self.id = id
        self.displayName = displayName
        self.iconSymbol = iconSymbol
        self.maxPlayers = maxPlayers
        self.difficulty = difficulty
    }
}

/// The session rules a game imposes on the lobby and the runtime.
public struct GamePolicy: Codable, Hashable, Sendable {
    /// The fewest seated players needed to start.
    public var minPlayers: Int
    /// The most seated players.
    public var maxPlayers: Int
    /// Whether players act one at a time.
    public var isTurnBased: Bool
    /// Whether a disconnected player may resume their seat (within the background timeout).
    public var allowsRejoin: Bool
    /// Whether people may watch without a seat.
    public var supportsSpectators: Bool

    /// The allowed number of seated players.
    public var playerRange: ClosedRange<Int> { minPlayers...max(minPlayers, maxPlayers) }

    /// Creates a policy.
    public init(minPlayers: Int, maxPlayers: Int, isTurnBased: Bool, allowsRejoin: Bool, supportsSpectators: Bool) {
        self.minPlayers = minPlayers
        self.maxPlayers = maxPlayers
        self.isTurnBased = isTurnBased
        self.allowsRejoin = allowsRejoin
        self.supportsSpectators = supportsSpectators
    }
}

/// How a game ended.
public struct GameOutcome: Codable, Hashable, Sendable {
    /// The winners (several for a shared win; empty for an abandoned game).
    public var winners: [PlayerID]
    /// A short sentence for people, without player names (the front end adds those).
    public var summary: String

    /// Creates an outcome.
    public init(winners: [PlayerID], summary: String) {
        self.winners = winners
        self.summary = summary
    }
}

/// One line of a game's command help, e.g. `play CARD [SUIT]` — "Play a card".
public struct GameCommandHelp: Codable, Hashable, Sendable {
    /// The syntax, e.g. `play CARD [SUIT]`.
    public var syntax: String
    /// What it does.
    public var summary: String

    /// Creates a help line.
    public init(syntax: String, summary: String) {
        self.syntax = syntax
        self.summary = summary
    }
}
