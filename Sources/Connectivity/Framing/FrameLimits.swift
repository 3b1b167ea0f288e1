/// Size limits for one direction of a connection, enforced before allocating.
public struct FrameLimits: Hashable, Sendable {
    /// The largest value accepted in a frame's length prefix (bytes after the prefix).
    public var maxFrameLength: Int
    /// The largest envelope accepted after inflating (and the largest uncompressed envelope).
    public var maxDecompressedLength: Int
    /// When set, a compressed frame may declare at most this many times its compressed bytes (and
    /// always at least ``minimumInflationAllowance``): honest JSON deflates 3-20x, a zlib bomb
    /// about 1000x, and every inflated byte costs the receiver CPU before it can judge the message.
    public var maxInflationRatio: Int?

    /// What a frame may inflate to whatever its ratio: small frames of repetitive JSON are fine.
    public static let minimumInflationAllowance = 4 * 1024

    /// Creates limits.
    public init(maxFrameLength: Int, maxDecompressedLength: Int, maxInflationRatio: Int? = nil) {
        self.maxFrameLength = maxFrameLength
        self.maxDecompressedLength = maxDecompressedLength
        self.maxInflationRatio = maxInflationRatio
    }

    /// The most `compressedBytes` may inflate to under these limits.
    public func inflationAllowance(compressedBytes: Int) -> Int {
        guard let ratio = maxInflationRatio else { return maxDecompressedLength }
        return min(Self.inflationAllowance(compressedBytes: compressedBytes, ratio: ratio), maxDecompressedLength)
    }

    /// The most `compressedBytes` (the zlib stream, `length - 5`) may inflate to under `ratio`
    /// alone: `ratio` times them, and at least ``minimumInflationAllowance``. What a receiver with
    /// that ratio accepts, and what a sender toward it must stay within (``FrameEncoder``).
    public static func inflationAllowance(compressedBytes: Int, ratio: Int) -> Int {
        let byRatio = compressedBytes.multipliedReportingOverflow(by: ratio)
        return byRatio.overflow ? Int.max : max(byRatio.partialValue, minimumInflationAllowance)
    }

    /// Until the handshake succeeds: 16 KiB frames, 256 KiB inflated.
    public static let handshake = FrameLimits(maxFrameLength: 16 * 1024, maxDecompressedLength: 256 * 1024)
    /// After `joinAccepted`: 1 MiB frames, 4 MiB inflated.
    public static let established = FrameLimits(
        maxFrameLength: 1024 * 1024, maxDecompressedLength: 4 * 1024 * 1024)
    /// What a host reads from a connection that has not joined (`hello`, `challengeResponse`): a
    /// real `hello` is well under 1 KiB; 16 KiB leaves room for a hundred games and a large
    /// profile. Inflating at most 64x (issue 17: a 444-byte `hello` inflated to 256 KiB).
    public static let joinRequest = FrameLimits(
        maxFrameLength: 16 * 1024, maxDecompressedLength: 16 * 1024, maxInflationRatio: 64)
    /// What a host reads from a seated member: 64 KiB, inflating at most 64x. The largest thing a
    /// member sends is a `gameAction` (its payload at most `GamePayloadCodec.maximumActionBytes`,
    /// 16 KiB); issue 17's 4.2 KB `gameAction` that inflated to almost 4 MiB stalled the host.
    public static let memberMessages = FrameLimits(
        maxFrameLength: 64 * 1024, maxDecompressedLength: 64 * 1024, maxInflationRatio: 64)
}

/// Which limits are in force on a connection.
public enum FramePhase: Hashable, Sendable {
    /// Before `joinAccepted` has passed in either direction.
    case handshake
    /// From the frame after `joinAccepted` on.
    case established
}
