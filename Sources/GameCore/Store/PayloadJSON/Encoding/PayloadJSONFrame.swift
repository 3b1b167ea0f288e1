/// Where an encoder or container writes: a frame of ``PayloadJSONWriter``'s stack, named by its
/// position and a serial number so that a handle to a frame that has since closed is recognised.
struct PayloadJSONFrameHandle {
    var index: Int
    var serial: UInt32

    /// A handle that matches no frame (returned when streaming was abandoned).
    static let abandoned = PayloadJSONFrameHandle(index: -1, serial: 0)
}

/// One open value of the output: a slot not yet written, a written scalar, or an open object or array.
struct PayloadJSONFrame {
    enum Kind: UInt8 {
        /// Nothing written yet (a nested value's encoder before it asks for a container).
        case pending
        /// A scalar was written through a single-value container.
        case single
        /// An object is open: `{` and `count` members are written.
        case object
        /// An array is open: `[` and `count` elements are written.
        case array
    }

    var kind: Kind
    /// Whether the object's keys came in ascending order so far (then nothing is reordered).
    var sorted = true
    /// Whether a key is not ASCII (then keys are also compared as Strings when the object closes).
    var nonASCIIKeys = false
    var serial: UInt32
    /// Offset of the value's first byte (`{` or `[` for containers).
    var start: Int
    /// Members or elements written.
    var count = 0
    /// Where the object's members begin in ``PayloadJSONWriter/members``.
    var memberBase = 0
}

/// A written object member: its quoted key's bytes in the output.
struct PayloadJSONMember {
    /// Offset of the key's opening quote.
    var keyStart: Int
    /// Offset just after the key's closing quote (where `:` is).
    var keyEnd: Int
    /// Whether the key was written with escapes (then it is compared unescaped).
    var escaped: Bool
    /// Whether the key has a byte that is not ASCII.
    var nonASCII: Bool
    /// The key's first 8 bytes (unescaped), big-endian, zero-padded: different prefixes order two
    /// keys as their bytes do; equal ones need the whole keys.
    var prefix: UInt64 = 0
}

/// Signals that a value used containers out of nesting order (see ``PayloadJSONEncoder``): the
/// writer stops and the value is encoded again by Foundation.
struct PayloadJSONStreamingAbandoned: Error {}
