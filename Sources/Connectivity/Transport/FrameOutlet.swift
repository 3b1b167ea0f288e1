import NIOConcurrencyHelpers
import NIOCore

/// Writes frames to one connection from any thread, synchronously and in call order.
///
/// Frames queue under a lock; one event-loop task writes everything queued and flushes once. A lone
/// frame goes out at once, a burst (a broadcast, many actions) costs one system call, and no task
/// has to wake up to write: callers never await a socket.
///
/// The backlog is bounded: when more than ``TransportConfiguration/maxOutboundBacklog`` bytes wait
/// for a peer that does not read, the connection is closed and ``failure`` says why.
public final class FrameOutlet: Sendable {
    private struct Queue {
        var frames: [ByteBuffer] = []
        /// The array the last drain wrote from, emptied with its capacity kept: swapped in at the
        /// next drain so that queueing allocates no array per frame.
        var spare: [ByteBuffer] = []
        var bytes = 0
        var drainScheduled = false
        /// No frame is accepted any more; the last drain closes the channel.
        var closing = false
        var failure: WireError?
    }

    private let channel: any Channel
    private let state: WireState
    private let maxBacklog: Int
    private let queue = NIOLockedValueBox(Queue())
    /// How long ``close()`` waits for queued frames to leave before closing anyway.
    static let closeGrace = TimeAmount.seconds(2)

    init(channel: any Channel, state: WireState, maxBacklog: Int) {
        self.channel = channel
        self.state = state
        self.maxBacklog = maxBacklog
        channel.closeFuture.whenComplete { [queue] _ in
            queue.withLockedValue {
                $0.closing = true
                $0.frames = []
                $0.bytes = 0
            }
        }
    }

    /// Why the outlet closed the connection itself, if it did.
    public var failure: WireError? { queue.withLockedValue { $0.failure } }

    /// Queues `frame` after everything queued before.
    ///
    /// Throws ``WireError`` without queueing when the frame exceeds the limits in force (the
    /// connection stays usable). Returns `false` when the connection is closing or closed (dropped).
    @discardableResult
    public func send(_ frame: EncodedFrame) throws(WireError) -> Bool {
        // Checking and queueing under one lock keeps the phase switch in call order.
        let outcome: Result<(accepted: Bool, drain: Bool), WireError> = queue.withLockedValue { queue in
            guard !queue.closing else { return .success((false, false)) }
            do throws(WireError) {
                try frame.check(state.limits)
            } catch {
                return .failure(error)
            }
            if frame.establishesSession { state.establish() }
            queue.frames.append(frame.bytes)
            queue.bytes += frame.bytes.readableBytes
            state.recordOutbound(bytes: frame.bytes.readableBytes, compressed: frame.isCompressed)
            if queue.bytes > maxBacklog {
                queue.failure = WireError(.outboundBacklogExceeded, "more than \(maxBacklog) bytes queued")
                queue.closing = true
            }
            let drain = !queue.drainScheduled
            queue.drainScheduled = true
            return .success((true, drain))
        }
        let (accepted, drain) = try outcome.get()
        if drain { scheduleDrain() }
        return accepted
    }

    /// Writes what is queued, then closes the connection. Later frames are dropped.
    public func close() {
        queue.withLockedValue { $0.closing = true }
        scheduleDrain()
    }

    private func scheduleDrain() {
        channel.eventLoop.execute { [self] in drain() }
    }

    /// Hands a written array back as the next spare (the frames themselves are released).
    private func recycle(_ frames: inout [ByteBuffer]) {
        frames.removeAll(keepingCapacity: true)
        // A backlog's worth of capacity is not kept for ever: a burst should not pin memory.
        guard frames.capacity <= 64 else { return }
        queue.withLockedValue { queue in
            if queue.spare.capacity < frames.capacity { swap(&queue.spare, &frames) }
        }
    }

    /// On the event loop: writes every queued frame, flushes once, checks the backlog, and closes
    /// once closing.
    private func drain() {
        var frames: [ByteBuffer] = []
        let (closing, failed) = queue.withLockedValue { queue in
            swap(&frames, &queue.frames)
            swap(&queue.frames, &queue.spare)
            queue.bytes = 0
            queue.drainScheduled = false
            return (queue.closing, queue.failure != nil)
        }
        defer { recycle(&frames) }
        guard channel.isActive else { return }
        // Over the backlog the peer is not reading: waiting for it to take more would wait forever.
        guard !failed else {
            channel.close(promise: nil)
            return
        }
        for frame in frames { channel.write(frame, promise: nil) }
        if closing {
            // An empty write completes after every earlier write: close once they are out, or after
            // a grace period if the peer has stopped reading and they never will be.
            let flushed = channel.eventLoop.makePromise(of: Void.self)
            channel.writeAndFlush(ByteBuffer(), promise: flushed)
            let giveUp = channel.eventLoop.scheduleTask(in: Self.closeGrace) { [channel] in channel.close(promise: nil) }
            flushed.futureResult.whenComplete { [channel] _ in
                giveUp.cancel()
                channel.close(promise: nil)
            }
            return
        }
        guard !frames.isEmpty else { return }
        channel.flush()
        if !channel.isWritable, let buffered = try? channel.syncOptions?.getOption(.bufferedWritableBytes),
            buffered > maxBacklog
        {
            queue.withLockedValue {
                $0.failure = WireError(.outboundBacklogExceeded, "peer not reading: \(buffered) bytes unsent")
                $0.closing = true
            }
            channel.close(promise: nil)
        }
    }
}
