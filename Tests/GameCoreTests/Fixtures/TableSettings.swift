import GameCore

/// Settings with one setting of every kind a schema declares, for `SettingsSchemaTests`.
struct TableSettings: SchemaSettings {
    enum Pace: String, CaseIterable, Codable, Hashable, Sendable {
        case slow, fast
    }

    static let currentVersion = 3
    static let schema = SettingsSchema<Self>([
        .integer("seats", \.seats, in: 2...8, summary: "Seats at the table"),
        .integer("rounds", \.rounds, in: 2...10, step: 2, summary: "Rounds in a game"),
        .integer("timer", \.timer, in: 10...60, or: ["off": 0], summary: "Seconds per turn"),
        .boolean("jokers", \.jokers, summary: "Play with jokers"),
        .choice("pace", \.pace, summary: "How fast bots play"),
    ])

    var settingsVersion = Self.currentVersion
    var seats = 4
    var rounds = 4
    var timer = 0
    var jokers = false
    var pace = Pace.slow

    /// A missing key keeps its default, so that `decode(from:defaults:)` is tested.
    init(from decoder: any Decoder) throws {
        self = try Self.schema.decode(from: decoder, defaults: Self())
    }

    init() {}
}
