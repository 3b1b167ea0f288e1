import GameCore

/// The rules options of a Crazy Eights table.
public struct CrazyEightsSettings: SchemaSettings {
    /// Schema 1: `handSize`, `drawUntilPlayable`, `turnLimit`, `turnSeconds` (added later; absent
    /// means off, and it is written only when on, so games recorded before it keep their digests).
    public static let currentVersion = 1
    /// The accepted turn limits.
    public static let allowedTurnLimits = 50...10_000
    /// The accepted turn timers (0, "off", turns it off).
    public static let allowedTurnSeconds = 5...600

    /// The keys `set KEY=VALUE` accepts.
    public static let schema = SettingsSchema<Self>([
        .integer(
            "handSize", \.handSize, in: HandSize.allowedFixed, or: ["classic": .classic],
            summary: "Cards dealt to each player (classic: 7 for two players, 5 for more)"),
        .boolean("drawUntilPlayable", \.drawUntilPlayable, summary: "House rule: draw until you get a playable card"),
        .integer(
            "turnLimit", \.turnLimit, in: allowedTurnLimits,
            summary: "Turns before the game ends and is scored like a blocked game"),
        .integer(
            "turnSeconds", \.turnSeconds, in: allowedTurnSeconds, or: ["off": 0],
            summary: "Turn timer; when it runs out the player draws (if they may) and passes"),
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
    /// Seconds per turn; 0 turns the timer off (the default). When a turn runs out, the host draws
    /// for the player (when a draw is allowed and they have not drawn) and passes, so a phone that
    /// fell asleep on its turn does not stop the table.
    public var turnSeconds: Int

    /// Creates settings (defaults: classic hands, draw one, 1000 turns, no timer).
    public init(handSize: HandSize = .classic, drawUntilPlayable: Bool = false, turnLimit: Int = 1000, turnSeconds: Int = 0) {
        self.settingsVersion = Self.currentVersion
        self.handSize = handSize
        self.drawUntilPlayable = drawUntilPlayable
        self.turnLimit = turnLimit
        self.turnSeconds = turnSeconds
    }

    private enum CodingKeys: String, CodingKey {
        case settingsVersion, handSize, drawUntilPlayable, turnLimit, turnSeconds
    }

    /// Encodes every option; `turnSeconds` only when the timer is on (see ``currentVersion``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(settingsVersion, forKey: .settingsVersion)
        try container.encode(handSize, forKey: .handSize)
        try container.encode(drawUntilPlayable, forKey: .drawUntilPlayable)
        try container.encode(turnLimit, forKey: .turnLimit)
        if turnSeconds != 0 { try container.encode(turnSeconds, forKey: .turnSeconds) }
    }

    /// Decodes, defaulting options missing from older snapshots of the same schema.
    public init(from decoder: any Decoder) throws {
        self = try Self.schema.decode(from: decoder, defaults: Self())
    }
}
