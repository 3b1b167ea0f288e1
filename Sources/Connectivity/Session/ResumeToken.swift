import Crypto

/// Resume tokens: 32 random bytes as lowercase hex, handed out in `joinAccepted` and rotated on every
/// resume, so a token works at most once.
public enum ResumeToken {
    /// Random bytes per token.
    public static let byteCount = 32

    /// A fresh token.
    public static func make(using random: inout RandomSource) -> String {
        Hex.encode(random.bytes(byteCount))
    }

    /// SHA-256 of the token's text as lowercase hex: what the host keeps (in memory and in its
    /// record), so the record of a lobby never holds a token that would resume a seat.
    public static func hash(_ token: String) -> String {
        Hex.encode(Array(SHA256.hash(data: Array(token.utf8))))
    }

    /// Whether `text` has the shape of a token (checked before any lookup).
    public static func isWellFormed(_ text: String) -> Bool {
        Hex.decode(text, byteCount: byteCount) != nil
    }
}
