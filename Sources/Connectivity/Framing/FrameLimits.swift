/// Size limits for one direction of a connection, enforced before allocating.
public struct FrameLimits: Hashable, Sendable {
    /// The largest value accepted in a frame's length prefix (bytes after the prefix).
    public var maxFrameLength: Int
    /// The largest envelope accepted after inflating (and the largest uncompressed envelope).
    public var maxDecompressedLength: Int

    /// Creates limits.
    public init(maxFrameLength: Int, maxDecompressedLength: Int) {
        self.maxFrameLength = maxFrameLength
        self.maxDecompressedLength = maxDecompressedLength
    }

    /// Until the handshake succeeds: 16 KiB frames, 256 KiB inflated.
    public static let handshake = FrameLimits(maxFrameLength: 16 * 1024, maxDecompressedLength: 256 * 1024)
    /// After `joinAccepted`: 1 MiB frames, 4 MiB inflated.
    public static let established = FrameLimits(
        maxFrameLength: 1024 * 1024, maxDecompressedLength: 4 * 1024 * 1024)
}

/// Which limits are in force on a connection.
public enum FramePhase: Hashable, Sendable {
    /// Before `joinAccepted` has passed in either direction.
    case handshake
    /// From the frame after `joinAccepted` on.
    case established
}
