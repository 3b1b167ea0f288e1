import Connectivity
import GameCore

/// The bytes a host's output takes on the wire, as a connection sends it: for tests and measurements
/// of message sizes (Docs/Performance.md) that do not run a socket.
public enum WireSize {
    /// The sizes of one message: its §2 frame (length prefix, flags, zlib when smaller from the
    /// default threshold on), its envelope, and what either transport carries once sealed
    /// (protocol 3, Docs/Protocol.md §2.1), the message sent on its own.
    public struct Sizes: Hashable, Sendable {
        /// The whole TCP frame, length prefix included: the sealed channel's plaintext.
        public var frame: Int
        /// The envelope, uncompressed.
        public var envelope: Int
        /// On TCP: the frame sealed, each record with its 2-byte length and 16-byte tag.
        public var sealedTCP: Int
        /// On a WebSocket: the uncompressed frame (`u32 length | 00 | envelope`) sealed, each
        /// record one binary message with its tag and the server's unmasked frame header (2 bytes
        /// up to 125, 4 up to 65 535).
        public var sealedWebSocket: Int
    }

    /// The sizes of `output`'s message (`gameState`, `actionRejected` or `gameOver`).
    public static func of(_ output: GameHostOutput) throws(WireError) -> Sizes {
        let encoded = try FrameEncoder().encodeFrame(output.message)
        let frame = encoded.bytes.readableBytes
        let plainFrame = 5 + encoded.envelopeLength
        return Sizes(
            frame: frame, envelope: encoded.envelopeLength, sealedTCP: SealRecord.tcpBytes(ofPlaintext: frame),
            sealedWebSocket: webSocketBytes(ofPlaintext: plainFrame))
    }

    /// `count` plaintext bytes sealed into records of one WebSocket message each.
    static func webSocketBytes(ofPlaintext count: Int) -> Int {
        var total = 0
        var left = count
        while left > 0 {
            let body = min(left, SealRecord.maximumPlaintextBytes) + NoiseCipherState.tagByteCount
            total += body + (body <= 125 ? 2 : 4)
            left -= body - NoiseCipherState.tagByteCount
        }
        return total
    }
}
