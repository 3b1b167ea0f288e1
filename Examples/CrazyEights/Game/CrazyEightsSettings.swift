import GameCore

/// How many cards each player is dealt.
public enum HandSize: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The classic rule: 7 cards for two players, 5 for three or more.
    case classic
    /// The same number for any table, within ``HandSize/allowedFixed``.
    case fixed(Int)

    /// The accepted fixed sizes (a table must also leave at least one card to draw).
    public static let allowedFixed = 1...20

    /// Cards per player for a table of `playerCount`.
    public func cards(forPlayers playerCount: Int) -> Int {
        switch self {
        case .classic: playerCount == 2 ? 7 : 5
        case .fixed(let count): count
        }
    }

    /// `classic` or the number.
    public var description: String {
        switch self {
        case .classic: "classic"
        case .fixed(let count): String(count)
        }
    }

    /// Parses `classic` or a number in ``allowedFixed``.
    public init?(text: String) {
        if text.lowercased() == "classic" {
            self = .classic
        } else if let count = Int(text), Self.allowedFixed.contains(count) {
            self = .fixed(count)
        } else {
            return nil
        }
    }

    /// Decodes `"classic"` or a number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let count = try? container.decode(Int.self) {
            self = .fixed(count)
        } else if try container.decode(String.self) == "classic" {
            self = .classic
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a hand size")
        }
    }

    /// Encodes `"classic"` or a number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .classic: try container.encode("classic")
        case .fixed(let count): try container.encode(count)
        }
    }
}

/// The rules options of a Crazy Eights table.
public struct CrazyEightsSettings: GameSettings {
    /// Schema 1: `handSize`, `drawUntilPlayable`, `turnLimit`.
    public static let currentVersion = 1
    /// The accepted turn limits.
    public static let allowedTurnLimits = 50...10_000

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

    /// The keys `set KEY=VALUE` accepts.
    public static let descriptors: [SettingDescriptor] = [
        SettingDescriptor(
            key: "handSize", summary: "Cards dealt to each player (classic: 7 for two players, 5 for more)",
            allowedValues: "classic or \(HandSize.allowedFixed.lowerBound)...\(HandSize.allowedFixed.upperBound)"),
        SettingDescriptor(
            key: "drawUntilPlayable", summary: "House rule: draw until you get a playable card",
            allowedValues: "on or off"),
        SettingDescriptor(
            key: "turnLimit", summary: "Turns before the game ends and is scored like a blocked game",
            allowedValues: "\(allowedTurnLimits.lowerBound)...\(allowedTurnLimits.upperBound)"),
    ]

    /// The value of `key` (case-insensitive) as text.
    public func value(forKey key: String) -> String? {
        switch key.lowercased() {
        case "handsize": handSize.description
        case "drawuntilplayable": drawUntilPlayable ? "on" : "off"
        case "turnlimit": String(turnLimit)
        default: nil
        }
    }

    /// Sets `key` (case-insensitive) from text.
    public mutating func setValue(_ value: String, forKey key: String) throws(SettingsError) {
        switch key.lowercased() {
        case "handsize":
            guard let size = HandSize(text: value) else { throw invalid(.handSize, value) }
            handSize = size
        case "drawuntilplayable":
            guard let flag = Self.parseFlag(value) else { throw invalid(.drawUntilPlayable, value) }
            drawUntilPlayable = flag
        case "turnlimit":
            guard let limit = Int(value), Self.allowedTurnLimits.contains(limit) else { throw invalid(.turnLimit, value) }
            turnLimit = limit
        default:
            throw .unknownKey(key)
        }
    }

    /// Checks ranges of a decoded value.
    public func validate() throws(SettingsError) {
        if case .fixed(let count) = handSize, !HandSize.allowedFixed.contains(count) {
            throw invalid(.handSize, String(count))
        }
        guard Self.allowedTurnLimits.contains(turnLimit) else { throw invalid(.turnLimit, String(turnLimit)) }
    }

    private func invalid(_ key: CodingKeys, _ value: String) -> SettingsError {
        let expected = Self.descriptors.first { $0.key == key.rawValue }?.allowedValues ?? ""
        return .invalidValue(key: key.rawValue, value: value, expected: expected)
    }

    private static func parseFlag(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "on", "true", "yes", "1": true
        case "off", "false", "no", "0": false
        default: nil
        }
    }

    private enum CodingKeys: String, CodingKey { case settingsVersion, handSize, drawUntilPlayable, turnLimit }

    /// Decodes, defaulting options missing from older snapshots of the same schema.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        settingsVersion = try container.decode(Int.self, forKey: .settingsVersion)
        handSize = try container.decodeIfPresent(HandSize.self, forKey: .handSize) ?? .classic
        drawUntilPlayable = try container.decodeIfPresent(Bool.self, forKey: .drawUntilPlayable) ?? false
        turnLimit = try container.decodeIfPresent(Int.self, forKey: .turnLimit) ?? 1000
    }
}
