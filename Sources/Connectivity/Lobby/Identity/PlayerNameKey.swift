import Foundation

/// What makes two display names the same name in a lobby (SPEC §12 "Identity"): the name with
/// leading and trailing white space trimmed, in Unicode NFC, case-folded. "Ari", " ari " and "ARI"
/// are one name; "é" typed precomposed (U+00E9) or decomposed (e + U+0301) is one letter.
public struct PlayerNameKey: Hashable, Sendable, CustomStringConvertible {
    /// The normalised form two names are compared by.
    public let folded: String

    /// The key of `name`.
    public init(_ name: String) {
        folded = Self.trimmed(name).precomposedStringWithCanonicalMapping
            .folding(options: .caseInsensitive, locale: nil)
    }

    /// `name` without leading and trailing white space and newlines: the form a lobby stores and shows.
    public static func trimmed(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The folded form.
    public var description: String { folded }
}
