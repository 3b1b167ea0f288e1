import BenchmarkSupport
import Connectivity
import Foundation
import GameCore
import NIOCore
import NIOWebSocket

/// One WebSocket benchmark client's protocol, on its channel's event loop: joins the lobby as a
/// browser does (the sealed handshake, then one sealed record per binary message carrying §2
/// frames, Docs/Protocol.md §2.1 and §9), readies, answers pings, and
/// plays ``TallyGame`` with the planned windows, measuring action sent -> the `gameState` whose
/// `lastAppliedAction` covers it.
///
/// Everything happens in `channelRead`, with no task in between, as the TCP client's
/// ``RoundDriver`` does on the lobby client's loop: the two measure their transports, not a hop.
final class WebSocketBenchHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let profile: PlayerProfile
    private let plans: [PhasePlan]
    private let startLimit: Double
    private let done: EventLoopPromise<[PhaseReport]>
    private let codec = MessageCodec()
    private let actionPayload = GamePayloadCodec.encode(TallyGame.Action(amount: 1))
    private var recorder: RoundTripRecorder?
    private var round: Int?
    private var confirmedState: UInt64 = 0
    private var lobbyUpdates = 0
    private var connectionLost = false
    private var finished = false
    /// The handshake until it ends, then the sealed stream and the plaintext not yet framed.
    private var initiator = SealInitiator(passcode: nil, expectedLobby: nil)
    private var stream: SealedStream?
    private var plaintext = ByteBuffer()

    init(profile: PlayerProfile, plans: [PhasePlan], startLimit: Double, done: EventLoopPromise<[PhaseReport]>) {
        self.profile = profile
        self.plans = plans
        self.startLimit = startLimit
        self.done = done
    }

    /// Fired through the pipeline once the upgrade is complete (the upgrade handler refuses writes
    /// until then, so the hello cannot go out from `handlerAdded`).
    struct Begin: Sendable {}

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard event is Begin else { return context.fireUserInboundEventTriggered(event) }
        begin(context: context)
    }

    /// Opens the sealed handshake (the hello follows once it is established) and arms the start deadline.
    private func begin(context: ChannelHandlerContext) {
        sendRecord(initiator.preface, context: context)
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(in: .nanoseconds(Int64(startLimit * 1e9))) {
            let (handler, context) = loopBound.value
            // Nobody started a game in time: report what there is (a client that never started).
            if handler.recorder == nil { handler.finish(context: context) }
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        // WebSocketOpcode is a struct: an if chain rather than a switch with `default`.
        if frame.opcode == .binary {
            record(Array(frame.unmaskedData.readableBytesView), context: context)
        } else if frame.opcode == .ping {
            let pong = WebSocketFrame(fin: true, opcode: .pong, maskKey: .random(), data: frame.unmaskedData)
            context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
        } else if frame.opcode == .connectionClose || frame.opcode == .text {
            connectionLost = true
            finish(context: context)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if !finished { connectionLost = true }
        finish(context: context)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        connectionLost = true
        finish(context: context)
    }

    /// One record: a handshake step, or sealed plaintext holding (parts of) §2 frames.
    private func record(_ body: [UInt8], context: ChannelHandlerContext) {
        guard var stream else {
            do {
                switch try initiator.receive(body) {
                case .send(let reply):
                    sendRecord(reply, context: context)
                case .established(let established):
                    self.stream = established
                    send(.hello(Hello(appVersion: "bench-ws", games: [TallyGame.versionInfo], profile: profile)), context: context)
                }
            } catch {
                connectionLost = true
                finish(context: context)
            }
            return
        }
        if let phase = recorder?.measuredPhase(at: Nanos.now()) {
            // The inbound message as it crossed the wire: the sealed record plus the server's frame header.
            let header = body.count < 126 ? 2 : (body.count <= 0xFFFF ? 4 : 10)
            recorder?.recordInboundFrames(bytes: body.count + header, frames: 1, phase: phase)
        }
        guard let opened = try? stream.open(body) else {
            connectionLost = true
            return finish(context: context)
        }
        self.stream = stream
        plaintext.discardReadBytes()
        plaintext.writeBytes(opened)
        while let length = plaintext.getInteger(at: plaintext.readerIndex, as: UInt32.self), length > 0,
            plaintext.readableBytes >= 4 + Int(length)
        {
            plaintext.moveReaderIndex(forwardBy: 5)
            guard let envelope = plaintext.readSlice(length: Int(length) - 1) else { return }
            read(envelope, context: context)
        }
    }

    private func read(_ envelope: ByteBuffer, context: ChannelHandlerContext) {
        let now = Nanos.now()
        guard case .message(let message, _)? = try? codec.decode(envelope) else {
            return  // An unknown message type from a newer host is ignored, as clients must.
        }
        switch message {
        case .joinAccepted:
            send(.setReady(SetReady(ready: true)), context: context)
        case .ping(let ping):
            send(.pong(Pong(id: ping.id)), context: context)
        case .lobbyUpdate:
            lobbyUpdates += 1
        case .startGame(let start):
            round = start.round
            confirmedState = 0
            if recorder == nil {
                recorder = RoundTripRecorder(plans: plans, start: now)
                scheduleLateLimit(context: context)
            } else {
                recorder?.newRound()
            }
        case .gameState(let state):
            guard state.round == round else { return }
            if state.stateSequence > confirmedState {
                recorder?.recordStates(Int(state.stateSequence - confirmedState), at: now)
                confirmedState = state.stateSequence
            }
            recorder?.recordAcknowledged(upTo: state.lastAppliedAction, at: now)
            act(now: now, context: context)
        case .actionRejected(let rejection):
            recorder?.recordRejection(sequence: rejection.sequence, at: now)
            act(now: now, context: context)
        case .gameOver:
            recorder?.recordGameOver(at: now)
        case .joinRejected, .claimPending, .kickPlayer, .leave, .error:
            connectionLost = true
            finish(context: context)
        case .hello, .challenge, .challengeResponse, .setReady, .background, .foreground, .pong, .gameAction,
            .gameCommand, .lobbyRequest:
            break  // Client-to-host messages (or a challenge, which a public lobby never sends).
        case .renderedFace, .renderedView, .commandAnswer:
            break  // The host-rendered face: this client has the game's module.
        case .requestRefused, .notice:
            break  // The party session's answers: this client asks for nothing.
        }
    }

    /// Keeps the window full, or ends once every phase is over and nothing is in flight.
    private func act(now: UInt64, context: ChannelHandlerContext) {
        guard var recorder else { return }
        let window = recorder.window(at: now)
        if window == 0, recorder.inFlight == 0 || now > recorder.end + RoundDriver<TallyPlayer>.lateAnswerLimit {
            return finish(context: context)
        }
        var sent = false
        while recorder.inFlight < window {
            let time = Nanos.now()
            let action = GameAction(sequence: recorder.sent + 1, payload: actionPayload)
            send(.gameAction(action), context: context, flush: false)
            recorder.recordSend(at: time)
            sent = true
        }
        self.recorder = recorder
        if sent { context.flush() }
    }

    /// Ends the run even if the last answers never come.
    private func scheduleLateLimit(context: ChannelHandlerContext) {
        guard let recorder else { return }
        let deadline = recorder.end + RoundDriver<TallyPlayer>.lateAnswerLimit
        let delay = deadline > Nanos.now() ? Int64(deadline - Nanos.now()) : 0
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(in: .nanoseconds(delay)) {
            let (handler, context) = loopBound.value
            handler.finish(context: context)
        }
    }

    /// Leaves, closes and hands the figures over, once.
    private func finish(context: ChannelHandlerContext) {
        guard !finished else { return }
        finished = true
        var reports = recorder?.reports ?? RoundTripRecorder(plans: plans, start: 0).reports
        if !reports.isEmpty {
            reports[0].connectionLosses = connectionLost ? 1 : 0
            reports[0].lobbyUpdates = lobbyUpdates
            reports[0].clientsNeverStarted = recorder == nil ? 1 : 0
        }
        if context.channel.isActive {
            send(.leave(Leave()), context: context, flush: false)
            let close = WebSocketFrame(
                fin: true, opcode: .connectionClose, maskKey: .random(), data: ByteBuffer(bytes: [0x03, 0xE8]))
            context.writeAndFlush(wrapOutboundOut(close), promise: nil)
            context.close(promise: nil)
        }
        done.succeed(reports)
    }

    /// Sends `message` as a §2 frame (flags 0) in one sealed record, as the page does.
    private func send(_ message: Message, context: ChannelHandlerContext, flush: Bool = true) {
        var envelope = context.channel.allocator.buffer(capacity: 96)
        guard (try? codec.encode(message, into: &envelope)) != nil, var stream else { return }
        var frame = [UInt8]()
        frame.reserveCapacity(envelope.readableBytes + 5)
        let length = UInt32(envelope.readableBytes + 1)
        frame += [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF), 0]
        frame += envelope.readableBytesView
        guard let records = try? stream.seal(frame) else { return }
        self.stream = stream
        for record in records { sendRecord(record, context: context, flush: false) }
        if flush { context.flush() }
    }

    /// One record as one binary message; clients mask every frame (RFC 6455 §5.3), as a browser does.
    private func sendRecord(_ body: [UInt8], context: ChannelHandlerContext, flush: Bool = true) {
        let frame = WebSocketFrame(fin: true, opcode: .binary, maskKey: .random(), data: ByteBuffer(bytes: body))
        context.write(wrapOutboundOut(frame), promise: nil)
        if flush { context.flush() }
    }
}
