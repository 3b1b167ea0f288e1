import NIOCore

/// The host's say in a private lobby's handshake, on the connection's event loop: the lobby keeps
/// the wrong-passcode budgets (``PasscodeGuard``), the handler only asks and reports.
struct SealGate: Sendable {
    /// A refusal when `address` must wait before another passcode attempt, `nil` to go ahead.
    var refusalBeforeAttempt: @Sendable (_ address: String?) -> SealRefusal?
    /// Counts a wrong passcode from `address`; the refusal to send.
    var wrongPasscode: @Sendable (_ address: String?) -> SealRefusal
    /// A right passcode from `address`.
    var rightPasscode: @Sendable (_ address: String?) -> Void
}

/// Which side of the handshake a connection takes, with what it needs.
enum SealRole: Sendable {
    /// A joining client.
    case client(SealInitiator)
    /// A host: its responder, the private lobby's gate, and the frame that tells a protocol-2
    /// client, in its own protocol, that this host speaks 3.
    case host(SealResponder, gate: SealGate?, olderClientAnswer: ByteBuffer)
}

/// The first handler of every lobby connection (issue 30): runs the handshake of Docs/Protocol.md
/// §2.1 through ``SealInitiator`` or ``SealResponder``, then opens each inbound record into the
/// frame stream the decoder reads and seals what the frames above write, coalesced per flush.
/// Writes made before the handshake ends wait in order (the client's `hello`).
///
/// Every failure closes this connection only, after telling the layers above with a ``SealError``.
final class SealHandler: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private var role: SealRole
    private var stream: SealedStream?
    private var splitter = SealRecordSplitter()
    private var partial: ByteBuffer?
    private var pending = ByteBuffer()
    private var pendingPromises: [EventLoopPromise<Void>] = []
    private var flushWaiting = false
    private var sentPreface = false
    private var stopped = false

    init(role: SealRole) {
        self.role = role
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { sendPreface(context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        sendPreface(context: context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !stopped else { return }
        var bytes = unwrapInboundIn(data)
        if var buffered = partial.take() {
            buffered.writeBuffer(&bytes)
            bytes = buffered
        }
        var opened: ByteBuffer?
        do throws(SealError) {
            while let body = splitter.next(from: &bytes) {
                if stream != nil {
                    if opened == nil { opened = context.channel.allocator.buffer(capacity: body.readableBytes + bytes.readableBytes) }
                    do { try stream!.open(body, appendingTo: &opened!) } catch { throw .noise(error) }
                } else {
                    try handshake(Array(body.readableBytesView), context: context)
                    if stopped { return }
                }
            }
        } catch {
            fail(error, context: context)
            return
        }
        if bytes.readableBytes > 0 { partial = bytes }
        if let opened { context.fireChannelRead(wrapInboundOut(opened)) }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !stopped else {
            promise?.fail(ChannelError.ioOnClosedChannel)
            return
        }
        var bytes = unwrapOutboundIn(data)
        pending.writeBuffer(&bytes)
        if let promise { pendingPromises.append(promise) }
    }

    func flush(context: ChannelHandlerContext) {
        guard stream != nil else {
            flushWaiting = true
            return
        }
        sealPending(context: context)
        context.flush()
    }

    func channelInactive(context: ChannelHandlerContext) {
        let cutShort = !stopped && (partial?.readableBytes ?? 0) > 0
        stopped = true
        for promise in pendingPromises { promise.fail(ChannelError.ioOnClosedChannel) }
        pendingPromises.removeAll()
        if cutShort { context.fireErrorCaught(SealError.truncated) }
        context.fireChannelInactive()
    }

    // MARK: - Handshake

    private func sendPreface(context: ChannelHandlerContext) {
        guard !sentPreface, case .client(let initiator) = role else { return }
        sentPreface = true
        writeRecord(initiator.preface, context: context)
        context.flush()
    }

    private func handshake(_ record: [UInt8], context: ChannelHandlerContext) throws(SealError) {
        switch role {
        case .client(var initiator):
            let step = try initiator.receive(record)
            role = .client(initiator)
            switch step {
            case .send(let body):
                writeRecord(body, context: context)
                context.flush()
            case .established(let stream):
                established(stream, context: context)
            }
        case .host(var responder, let gate, let olderClientAnswer):
            let address = context.channel.remoteAddress?.ipAddress
            let provesPasscode = responder.awaitsPasscodeProof
            if provesPasscode, let gate, let refusal = gate.refusalBeforeAttempt(address) {
                refuse(refusal, error: .refused(refusal), context: context)
                return
            }
            let step: SealResponder.Step
            do {
                step = try responder.receive(record)
            } catch .wrongPasscode {
                guard let gate else { throw .wrongPasscode }
                refuse(gate.wrongPasscode(address), error: .wrongPasscode, context: context)
                return
            } catch .notSealedClient {
                stopped = true
                let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
                context.writeAndFlush(wrapOutboundOut(olderClientAnswer)).whenComplete { _ in
                    bound.value.fireErrorCaught(SealError.notSealedClient)
                }
                return
            }
            role = .host(responder, gate: gate, olderClientAnswer: olderClientAnswer)
            switch step {
            case .send(let body):
                writeRecord(body, context: context)
                context.flush()
            case .established(let reply, let stream):
                if provesPasscode { gate?.rightPasscode(address) }
                writeRecord(reply, context: context)
                established(stream, context: context)
            }
        }
    }

    private func established(_ stream: SealedStream, context: ChannelHandlerContext) {
        self.stream = stream
        sealPending(context: context)
        flushWaiting = false
        context.flush()
    }

    /// Sends a refusal in the clear, then reports `error` (which closes the connection).
    private func refuse(_ refusal: SealRefusal, error: SealError, context: ChannelHandlerContext) {
        stopped = true
        var buffer = context.channel.allocator.buffer(capacity: 64)
        SealRecordSplitter.write(refusal.body, to: &buffer)
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(buffer)).whenComplete { _ in bound.value.fireErrorCaught(error) }
    }

    private func fail(_ error: SealError, context: ChannelHandlerContext) {
        stopped = true
        partial = nil
        context.fireErrorCaught(error)
    }

    // MARK: - Records

    private func writeRecord(_ body: [UInt8], context: ChannelHandlerContext) {
        var buffer = context.channel.allocator.buffer(capacity: body.count + SealRecord.lengthFieldBytes)
        SealRecordSplitter.write(body, to: &buffer)
        context.write(wrapOutboundOut(buffer), promise: nil)
    }

    /// Seals everything written since the last flush as one run of records, one write.
    private func sealPending(context: ChannelHandlerContext) {
        guard var stream, pending.readableBytes > 0 || !pendingPromises.isEmpty else { return }
        let promise = combinedPromise(context: context)
        guard pending.readableBytes > 0 else {
            context.write(wrapOutboundOut(context.channel.allocator.buffer(capacity: 0)), promise: promise)
            return
        }
        let records = (pending.readableBytes + SealRecord.maximumPlaintextBytes - 1) / SealRecord.maximumPlaintextBytes
        var out = context.channel.allocator.buffer(
            capacity: pending.readableBytes + records * (SealRecord.lengthFieldBytes + NoiseCipherState.tagByteCount))
        do {
            try stream.sealRecords(of: pending, into: &out)
        } catch {
            promise?.fail(error)
            fail(.noise(error), context: context)
            return
        }
        self.stream = stream
        pending.clear()
        context.write(wrapOutboundOut(out), promise: promise)
    }

    private func combinedPromise(context: ChannelHandlerContext) -> EventLoopPromise<Void>? {
        defer { pendingPromises.removeAll(keepingCapacity: true) }
        guard pendingPromises.count > 1 else { return pendingPromises.first }
        let combined = context.eventLoop.makePromise(of: Void.self)
        for promise in pendingPromises { combined.futureResult.cascade(to: promise) }
        return combined
    }
}
