/// Where a lobby queues the frames of one connection, whatever carries them: the TCP
/// ``FrameOutlet`` or an ``EnvelopeLink`` (WebSocket).
///
/// Both calls are synchronous and callable from any thread, so the lobby and its game write without
/// awaiting a socket; the sink keeps the order of the calls.
public protocol FrameSink: AnyObject, Sendable {
    /// Queues `frame` after everything queued before. Throws ``WireError`` without queueing when it
    /// exceeds the limits in force; returns `false` when the connection is closing (dropped).
    @discardableResult
    func send(_ frame: EncodedFrame) throws(WireError) -> Bool

    /// Sends what is queued, then closes the connection. Later frames are dropped.
    func close()
}

extension FrameOutlet: FrameSink {}

extension FrameSink {
    /// Encodes `message` with `encoder` and queues it; `false` when it was not sent (it cannot be
    /// encoded, exceeds the limits in force, or the connection is closing).
    @discardableResult
    func send(_ message: Message, encodedBy encoder: LockedFrameEncoder) -> Bool {
        guard let frame = try? encoder.encodeFrame(message) else { return false }
        return (try? send(frame)) ?? false
    }
}
