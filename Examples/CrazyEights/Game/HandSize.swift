import GameCore

/// How many cards each player is dealt.
public enum HandSize: SettingNumber, CustomStringConvertible {
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

    /// A typed number is a fixed size (the schema checks it against ``allowedFixed``).
    public init(settingNumber: Int) { self = .fixed(settingNumber) }

    /// The fixed size, or `nil` for `classic`.
    public var settingNumber: Int? {
        switch self {
        case .classic: nil
        case .fixed(let count): count
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
