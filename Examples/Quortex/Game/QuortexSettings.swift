import GameCore

/// The rules options of a Quortex table.
public struct QuortexSettings: GameSettings {
    /// Schema 1: `radius`, `tileCopies`, `handSize`, `turnSeconds`.
    public static let currentVersion = 1
    /// Copies of each of the 15 tiles in the bag.
    public static let allowedTileCopies = 1...8
    /// Tiles in each hand.
    public static let allowedHandSizes = 1...6
    /// Seconds per turn when the timer is on.
    public static let allowedTurnSeconds = 5...600

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

    /// The keys `set KEY=VALUE` accepts.
    public static let descriptors: [SettingDescriptor] = [
        SettingDescriptor(
            key: "radius", summary: "Board radius (3: 37 cells, 4: 61); auto picks 3 for 2-3 players, 4 for 4-6",
            allowedValues: "auto or \(HexBoard.allowedRadii.lowerBound)...\(HexBoard.allowedRadii.upperBound)"),
        SettingDescriptor(
            key: "tileCopies", summary: "Copies of each of the 15 tiles in the bag",
            allowedValues: "\(allowedTileCopies.lowerBound)...\(allowedTileCopies.upperBound)"),
        SettingDescriptor(
            key: "handSize", summary: "Tiles in each hand",
            allowedValues: "\(allowedHandSizes.lowerBound)...\(allowedHandSizes.upperBound)"),
        SettingDescriptor(
            key: "turnSeconds", summary: "Turn timer; when it runs out a random legal tile is played",
            allowedValues: "off or \(allowedTurnSeconds.lowerBound)...\(allowedTurnSeconds.upperBound)"),
    ]

    /// The value of `key` (case-insensitive) as text.
    public func value(forKey key: String) -> String? {
        switch key.lowercased() {
        case "radius": radius == 0 ? "auto" : String(radius)
        case "tilecopies": String(tileCopies)
        case "handsize": String(handSize)
        case "turnseconds": turnSeconds == 0 ? "off" : String(turnSeconds)
        default: nil
        }
    }

    /// Sets `key` (case-insensitive) from text.
    public mutating func setValue(_ value: String, forKey key: String) throws(SettingsError) {
        switch key.lowercased() {
        case "radius":
            if value.lowercased() == "auto" { radius = 0; return }
            guard let number = Int(value), HexBoard.allowedRadii.contains(number) else { throw invalid("radius", value) }
            radius = number
        case "tilecopies":
            guard let number = Int(value), Self.allowedTileCopies.contains(number) else { throw invalid("tileCopies", value) }
            tileCopies = number
        case "handsize":
            guard let number = Int(value), Self.allowedHandSizes.contains(number) else { throw invalid("handSize", value) }
            handSize = number
        case "turnseconds":
            if ["off", "0"].contains(value.lowercased()) { turnSeconds = 0; return }
            guard let number = Int(value), Self.allowedTurnSeconds.contains(number) else { throw invalid("turnSeconds", value) }
            turnSeconds = number
        default:
            throw .unknownKey(key)
        }
    }

    /// Checks ranges of a decoded value.
    public func validate() throws(SettingsError) {
        guard radius == 0 || HexBoard.allowedRadii.contains(radius) else { throw invalid("radius", String(radius)) }
        guard Self.allowedTileCopies.contains(tileCopies) else { throw invalid("tileCopies", String(tileCopies)) }
        guard Self.allowedHandSizes.contains(handSize) else { throw invalid("handSize", String(handSize)) }
        guard turnSeconds == 0 || Self.allowedTurnSeconds.contains(turnSeconds) else {
            throw invalid("turnSeconds", String(turnSeconds))
        }
    }

    private func invalid(_ key: String, _ value: String) -> SettingsError {
        .invalidValue(key: key, value: value, expected: Self.descriptors.first { $0.key == key }?.allowedValues ?? "")
    }
}
