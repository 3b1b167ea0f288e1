/// One value of a scanned document. The scanner writes every value into one flat array in document
/// order: a container's token comes first, then its members (for an object: key token, value
/// tokens, key token, …), so a container's members are the tokens up to its ``end``.
///
/// Sixteen bytes; offsets are 32-bit because the decoder refuses inputs of 4 GiB or more.
struct PayloadJSONToken {
    /// What kind of value the token is.
    enum Kind: UInt8 {
        case null, `true`, `false`, number, string, object, array

        /// How Foundation names the kind in a type-mismatch message ("found a string instead").
        var description: String {
            switch self {
            case .null: "null"
            case .true, .false: "bool"
            case .number: "number"
            case .string: "a string"
            case .object: "a dictionary"
            case .array: "an array"
            }
        }
    }

    /// Flags of a string token: it contains a backslash escape.
    static let hasEscapes: UInt8 = 1
    /// Flags of a string token: it contains a byte of 0x80 or more (UTF-8 beyond ASCII).
    static let isNonASCII: UInt8 = 2
    /// Flags of a number token: it has a fraction or an exponent (not a plain integer).
    static let isNotInteger: UInt8 = 1
    /// Flags of a number token: it starts with a minus sign.
    static let isNegative: UInt8 = 2
    /// Flags of an object token: some key has escapes or non-ASCII bytes, so keys compare as Strings.
    static let hasComplexKeys: UInt8 = 1

    /// The kind.
    var kind: Kind
    /// Kind-specific flags (the constants above).
    var flags: UInt8
    /// Byte offset: a string's first byte after the opening quote; a number's first byte; a
    /// container's opening bracket.
    var start: UInt32
    /// Strings and numbers: their length in bytes. Containers: the index of the first token after
    /// the container (its next sibling), written when it closes.
    var length: UInt32
    /// Containers: how many members (an object counts key/value pairs). Object keys: a hash of the
    /// raw key bytes, for the duplicate-key check.
    var count: UInt32

    /// A token of `kind` starting at byte `start`.
    init(_ kind: Kind, flags: UInt8 = 0, start: Int, length: Int = 0) {
        self.kind = kind
        self.flags = flags
        self.start = UInt32(truncatingIfNeeded: start)
        self.length = UInt32(truncatingIfNeeded: length)
        self.count = 0
    }

    /// Whether the token is an object or an array.
    var isContainer: Bool { kind == .object || kind == .array }

    /// Whether a string token can be compared byte for byte with an ASCII key: no escapes, ASCII only.
    var isPlainASCII: Bool { flags & (Self.hasEscapes | Self.isNonASCII) == 0 }
}
