import NIOCore

/// The first handler of every lobby connection (issue 30): runs the handshake of Docs/Protocol.md
/// §2.1 through ``SealInitiator`` or ``SealResponder``, then opens each inbound record into the
/// frame stream the decoder reads and seals what the frames above write, coalesced per flush.
/// Writes made before the handshake ends wait in order (the client's `hello`, a host's
/// `tooManyConnections`).
///
/// Each handshake record's length field is checked before its body is buffered
/// (``SealResponder/checkRecordLength(_:)``, ``SealInitiator/checkRecordLength(_:)``): a record
/// that cannot be the next one closes the connection at once. A host's handshake must end by its
/// deadline. Every failure closes this connection only, after telling the layers above with a
/// ``SealError``.
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
    /// A host's handshake deadline, until the channel is sealed.
    private var deadline: Scheduled<Void>?
    /// A private lobby's gate and the client's address, until the client's first sealed record
    /// opens: only then has it shown it holds the keys message 1 was made with.
    private var pendingProof: (gate: SealGate, address: String?)?

    init(role: SealRole) {
        self.role = role
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if case .host(_, _, _, let timeout) = role {
            let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            deadline = context.eventLoop.scheduleTask(in: timeout) {
                let (handler, context) = bound.value
                guard handler.stream == nil, !handler.stopped else { return }
                handler.fail(.timedOut, context: context)
            }
        }
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
            if stream == nil {
                try readHandshake(from: &bytes, context: context)
                if stopped { return }
            }
            // The sealed path, as lean as before the handshake's checks: one test per read.
            while let body = splitter.next(from: &bytes) {
                if opened == nil { opened = context.channel.allocator.buffer(capacity: body.readableBytes + bytes.readableBytes) }
                do { try stream!.open(body, appendingTo: &opened!) } catch { throw .noise(error) }
            }
        } catch {
            fail(error, context: context)
            return
        }
        if bytes.readableBytes > 0 { partial = bytes }
        guard let opened else { return }
        // A private lobby's client has proven the passcode once its first record opens.
        if _slowPath(pendingProof != nil), let proof = pendingProof.take() { proof.gate.rightPasscode(proof.address) }
        context.fireChannelRead(wrapInboundOut(opened))
    }

    /// Handshake records, each judged by its length field before its body is read, until the
    /// channel is sealed (later records stay in `bytes`) or more bytes are needed.
    private func readHandshake(from bytes: inout ByteBuffer, context: ChannelHandlerContext) throws(SealError) {
        while stream == nil {
            if let length = SealRecordSplitter.declaredLength(in: bytes) { try checkHandshakeRecord(length: length) }
            guard let body = splitter.next(from: &bytes) else { return }
            try handshake(Array(body.readableBytesView), context: context)
            if stopped { return }
        }
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
        deadline?.cancel()
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

    /// A handshake record's length, as soon as its field is in.
    private func checkHandshakeRecord(length: Int) throws(SealError) {
        switch role {
        case .client(let initiator): try initiator.checkRecordLength(length)
        case .host(let responder, _, _, _): try responder.checkRecordLength(length)
        }
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
        case .host(var responder, let gate, let olderClientAnswer, let timeout):
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
            role = .host(responder, gate: gate, olderClientAnswer: olderClientAnswer, deadline: timeout)
            switch step {
            case .send(let body):
                writeRecord(body, context: context)
                context.flush()
            case .established(let reply, let stream):
                if provesPasscode, let gate { pendingProof = (gate, address) }
                writeRecord(reply, context: context)
                established(stream, context: context)
            }
        }
    }

    private func established(_ stream: SealedStream, context: ChannelHandlerContext) {
        self.stream = stream
        deadline?.cancel()
        deadline = nil
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
