/// The host's reason for ending a handshake, sent in the clear as record kind `0x03` (an attacker
/// on the LAN can forge one, as it can cut the connection; it learns nothing from it).
public struct SealRefusal: Hashable, Sendable {
    /// Why.
    public enum Reason: Hashable, Sendable {
        /// 1: the first Noise message did not open with the lobby's passcode key.
        case wrongPasscode
        /// 2: too many wrong passcodes from this address (or from many): try again after the wait.
        case tooManyAttempts
        /// Any other byte: a reason of a newer host. Read like the others (its message says why),
        /// as the protocol reads every unknown enumeration value (Docs/Protocol.md §5).
        case unknown(UInt8)

        /// The reason of byte `byte`.
        public init(byte: UInt8) {
            switch byte {
            case 1: self = .wrongPasscode
            case 2: self = .tooManyAttempts
            default: self = .unknown(byte)
            }
        }

        /// Its byte on the wire.
        public var byte: UInt8 {
            switch self {
            case .wrongPasscode: 1
            case .tooManyAttempts: 2
            case .unknown(let byte): byte
            }
        }

        /// A stable code.
        public var code: String {
            switch self {
            case .wrongPasscode: "wrongPasscode"
            case .tooManyAttempts: "tooManyAttempts"
            case .unknown(let byte): "reason\(byte)"
            }
        }
    }

    /// The longest message accepted, in UTF-8 bytes.
    public static let maximumMessageBytes = 512
    /// The longest refusal record: kind, reason, the wait and the longest message.
    public static let maximumBodyBytes = 6 + maximumMessageBytes

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
        var bytes: [UInt8] = [SealRecordKind.refusal.rawValue, reason.byte]
        SealBytes.append(retryAfterMilliseconds, to: &bytes)
        bytes += Array(message.utf8.prefix(Self.maximumMessageBytes))
        return bytes
    }

    /// Reads a refusal body (kind byte included).
    public init(body: [UInt8]) throws(SealError) {
        guard body.count >= 6, body.count <= Self.maximumBodyBytes, body[0] == SealRecordKind.refusal.rawValue
        else { throw .malformedRecord }
        reason = Reason(byte: body[1])
        retryAfterMilliseconds = SealBytes.uint32(body, at: 2)
        message = String(decoding: body[6...], as: UTF8.self)
    }
}
