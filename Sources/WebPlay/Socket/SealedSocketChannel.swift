import Connectivity
import HummingbirdWebSocket
import NIOConcurrencyHelpers
import NIOCore

/// One browser's WebSocket once sealed (Docs/Protocol.md §2.1, §9): each binary message is one
/// sealed record. Inbound records are opened and their plaintext split into §2 frames for the
/// link's ``EnvelopeReader``; each outbound envelope goes out as `u32 length | 00 | envelope`,
/// sealed into as many records (messages) as it needs.
///
/// A record that does not open closes the socket (1002) at once, and the lobby hears it as
/// `sealFailed`; the other connections carry on.
final class SealedSocketChannel: Sendable {
    private let stream: NIOLockedValueBox<SealedStream>
    /// A private lobby's message 1 carried the passcode key: the first record that opens proves it.
    private let provesPasscode: Bool
    private let link: EnvelopeLink
    private let lobby: LobbyHost
    private let outbound: WebSocketOutboundWriter
    /// Answers the page's questions (``PageQuestionEnvelope``), which never reach the lobby.
    private let questions: PageQuestions

    init(
        stream: SealedStream, provesPasscode: Bool, link: EnvelopeLink, lobby: LobbyHost, outbound: WebSocketOutboundWriter,
        questions: @escaping PageQuestions
    ) {
        self.stream = NIOLockedValueBox(stream)
        self.provesPasscode = provesPasscode
        self.link = link
        self.lobby = lobby
        self.outbound = outbound
        self.questions = questions
    }

    /// Reads records until the browser goes, a record does not open or an envelope is refused.
    func read(_ messages: inout WebSocketMessages) async {
        var reader = link.makeReader()
        var splitter = SealedFrameSplitter()
        var proofPending = provesPasscode
        do {
            while let message = try await messages.next(limit: SealRecord.maximumBodyBytes) {
                let record: ByteBuffer
                switch message {
                case .binary(let bytes):
                    record = bytes
                case .text:
                    if case .refused = reader.readText() { return try await linger() }
                    continue
                case .outOfOrder:
                    if case .refused = reader.refuseMalformed("WebSocket fragments out of order") { return try await linger() }
                    continue
                case .tooLarge:
                    // No record is that large: nothing of it can be opened.
                    return try await broken(.malformedRecord)
                }
                let opened = stream.withLockedValue { stream in
                    Result { () throws(NoiseError) in try stream.open(Array(record.readableBytesView)) }
                }
                switch opened {
                case .success(let plaintext): splitter.append(plaintext)
                case .failure(let error): return try await broken(.noise(error))
                }
                if proofPending {
                    proofPending = false
                    await lobby.sealedPasscodeWasRight(address: link.remoteHost)
                }
                // Bounded by the phase in force (16 KiB before the join is accepted, 64 KiB after),
                // checked on each frame's length field before it is buffered.
                while let step = splitter.next(limit: link.maxInboundMessageSize) {
                    let outcome: EnvelopeReader.Outcome
                    switch step {
                    case .envelope(let envelope):
                        while let deadline = reader.pace(envelope, now: .now()) {
                            try await Task.sleep(for: .nanoseconds(max(0, (deadline - .now()).nanoseconds)))
                        }
                        outcome = PageQuestionEnvelope.isAsk(envelope) ? await ask(envelope, &reader) : reader.read(envelope)
                    case .tooLarge(let size):
                        outcome = reader.refuseOversized(size)
                    case .flagged:
                        outcome = reader.refuseCompressed()
                    case .empty:
                        outcome = reader.read(ByteBuffer())
                    }
                    if case .refused = outcome { return try await linger() }
                }
            }
        } catch {
            // The browser went away, or the task was cancelled.
        }
        // Gone in the middle of a record: said like a TCP record cut short.
        if messages.isInsideMessage, !Task.isCancelled { await lobby.sealFailed(.truncated, address: link.remoteHost) }
    }

    /// A page's question, once seated: answered here, queued like any envelope so the records stay
    /// in order. Before `joinAccepted` it is a message of an unknown type (the lobby skips it); a
    /// malformed one is refused like any malformed envelope.
    private func ask(_ envelope: ByteBuffer, _ reader: inout EnvelopeReader) async -> EnvelopeReader.Outcome {
        guard link.wireState.phase == .established else { return reader.read(envelope) }
        guard let question = PageQuestionEnvelope.read(envelope) else {
            return reader.refuseMalformedEnvelope("an ask envelope needs fields {\"id\": integer, \"path\": \"/...\"}")
        }
        reader.recordAnswered(envelope)
        let answer = await questions(question.path, question.body)
        do throws(WireError) {
            try link.send(envelope: PageQuestionEnvelope.answer(answer, to: question.id), typeName: PageQuestionEnvelope.answerType)
        } catch {
            // Larger than this connection carries: say so in a short answer instead.
            let refusal = PageAnswer.refusal(.contentTooLarge, "the answer is larger than this connection carries")
            _ = try? link.send(envelope: PageQuestionEnvelope.answer(refusal, to: question.id), typeName: PageQuestionEnvelope.answerType)
        }
        return .accepted
    }

    /// Writes the link's envelopes, sealed, until it asks for the close.
    func write() async {
        do {
            for await output in link.outputs {
                switch output {
                case .envelope(let envelope):
                    guard !link.isAborted else { continue }
                    let frame = SealedFrameSplitter.frame(envelope)
                    let records = try stream.withLockedValue { stream in
                        Result { () throws(NoiseError) in try stream.seal(frame) }
                    }.get()
                    for record in records { try await outbound.writeBinaryMessage(ByteBuffer(bytes: record)) }
                    link.didWrite(byteCount: envelope.readableBytes)
                case .close:
                    try await outbound.close(link.failure == nil ? .normalClosure : .protocolError, reason: nil)
                    return
                }
            }
        } catch {
            // The socket closed under the writer (the reader sees it too), or a counter ran out.
        }
    }

    /// The link is closing with an `error` for the browser: wait for the writer to send it.
    private func linger() async throws {
        try await Task.sleep(for: .seconds(5))
    }

    /// A record that does not open: nothing more can be said on this channel; close it now.
    private func broken(_ error: SealError) async throws {
        await lobby.sealFailed(error, address: link.remoteHost)
        try await outbound.close(.protocolError, reason: nil)
    }
}
