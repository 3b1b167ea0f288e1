import Connectivity
import HummingbirdWebSocket
import NIOConcurrencyHelpers
import NIOCore

/// Carries one browser's WebSocket into the lobby as an ``EnvelopeLink`` (Docs/Protocol.md §9):
/// first the sealed handshake (``WebSocketSealHandshake``), then every binary message is one sealed
/// record each way, whose plaintexts are the frame stream of §2 (``SealedSocketChannel``).
///
/// The lobby's join deadline (``LobbyHost/handshakeTimeout``, 5 s) runs from the upgrade and covers
/// the sealed handshake and `hello` together, as on TCP from the accept: a socket not sealed by
/// then is closed here (`sealFailed` `timedOut`), one sealed but not seated by the lobby's timer.
enum WebSocketBridge {
    private enum Ended: Sendable {
        case connection
        case deadline
    }

    /// Runs the connection until either side ends it.
    static func run(
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, remoteHost: String?,
        lobby: LobbyHost, transport: TransportConfiguration, questions: @escaping PageQuestions
    ) async {
        let upgradedAt = ContinuousClock.now
        let sealed = NIOLockedValueBox(false)
        let (channels, channelSink) = AsyncStream.makeStream(of: SealedSocketChannel.self)
        await withTaskGroup(of: Ended.self) { group in
            group.addTask {
                defer { channelSink.finish() }
                var messages = WebSocketMessages(inbound)
                let established: WebSocketSealHandshake.Sealed
                do {
                    guard let done = try await WebSocketSealHandshake.run(
                        &messages, outbound: outbound, remoteHost: remoteHost, lobby: lobby)
                    else { return .connection }
                    established = done
                } catch {
                    return .connection  // The browser went away, or the deadline passed.
                }
                // Only now: a private lobby's sealed link has proved its passcode (LobbyHost.adopt).
                let link = EnvelopeLink(remoteHost: remoteHost, sealed: true, configuration: transport)
                let channel = SealedSocketChannel(
                    stream: established.stream, provesPasscode: established.provesPasscode, link: link, lobby: lobby,
                    outbound: outbound, questions: questions)
                sealed.withLockedValue { $0 = true }
                await lobby.adopt(link, openedAt: upgradedAt)
                channelSink.yield(channel)
                await channel.read(&messages)
                link.transportClosed()
                return .connection
            }
            group.addTask {
                for await channel in channels { await channel.write() }
                return .connection
            }
            group.addTask {
                try? await Task.sleep(until: upgradedAt + lobby.handshakeTimeout, clock: .continuous)
                return .deadline
            }
            // Whichever ends first ends the connection: the writer after a close it was asked for,
            // the reader when the browser went away or a record did not open, the deadline when
            // the handshake is not done by then.
            while let ended = await group.next() {
                let isSealed = sealed.withLockedValue { $0 }
                if ended == .deadline, !isSealed { await lobby.sealFailed(.timedOut, address: remoteHost) }
                if ended == .connection || !isSealed {
                    group.cancelAll()
                    return
                }
            }
        }
    }
}
