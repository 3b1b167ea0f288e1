/// A `major.minor.patch` version, used for game modules and apps.
///
/// Two versions are compatible when their major numbers agree (and, before 1.0, their minor numbers too).
public struct SemanticVersion: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    /// Incompatible changes.
    public var major: Int
    /// Backwards-compatible additions.
    public var minor: Int
    /// Fixes.
    public var patch: Int

    /// Creates a version from its three numbers.
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `"1.2.3"` (also `"1.2"` and `"1"`); `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 9, part.allSatisfy(\.isASCII), let value = Int(part), value >= 0
            else { return nil }
            numbers.append(value)
        }
        while numbers.count < 3 { numbers.append(0) }
        self.init(numbers[0], numbers[1], numbers[2])
    }

    /// `major.minor.patch`.
    public var description: String { "\(major).\(minor).\(patch)" }

    /// Whether a peer running `other` can play with this version (same major; same minor before 1.0).
    public func isCompatible(with other: SemanticVersion) -> Bool {
        guard major == other.major else { return false }
        return major > 0 || minor == other.minor
    }

    /// Orders by major, then minor, then patch.
    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// Decodes from the string form `"1.2.3"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let version = SemanticVersion(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "not a semantic version: \(text.prefix(32))")
        }
        self = version
    }

    /// Encodes as the string form `"1.2.3"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
