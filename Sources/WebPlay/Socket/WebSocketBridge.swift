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
        var messages = inbound.makeAsyncIterator()
        do {
            // Bounded by the phase in force: 16 KiB before the join is accepted, not 1 MiB.
            while let message = try await messages.nextMessage(maxSize: link.maxInboundMessageSize) {
                let outcome: EnvelopeReader.Outcome
                switch message {
                case .binary(let envelope):
                    while let deadline = reader.pace(envelope, now: .now()) {
                        try await Task.sleep(for: .nanoseconds(max(0, (deadline - .now()).nanoseconds)))
                    }
                    outcome = reader.read(envelope)
                case .text: outcome = reader.readText()
                }
                if case .refused = outcome {
                    // The link is closing with an `error` for the peer: wait for the writer to send it.
                    try await Task.sleep(for: .seconds(5))
                    return
                }
            }
        } catch {
            // The browser went away, sent a message above the limit, or the task was cancelled.
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
