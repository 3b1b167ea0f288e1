import NIOConcurrencyHelpers
import NIOCore

/// A ``FrameEncoder`` behind a lock, shared by every sender of a lobby actor and its game paths.
///
/// Frames are independent zlib streams, so one encoder serves any number of connections: a host
/// keeps one deflater, not one per connection.
final class LockedFrameEncoder: @unchecked Sendable {
    // Safety: `encoder` is only touched inside `lock`.
    private let lock = NIOLock()
    private let encoder: FrameEncoder

    init(_ encoder: FrameEncoder) { self.encoder = encoder }

    /// An encoder with `configuration`'s compression. `towardHost`: a client's encoder, whose frames
    /// stay within the inflation ratio the host reads them under (the stricter of
    /// ``TransportConfiguration/joinRequestLimits`` and ``TransportConfiguration/memberMessageLimits``).
    convenience init(configuration: TransportConfiguration, towardHost: Bool = false) {
        let hostRatio = [configuration.joinRequestLimits, configuration.memberMessageLimits]
            .compactMap(\.maxInflationRatio).min()
        self.init(
            FrameEncoder(
                compressionThreshold: configuration.compressionThreshold,
                compressionLevel: configuration.compressionLevel,
                receiverInflationRatio: towardHost ? hostRatio : nil))
    }

    func encodeFrame(_ message: Message) throws(WireError) -> EncodedFrame {
        lock.lock()
        defer { lock.unlock() }
        return try encoder.encodeFrame(message)
    }
}
