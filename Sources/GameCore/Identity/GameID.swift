/// The stable identifier of a game module, e.g. `crazy-eights`.
///
/// An open set (not an enum) so that a build can name, display and reject games it does not have.
public struct GameID: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The identifier as it appears on the wire and in DNS-SD TXT records.
    public let rawValue: String

    /// Creates an identifier from its wire form.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Decodes from a bare JSON string.
    public init(from decoder: any Decoder) throws {
        self.rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes as a bare JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The identifier itself.
    public var description: String { rawValue }
}

extension GameID: CodingKeyRepresentable {
    /// Lets `[GameID: V]` encode as a JSON object keyed by the identifier.
    public var codingKey: any CodingKey { GameIDKey(stringValue: rawValue) }

    /// Recreates an identifier from a JSON object key.
    public init?<T: CodingKey>(codingKey: T) { self.init(rawValue: codingKey.stringValue) }

    private struct GameIDKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
