/// The host's reason for ending a handshake, sent in the clear as record kind `0x03` (an attacker
/// on the LAN can forge one, as it can cut the connection; it learns nothing from it).
public struct SealRefusal: Hashable, Sendable {
    /// Why.
    public enum Reason: UInt8, Hashable, Sendable {
        /// The first Noise message did not open with the lobby's passcode key.
        case wrongPasscode = 1
        /// Too many wrong passcodes from this address (or from many): try again after the wait.
        case tooManyAttempts = 2

        /// A stable code.
        public var code: String {
            switch self {
            case .wrongPasscode: "wrongPasscode"
            case .tooManyAttempts: "tooManyAttempts"
            }
        }
    }

    /// The longest message accepted, in UTF-8 bytes.
    public static let maximumMessageBytes = 512

    /// Why.
    public var reason: Reason
    /// When a new attempt may succeed, in milliseconds (0: not said).
    public var retryAfterMilliseconds: UInt32
    /// For people.
    public var message: String

    /// Creates a refusal.
    public init(reason: Reason, retryAfterMilliseconds: UInt32 = 0, message: String) {
        self.reason = reason
        self.retryAfterMilliseconds = retryAfterMilliseconds
        self.message = message
    }

    /// The record body: `03 | reason u8 | retryAfterMilliseconds u32 | message (UTF-8, the rest)`.
    public var body: [UInt8] {
        var bytes: [UInt8] = [SealRecordKind.refusal.rawValue, reason.rawValue]
        SealBytes.append(retryAfterMilliseconds, to: &bytes)
        bytes += Array(message.utf8.prefix(Self.maximumMessageBytes))
        return bytes
    }

    /// Reads a refusal body (kind byte included).
    public init(body: [UInt8]) throws(SealError) {
        guard body.count >= 6, body.count <= 6 + Self.maximumMessageBytes,
            body[0] == SealRecordKind.refusal.rawValue, let reason = Reason(rawValue: body[1])
        else { throw .malformedRecord }
        self.reason = reason
        retryAfterMilliseconds = SealBytes.uint32(body, at: 2)
        message = String(decoding: body[6...], as: UTF8.self)
    }
}
