import GameCore

/// The rules options of a Quortex table.
public struct QuortexSettings: SchemaSettings {
    /// Schema 1: `radius`, `tileCopies`, `handSize`, `turnSeconds`.
    public static let currentVersion = 1

    /// The keys `set KEY=VALUE` accepts, with their ranges.
    public static let schema = SettingsSchema<Self>([
        .integer(
            "radius", \.radius, in: HexBoard.allowedRadii, or: ["auto": 0],
            summary: "Board radius (3: 37 cells, 4: 61); auto picks 3 for 2-3 players, 4 for 4-6"),
        .integer("tileCopies", \.tileCopies, in: 1...8, summary: "Copies of each of the 15 tiles in the bag"),
        .integer("handSize", \.handSize, in: 1...6, summary: "Tiles in each hand"),
        .integer(
            "turnSeconds", \.turnSeconds, in: 5...600, or: ["off": 0],
            summary: "Turn timer; when it runs out a random legal tile is played"),
    ])

    /// The schema this value was written with.
    public var settingsVersion: Int
    /// The board radius; 0 picks 3 for 2-3 players and 4 for 4-6.
    public var radius: Int
    /// Copies of each tile in the bag (4: 60 tiles).
    public var tileCopies: Int
    /// Tiles in each hand (3).
    public var handSize: Int
    /// Seconds per turn; 0 turns the timer off (the default). When a turn runs out, the host plays a
    /// random legal move for the player.
    public var turnSeconds: Int

    /// Creates settings (defaults: board by player count, 4 copies, hands of 3, no timer).
    public init(radius: Int = 0, tileCopies: Int = 4, handSize: Int = 3, turnSeconds: Int = 0) {
        self.settingsVersion = Self.currentVersion
        self.radius = radius
        self.tileCopies = tileCopies
        self.handSize = handSize
        self.turnSeconds = turnSeconds
    }

    /// The radius for `players` seats.
    public func boardRadius(forPlayers players: Int) -> Int { radius != 0 ? radius : (players <= 3 ? 3 : 4) }
}
