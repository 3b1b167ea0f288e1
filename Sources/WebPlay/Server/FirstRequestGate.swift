import NIOCore
import NIOHTTP1

/// Stands between the HTTP decoder and the WebSocket upgrader for a connection's first request,
/// then steps aside. It answers, and closes the connection:
/// - `403 Forbidden` to a WebSocket upgrade from another origin (the upgrader would answer any
///   refusal with a bare 400; an upgrade is always a first request in a browser, and the route's
///   own ``OriginCheck`` still refuses a later one);
/// - `431` to a request head over ``WebPlayLimits``, `400` to one that does not parse (nothing else
///   in the pipeline answers these before the first request is decoded, and the connection would
///   otherwise stay open).
final class FirstRequestGate: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private var answered = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(let head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        let isUpgrade = head.headers["upgrade"].contains { $0.lowercased() == "websocket" }
        guard isUpgrade, !OriginCheck.allows(origin: head.headers.first(name: "origin"), host: head.headers.first(name: "host"))
        else {
            context.fireChannelRead(data)
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
            return
        }
        answer(.forbidden, "WebSocket upgrades are accepted from this lobby's own page only", context: context)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parserError = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        switch parserError {
        case .headerOverflow:
            answer(.requestHeaderFieldsTooLarge, "The request's headers are too large", context: context)
        default:
            answer(.badRequest, "The request could not be parsed", context: context)
        }
    }

    private func answer(_ status: HTTPResponseStatus, _ text: String, context: ChannelHandlerContext) {
        guard !answered else { return }
        answered = true
        let body = text + "\n"
        var headers = HTTPHeaders()
        headers.add(name: "content-type", value: "text/plain; charset=utf-8")
        headers.add(name: "content-length", value: String(body.utf8.count))
        headers.add(name: "connection", value: "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: body)))), promise: nil)
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in loopBound.value.close(promise: nil) }
    }
}
