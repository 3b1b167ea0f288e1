/// An enum that travels on the wire as a string and decodes values from newer builds as `unknown`.
///
/// Conformers list their known cases in ``knownCases`` and map each to its ``wireValue``;
/// `Codable` comes from this protocol.
public protocol WireEnum: Codable, Hashable, Sendable {
    /// Every case but `unknown`.
    static var knownCases: [Self] { get }
    /// The case for a value this build does not know.
    static func unknown(_ wireValue: String) -> Self
    /// The string used on the wire.
    var wireValue: String { get }
}

extension WireEnum {
    /// Maps a wire string to its case, or to `unknown` for strings from newer builds.
    public init(wireValue: String) {
        self = Self.knownCases.first(where: { $0.wireValue == wireValue }) ?? Self.unknown(wireValue)
    }

    /// Decodes from a bare string.
    public init(from decoder: any Decoder) throws {
        self.init(wireValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes as a bare string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wireValue)
    }
}
