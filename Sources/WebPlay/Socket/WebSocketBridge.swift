import Connectivity
import HummingbirdWebSocket
import NIOConcurrencyHelpers
import NIOCore

/// Carries one browser's WebSocket into the lobby as an ``EnvelopeLink`` (Docs/Protocol.md §9):
/// first the sealed handshake (``WebSocketSealHandshake``), then every binary message is one sealed
/// record each way, whose plaintexts are the frame stream of §2 (``SealedSocketChannel``).
enum WebSocketBridge {
    /// How long a browser has to finish the sealed handshake (the lobby's own 5 s deadline for
    /// `hello` starts once the link is adopted).
    static let handshakeDeadline = Duration.seconds(5)

    private enum Ended: Sendable {
        case connection
        case deadline
    }

    /// Runs the connection until either side ends it.
    static func run(
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, remoteHost: String?,
        lobby: LobbyHost, transport: TransportConfiguration
    ) async {
        let sealed = NIOLockedValueBox(false)
        let (channels, channelSink) = AsyncStream.makeStream(of: SealedSocketChannel.self)
        await withTaskGroup(of: Ended.self) { group in
            group.addTask {
                defer { channelSink.finish() }
                var messages = WebSocketMessages(inbound)
                let stream: SealedStream
                do {
                    guard let established = try await WebSocketSealHandshake.run(
                        &messages, outbound: outbound, remoteHost: remoteHost, lobby: lobby)
                    else { return .connection }
                    stream = established
                } catch {
                    return .connection  // The browser went away, or the deadline passed.
                }
                // Only now: a private lobby's sealed link has proved its passcode (LobbyHost.adopt).
                let link = EnvelopeLink(remoteHost: remoteHost, sealed: true, configuration: transport)
                let channel = SealedSocketChannel(stream: stream, link: link, lobby: lobby, outbound: outbound)
                sealed.withLockedValue { $0 = true }
                await lobby.adopt(link)
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
                try? await Task.sleep(for: handshakeDeadline)
                return .deadline
            }
            // Whichever ends first ends the connection: the writer after a close it was asked for,
            // the reader when the browser went away or a record did not open, the deadline when
            // the handshake is not done by then.
            while let ended = await group.next() {
                if ended == .connection || !sealed.withLockedValue({ $0 }) {
                    group.cancelAll()
                    return
                }
            }
        }
    }
}
