/// The RFC 6455 rules a server checks on the raw frames a client sends, read from the byte stream
/// as it arrives (frame headers only: payloads are skipped, nothing is buffered but the at most 14
/// bytes of one header).
///
/// hummingbird-websocket answers an unmasked ping and closes a stray continuation with 1000;
/// RFC 6455 §5.1 and §5.4 make both a protocol error (1002), which is what ``UpgradedFrameCheck``
/// does when this finds a ``Violation`` (issue 24, bugs 5 and 6).
struct ClientFrameRules {
    /// What a client frame broke.
    enum Violation: Hashable, Sendable, CustomStringConvertible {
        /// A frame without the mask bit (§5.1: a client masks every frame).
        case unmasked
        /// A continuation frame with no fragmented message started (§5.4).
        case continuationWithoutMessage
        /// A new text or binary frame before the fragmented message in progress was finished (§5.4).
        case messageInterrupted
        /// A control frame that is fragmented or carries more than 125 bytes (§5.5).
        case malformedControlFrame
        /// An opcode RFC 6455 reserves (§5.2).
        case reservedOpcode(UInt8)

        var description: String {
            switch self {
            case .unmasked: "an unmasked frame from a client"
            case .continuationWithoutMessage: "a continuation frame with no message started"
            case .messageInterrupted: "a new message before the fragmented one was finished"
            case .malformedControlFrame: "a fragmented or oversized control frame"
            case .reservedOpcode(let opcode): "reserved opcode \(opcode)"
            }
        }
    }

    private var header: [UInt8] = []
    private var payloadLeft: UInt64 = 0
    private var inMessage = false

    init() {
        header.reserveCapacity(14)
    }

    /// Reads the next bytes of the stream; the first rule they break, if any (then stop reading).
    mutating func read(_ bytes: some Collection<UInt8>) -> Violation? {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if payloadLeft > 0 {
                let available = UInt64(bytes.distance(from: index, to: bytes.endIndex))
                let skipped = min(available, payloadLeft)
                index = bytes.index(index, offsetBy: Int(skipped))
                payloadLeft -= skipped
                continue
            }
            header.append(bytes[index])
            index = bytes.index(after: index)
            guard let length = Self.headerLength(header), header.count == length else { continue }
            if let violation = check() { return violation }
            payloadLeft = Self.payloadLength(header)
            header.removeAll(keepingCapacity: true)
        }
        return nil
    }

    /// Applies the rules to a complete header.
    private mutating func check() -> Violation? {
        let fin = header[0] & 0x80 != 0
        let opcode = header[0] & 0x0F
        guard header[1] & 0x80 != 0 else { return .unmasked }
        switch opcode {
        case 0x0:
            guard inMessage else { return .continuationWithoutMessage }
            if fin { inMessage = false }
        case 0x1, 0x2:
            guard !inMessage else { return .messageInterrupted }
            if !fin { inMessage = true }
        case 0x8, 0x9, 0xA:
            guard fin, header[1] & 0x7F <= 125 else { return .malformedControlFrame }
        default:
            return .reservedOpcode(opcode)
        }
        return nil
    }

    /// The size of the header that starts with `bytes`, once its second byte is known.
    private static func headerLength(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 2 else { return nil }
        let extended = switch bytes[1] & 0x7F {
        case 126: 2
        case 127: 8
        default: 0
        }
        return 2 + extended + (bytes[1] & 0x80 != 0 ? 4 : 0)
    }

    /// The payload length a complete header declares.
    private static func payloadLength(_ bytes: [UInt8]) -> UInt64 {
        switch bytes[1] & 0x7F {
        case 126: UInt64(bytes[2]) << 8 | UInt64(bytes[3])
        case 127: bytes[2..<10].reduce(0) { $0 << 8 | UInt64($1) }
        case let short: UInt64(short)
        }
    }
}
