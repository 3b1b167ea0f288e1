import Connectivity
import GameCore

/// The bytes a host's output takes on the wire, as a connection sends it: for tests and measurements
/// of message sizes (Docs/Performance.md) that do not run a socket.
public enum WireSize {
    /// The sizes of one message: a TCP frame (length prefix, flags, zlib when smaller from the
    /// default threshold on) and the envelope alone (what a WebSocket message carries).
    public struct Sizes: Hashable, Sendable {
        /// The whole TCP frame, length prefix included.
        public var frame: Int
        /// The envelope, uncompressed (a WebSocket binary message's payload).
        public var envelope: Int
    }

    /// The sizes of `output`'s message (`gameState`, `actionRejected` or `gameOver`).
    public static func of(_ output: GameHostOutput) throws(WireError) -> Sizes {
        let encoded = try FrameEncoder().encodeFrame(output.message)
        return Sizes(frame: encoded.bytes.readableBytes, envelope: encoded.envelopeLength)
    }
}
