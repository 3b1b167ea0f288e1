import GameCore

/// The rules options of a Crazy Eights table.
public struct CrazyEightsSettings: SchemaSettings {
    /// Schema 1: `handSize`, `drawUntilPlayable`, `turnLimit`.
    public static let currentVersion = 1
    /// The accepted turn limits.
    public static let allowedTurnLimits = 50...10_000

    /// The keys `set KEY=VALUE` accepts.
    public static let schema = SettingsSchema<Self>([
        .integer(
            "handSize", \.handSize, in: HandSize.allowedFixed, or: ["classic": .classic],
            summary: "Cards dealt to each player (classic: 7 for two players, 5 for more)"),
        .boolean("drawUntilPlayable", \.drawUntilPlayable, summary: "House rule: draw until you get a playable card"),
        .integer(
            "turnLimit", \.turnLimit, in: allowedTurnLimits,
            summary: "Turns before the game ends and is scored like a blocked game"),
    ])

    /// The schema this value was written with.
    public var settingsVersion: Int
    /// Cards dealt to each player.
    public var handSize: HandSize
    /// House rule: a player who cannot play draws until they get a playable card (or the pile runs
    /// out), instead of drawing a single card.
    public var drawUntilPlayable: Bool
    /// After this many turns the game ends and is scored like a blocked game (guarantees an end).
    public var turnLimit: Int

    /// Creates settings (defaults: classic hands, draw one, 1000 turns).
    public init(handSize: HandSize = .classic, drawUntilPlayable: Bool = false, turnLimit: Int = 1000) {
        self.settingsVersion = Self.currentVersion
        self.handSize = handSize
        self.drawUntilPlayable = drawUntilPlayable
        self.turnLimit = turnLimit
    }

    /// Decodes, defaulting options missing from older snapshots of the same schema.
    public init(from decoder: any Decoder) throws {
        self = try Self.schema.decode(from: decoder, defaults: Self())
    }
}
