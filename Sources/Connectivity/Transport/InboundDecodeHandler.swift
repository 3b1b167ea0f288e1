import NIOCore
import NIOPosix

/// Reads a connection's byte stream: splits it into frames (``FrameSplitter``), decodes them and
/// hands each message to the connection's ``MessageDeliveryHandler`` directly, in arrival order,
/// with no pipeline hop or `NIOAny` box in between (one handler instead of NIO's
/// `ByteToMessageHandler` plus a decoding stage: a round trip's hot path, issue 18).
///
/// On a host (`budgeted`) it also keeps one peer from stalling the lobby (issue 17): each
/// connection spends a ``DecodeBudget`` (before the join also a ``SharedDecodeBudget`` of all
/// unjoined connections); large frames, and every frame before the join, are decoded on a separate
/// thread (``DecodeThread``) while the event loop serves everyone else; and while a frame waits
/// (for its budget or its decoding) nothing more is read from that connection, so TCP pushes back
/// on the sender. A client decodes everything inline, as it arrives.
///
/// One per connection, used on its event loop only.
final class InboundDecodeHandler: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = Message
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// Small frames decoded in one turn of the event loop before the others get theirs: a read
    /// may hold a thousand of them.
    static let framesPerTurn = 16
    /// Bytes already split off at the front of the partial-frame buffer before they are discarded.
    static let compactionThreshold = 16 * 1024

    private let state: WireState
    private let delivery: MessageDeliveryHandler
    private var splitter: FrameSplitter
    private let unpacker: FrameUnpacker
    /// `false` on a client: nothing is budgeted or decoded off the loop.
    private let isBudgeted: Bool
    /// `false`: frames the budget would send to ``DecodeThread`` are decoded inline, budgets still
    /// spent (a channel whose loop is not thread-safe: the cost guard's embedded channels).
    private let decodesOffLoop: Bool
    private var budget: DecodeBudget
    /// A seated member's small frames, which ``budget`` does not charge.
    private var smallFrames: DecodeBudget
    private let joinRequests: SharedDecodeBudget
    /// Bytes read but not yet split into frames (the start of a frame); `nil` when none.
    private var partial: ByteBuffer?
    private var queue = CircularBuffer<InboundFrame>()
    /// A frame is being decoded off the loop, or the budget timer runs.
    private var busy = false
    private var heldRead = false
    private var readCompletePending = false
    /// An error was raised or the channel closed: nothing more is delivered.
    private var stopped = false

    init(
        state: WireState, delivery: MessageDeliveryHandler, budgeted: Bool, decodesOffLoop: Bool = true,
        joinRequests: SharedDecodeBudget = .joinRequests, now: NIODeadline = .now()
    ) {
        self.decodesOffLoop = decodesOffLoop
        self.state = state
        self.delivery = delivery
        self.joinRequests = joinRequests
        splitter = FrameSplitter(state: state)
        unpacker = FrameUnpacker(state: state)
        isBudgeted = budgeted
        budget = DecodeBudget(allowance: .joinRequest, now: now)
        smallFrames = DecodeBudget(allowance: .memberSmallFrames, now: now)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !stopped else { return }
        var bytes = unwrapInboundIn(data)
        if var buffered = partial.take() {
            buffered.writeBuffer(&bytes)
            bytes = buffered
        }
        do {
            while let frame = try splitter.decode(buffer: &bytes) { queue.append(frame) }
        } catch let error as WireError {
            fail(error, context: context)
            return
        } catch {
            preconditionFailure("FrameSplitter throws only WireError: \(error)")
        }
        if bytes.readableBytes > 0 {
            // Keep the partial frame; drop what was split off once it is worth a copy.
            if bytes.readerIndex >= Self.compactionThreshold { bytes.discardReadBytes() }
            partial = bytes
        }
        drain(context: context)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if isIdle {
            context.fireChannelReadComplete()
        } else {
            readCompletePending = true
        }
    }

    func read(context: ChannelHandlerContext) {
        if isIdle {
            context.read()
        } else {
            heldRead = true
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        let wasStopped = stopped
        stopped = true
        queue.removeAll()
        if !wasStopped, let pending = partial.take(), pending.readableBytes > 0 {
            context.fireErrorCaught(
                WireError(.truncatedFrame, "connection closed with \(pending.readableBytes) bytes of a partial frame"))
        }
        context.fireChannelInactive()
    }

    private var isIdle: Bool { queue.isEmpty && !busy }

    /// Decodes queued frames in order until one must wait; then, once idle, passes on what was held.
    private func drain(context: ChannelHandlerContext) {
        var decodedThisTurn = 0
        while !busy, !stopped, let frame = queue.first {
            guard isBudgeted else {
                // A client: every frame inline, as `ByteToMessageHandler` would.
                queue.removeFirst()
                decodeInline(frame, context: context)
                continue
            }
            let joined = state.phase == .established
            if joined, frame.envelopeCost <= DecodeBudget.smallFrameLimit {
                guard decodedThisTurn < Self.framesPerTurn else {
                    yieldTurn(context: context)
                    return
                }
                // The hot path (a move, a ping): decoded here; see `smallFrameLimit`.
                let now = NIODeadline.now()
                if case .wait(let deadline) = smallFrames.spend(DecodeBudget.smallFrameCost(frame.envelopeCost), now: now) {
                    wait(until: deadline, context: context)
                    return
                }
                queue.removeFirst()
                decodedThisTurn += 1
                decodeInline(frame, context: context)
                continue
            }
            let now = NIODeadline.now()
            budget.follow(state.phase, now: now)
            switch spend(frame.envelopeCost, joined: joined, now: now) {
            case .wait(let deadline):
                wait(until: deadline, context: context)
                return
            case .decode:
                queue.removeFirst()
                guard decodesOffLoop else {
                    decodeInline(frame, context: context)
                    continue
                }
                busy = true
                decodeOffLoop(frame, context: context)
                return
            }
        }
        guard isIdle, !stopped else { return }
        if readCompletePending {
            readCompletePending = false
            context.fireChannelReadComplete()
        }
        if heldRead {
            heldRead = false
            context.read()
        }
    }

    /// Reads nothing more from this connection until `deadline`, when its bucket holds the next
    /// frame's cost.
    private func wait(until deadline: NIODeadline, context: ChannelHandlerContext) {
        TransportMetrics.decodeBudgetWaits.increment()
        busy = true
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(deadline: deadline) {
            let (handler, context) = loopBound.value
            handler.busy = false
            handler.drain(context: context)
        }
    }

    /// Lets the event loop serve its other connections before this one's next frames.
    private func yieldTurn(context: ChannelHandlerContext) {
        busy = true
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        // A scheduled task, not `execute`: the loop runs every task queued by `execute` before it
        // polls for I/O again, so this connection would keep its turn.
        context.eventLoop.scheduleTask(in: .zero) {
            let (handler, context) = loopBound.value
            handler.busy = false
            handler.drain(context: context)
        }
    }

    /// Takes `cost` from this connection's bucket and, before the join, from the one all unjoined
    /// connections share.
    private func spend(_ cost: Int, joined: Bool, now: NIODeadline) -> DecodeBudget.Decision {
        let own = budget.spend(cost, now: now)
        guard case .decode = own, !joined else { return own }
        let shared = joinRequests.spend(cost, now: now)
        if case .wait = shared { budget.refund(cost) }
        return shared
    }

    private func decodeInline(_ frame: InboundFrame, context: ChannelHandlerContext) {
        do throws(WireError) {
            deliver(try unpacker.decode(frame))
        } catch {
            fail(error, context: context)
        }
    }

    private func decodeOffLoop(_ frame: InboundFrame, context: ChannelHandlerContext) {
        // The frame is a slice of the channel's receive buffer, which NIO reuses once nobody else
        // holds it: copy it, so that neither the buffer stays pinned while the frame waits for the
        // decode thread nor another thread ever touches it.
        var copy = context.channel.allocator.buffer(capacity: frame.body.readableBytes)
        copy.writeImmutableBuffer(frame.body)
        let detached = InboundFrame(body: copy, wireSize: frame.wireSize, limits: frame.limits)
        let state = self.state
        let decoded = DecodeThread.pool.runIfActive(eventLoop: context.eventLoop) { () throws(WireError) -> Message? in
            // A fresh unpacker: its zlib stream is not shared with the loop's.
            try FrameUnpacker(state: state).decode(detached)
        }
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        decoded.whenComplete { result in
            let (handler, context) = loopBound.value
            handler.busy = false
            guard !handler.stopped else { return }
            switch result {
            case .success(let message):
                handler.deliver(message)
                handler.drain(context: context)
            case .failure(let error as WireError):
                handler.fail(error, context: context)
            case .failure(let error):
                handler.stopped = true
                context.fireErrorCaught(error)
            }
        }
    }

    private func deliver(_ message: Message?) {
        guard let message else { return }
        delivery.deliver(message)
    }

    private func fail(_ error: WireError, context: ChannelHandlerContext) {
        stopped = true
        queue.removeAll()
        context.fireErrorCaught(error)
    }
}

/// The thread that decodes large inbound frames for every lobby of the process: one, so that on a
/// small machine a flood of them leaves the other cores to the event loops.
enum DecodeThread {
    /// Started on first use; lives as long as the process, like NIO's own singletons.
    static let pool: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: 1)
        pool.start()
        return pool
    }()
}
