import NIOCore

/// Sits at the front of a web connection's pipeline and holds a WebSocket client to the frame rules
/// of RFC 6455 (``ClientFrameRules``): on the first frame that breaks one it answers with a close
/// frame of code 1002 (protocol error) and closes the connection; nothing of that read goes on.
///
/// It reads the raw bytes that follow the first request head. Whether they are frames is known
/// once the server answers that request: `101 Switching Protocols` makes them frames (a violation
/// seen meanwhile counts then), anything else means plain HTTP, and the handler steps aside.
final class UpgradedFrameCheck: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    private enum Phase {
        /// Reading the first request head: how many bytes of `\r\n\r\n` the last bytes matched.
        case head(matched: Int)
        /// After the head, before the answer: frames if the answer is 101.
        case awaitingAnswer(firstViolation: ClientFrameRules.Violation?)
        /// Upgraded: every byte is a frame.
        case frames
        /// Refused a frame; nothing more is read.
        case closed
    }

    private var phase = Phase.head(matched: 0)
    private var rules = ClientFrameRules()

    /// A close frame from the server (unmasked) with status 1002, protocol error.
    static let protocolErrorClose: [UInt8] = [0x88, 0x02, 0x03, 0xEA]

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data)
        switch phase {
        case .head(let matched):
            let view = bytes.readableBytesView
            var state = matched
            var index = view.startIndex
            while index < view.endIndex, state < 4 {
                state = RequestHeadDeadline.advance(state, over: CollectionOfOne(view[index]))
                index = view.index(after: index)
            }
            guard state == 4 else {
                phase = .head(matched: state)
                break
            }
            phase = .awaitingAnswer(firstViolation: rules.read(view[index...]))
        case .awaitingAnswer(let firstViolation):
            phase = .awaitingAnswer(firstViolation: firstViolation ?? rules.read(bytes.readableBytesView))
        case .frames:
            if let violation = rules.read(bytes.readableBytesView) {
                refuse(violation, context: context)
                return
            }
        case .closed:
            return
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .awaitingAnswer(let firstViolation) = phase, case .byteBuffer(let bytes) = unwrapOutboundIn(data) {
            let upgraded = bytes.readableBytesView.starts(with: "HTTP/1.1 101".utf8)
            context.write(data, promise: promise)
            guard upgraded else {
                // Plain HTTP: nothing to check.
                context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
                return
            }
            phase = .frames
            if let firstViolation { refuse(firstViolation, context: context) }
            return
        }
        context.write(data, promise: promise)
    }

    private func refuse(_ violation: ClientFrameRules.Violation, context: ChannelHandlerContext) {
        phase = .closed
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(ByteBuffer(bytes: Self.protocolErrorClose)))).whenComplete { _ in
            loopBound.value.close(promise: nil)
        }
    }
}
