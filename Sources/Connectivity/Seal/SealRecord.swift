import NIOCore

/// The kinds of record before the channel is sealed (Docs/Protocol.md §2.1): the first byte of
/// each handshake record. Sealed records that follow carry no kind: they are ciphertext only.
enum SealRecordKind: UInt8, Sendable {
    /// The client's and the host's preface.
    case preface = 0x01
    /// One Noise handshake message.
    case noise = 0x02
    /// The host refuses the handshake (``SealRefusal``).
    case refusal = 0x03
}

/// Constants of the record layer.
public enum SealRecord {
    /// The largest record body: a Noise message (rev. 34 §3).
    public static let maximumBodyBytes = NoiseHandshake.maximumMessageBytes
    /// The most plaintext one sealed record carries (the body less the 16-byte tag).
    public static let maximumPlaintextBytes = maximumBodyBytes - NoiseCipherState.tagByteCount
    /// On TCP each record is prefixed by its body length, u16 big-endian.
    static let lengthFieldBytes = 2

    /// How many records `count` plaintext bytes sealed in one go take.
    public static func recordCount(ofPlaintext count: Int) -> Int {
        (count + maximumPlaintextBytes - 1) / maximumPlaintextBytes
    }

    /// The bytes `count` plaintext bytes sealed in one go take on TCP: each record adds its 2-byte
    /// length and its 16-byte tag (Docs/Protocol.md §2.1).
    public static func tcpBytes(ofPlaintext count: Int) -> Int {
        count + recordCount(ofPlaintext: count) * (lengthFieldBytes + NoiseCipherState.tagByteCount)
    }

    /// The ranges of a plaintext of `count` bytes that go into one record each, in order: every
    /// record full but the last (none for no bytes).
    static func plaintextRanges(ofCount count: Int) -> SealRecordRanges {
        SealRecordRanges(count: count)
    }
}

/// The plaintext ranges of ``SealRecord/plaintextRanges(ofCount:)``: a plain counting iterator,
/// so cutting on the hot path allocates nothing and costs what a `while` loop costs.
struct SealRecordRanges: Sequence, IteratorProtocol {
    /// The plaintext's length.
    let count: Int
    private var start = 0

    init(count: Int) {
        self.count = count
    }

    /// The next record's range, `nil` after the last.
    mutating func next() -> Range<Int>? {
        guard start < count else { return nil }
        let end = Swift.min(start + SealRecord.maximumPlaintextBytes, count)
        defer { start = end }
        return start..<end
    }
}

/// Splits a TCP byte stream into record bodies (`u16 length | body`); a WebSocket needs none of
/// this, one binary message being one record. The length field bounds every body to 64 KiB
/// before anything is allocated.
struct SealRecordSplitter {
    /// The next whole record's body, or `nil` until enough bytes are in.
    mutating func next(from buffer: inout ByteBuffer) -> ByteBuffer? {
        guard let length = buffer.getInteger(at: buffer.readerIndex, as: UInt16.self),
            buffer.readableBytes >= SealRecord.lengthFieldBytes + Int(length)
        else { return nil }
        buffer.moveReaderIndex(forwardBy: SealRecord.lengthFieldBytes)
        return buffer.readSlice(length: Int(length))
    }

    /// The body length the next record declares, once its 2-byte field is in (before its body).
    static func declaredLength(in buffer: ByteBuffer) -> Int? {
        buffer.getInteger(at: buffer.readerIndex, as: UInt16.self).map(Int.init)
    }

    /// Writes `body` as one TCP record.
    static func write(_ body: [UInt8], to buffer: inout ByteBuffer) {
        precondition(body.count <= SealRecord.maximumBodyBytes)
        buffer.writeInteger(UInt16(body.count))
        buffer.writeBytes(body)
    }
}

/// Big-endian helpers for the handshake records.
enum SealBytes {
    static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func uint32(_ bytes: [UInt8], at index: Int) -> UInt32 {
        bytes[index ..< index + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
