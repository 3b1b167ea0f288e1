import Connectivity
import HummingbirdWebSocket
import NIOCore

/// Carries one browser's WebSocket into the lobby as an ``EnvelopeLink``: every binary message is
/// one envelope each way (Docs/Protocol.md §9).
enum WebSocketBridge {
    /// Runs the connection until either side ends it.
    static func run(
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, remoteHost: String?,
        lobby: LobbyHost, transport: TransportConfiguration
    ) async {
        let link = EnvelopeLink(remoteHost: remoteHost, configuration: transport)
        await lobby.adopt(link)
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await write(link.outputs, of: link, to: outbound) }
            group.addTask { await read(inbound, into: link) }
            // Whichever ends first ends the connection: the writer after a close it was asked for,
            // the reader when the browser went away.
            await group.next()
            group.cancelAll()
        }
        link.transportClosed()
    }

    private static func read(_ inbound: WebSocketInboundStream, into link: EnvelopeLink) async {
        var reader = link.makeReader()
        var assembler = WebSocketMessageAssembler()
        var frames = inbound.makeAsyncIterator()
        do {
            while let frame = try await frames.next() {
                // Bounded by the phase in force: 16 KiB before the join is accepted, not 1 MiB, and
                // a fragmented message as a whole (the assembler stops buffering past the limit).
                let outcome: EnvelopeReader.Outcome
                let kind: WebSocketMessageAssembler.Kind = switch frame.opcode {
                case .text: .text
                case .binary: .binary
                case .continuation: .continuation
                }
                switch assembler.add(kind, frame.data, fin: frame.fin, limit: link.maxInboundMessageSize) {
                case .incomplete:
                    continue
                case .message(let envelope, isText: false):
                    while let deadline = reader.pace(envelope, now: .now()) {
                        try await Task.sleep(for: .nanoseconds(max(0, (deadline - .now()).nanoseconds)))
                    }
                    outcome = reader.read(envelope)
                case .message(_, isText: true):
                    outcome = reader.readText()
                case .tooLarge(let size):
                    outcome = reader.refuseOversized(size)
                case .outOfOrder:
                    outcome = reader.refuseMalformed("WebSocket fragments out of order")
                }
                if case .refused = outcome {
                    // The link is closing with an `error` for the peer: wait for the writer to send it.
                    try await Task.sleep(for: .seconds(5))
                    return
                }
            }
        } catch {
            // The browser went away, or the task was cancelled.
        }
    }

    private static func write(
        _ outputs: AsyncStream<EnvelopeLink.Output>, of link: EnvelopeLink, to outbound: WebSocketOutboundWriter
    ) async {
        do {
            for await output in outputs {
                switch output {
                case .envelope(let envelope):
                    guard !link.isAborted else { continue }
                    try await outbound.writeBinaryMessage(envelope)
                    link.didWrite(byteCount: envelope.readableBytes)
                case .close:
                    try await outbound.close(link.failure == nil ? .normalClosure : .protocolError, reason: nil)
                    return
                }
            }
        } catch {
            // The socket closed under the writer; the reader sees it too.
        }
    }
}
