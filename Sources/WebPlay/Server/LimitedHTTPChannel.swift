import Connectivity
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// The server's child channel: Hummingbird's HTTP/1 + WebSocket-upgrade channel with an
/// ``UpgradedFrameCheck`` and a ``RequestHeadDeadline`` in front of it and a ``FirstRequestGate``
/// after its request decoder.
struct LimitedHTTPChannel: ServerChildChannel {
    let base: HTTP1WebSocketUpgradeChannel
    let requestHeadDeadline: TimeAmount
    let admission: ConnectionAdmission

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1WebSocketUpgradeChannel.Value> {
        guard admission.admit(channel.remoteAddress?.ipAddress) else {
            // Over the accept budget: closed before it is registered, so it never reads a byte.
            // NIO's async server drops a child whose setup failed and goes on accepting; closing
            // it is ours to do.
            channel.close(promise: nil)
            TransportMetrics.refusedWebByAcceptBudget.increment()
            return channel.eventLoop.makeFailedFuture(AdmissionRefused())
        }
        do {
            try channel.pipeline.syncOperations.addHandlers(UpgradedFrameCheck(), RequestHeadDeadline(deadline: requestHeadDeadline))
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        let value = base.setup(channel: channel, logger: logger)
        // The base configures its pipeline synchronously; the gate goes right after the decoder.
        do {
            let decoder = try channel.pipeline.syncOperations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try channel.pipeline.syncOperations.addHandler(FirstRequestGate(), position: .after(decoder))
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return value
    }

    func handle(value: HTTP1WebSocketUpgradeChannel.Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }

    /// A server builder for `router`'s WebSocket routes under `limits`, taking the connections
    /// `admission` lets in.
    static func builder(
        webSocketRouter: Router<WebPlayRequestContext>, webSocket: WebSocketServerConfiguration, limits: WebPlayLimits,
        admission: ConnectionAdmission
    ) -> HTTPServerBuilder {
        let webSocketResponder = webSocketRouter.buildResponder()
        let http1 = HTTP1Channel.Configuration(
            idleTimeout: limits.idleTimeout,
            httpDecoderConfiguration: .init(
                maxHeaderFieldSize: limits.maxHeaderFieldBytes, maxHeaderListSize: limits.maxHeaderListBytes,
                maxHeaderFieldCount: limits.maxHeaderFields))
        return HTTPServerBuilder { responder in
            LimitedHTTPChannel(
                base: HTTP1WebSocketUpgradeChannel(
                    responder: responder, webSocketResponder: webSocketResponder,
                    configuration: .init(http1: http1, ws: webSocket)),
                requestHeadDeadline: limits.requestHeadDeadline, admission: admission)
        }
    }
}

/// A connection over the accept budget (``Connectivity/ConnectionAdmission``), closed at once.
struct AdmissionRefused: Error {}
