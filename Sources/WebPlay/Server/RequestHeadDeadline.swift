import NIOCore

/// Closes a new connection that has not sent a complete HTTP request head (up to the blank line
/// `\r\n\r\n`) within the deadline; once one has arrived it steps aside for good.
///
/// It sits in front of the HTTP decoder and reads raw bytes, so it also covers a connection that
/// trickles a header byte by byte, which the decoder alone would wait for forever.
final class RequestHeadDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let deadline: TimeAmount
    private var timer: Scheduled<Void>?
    /// How many bytes of `\r\n\r\n` the last bytes seen match (0-3); 4 means the head is complete.
    private var matched = 0

    init(deadline: TimeAmount) {
        self.deadline = deadline
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if matched < 4 {
            let bytes = unwrapInboundIn(data)
            matched = Self.advance(matched, over: bytes.readableBytesView)
            if matched == 4 {
                timer?.cancel()
                timer = nil
            }
        }
        context.fireChannelRead(data)
    }

    private func arm(_ context: ChannelHandlerContext) {
        guard timer == nil, matched < 4 else { return }
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(in: deadline) {
            loopBound.value.close(promise: nil)
        }
    }

    /// The match state of `\r\n\r\n` after `bytes`, starting from `state`.
    static func advance(_ state: Int, over bytes: some Sequence<UInt8>) -> Int {
        var state = state
        for byte in bytes where state < 4 {
            let expected: UInt8 = state % 2 == 0 ? 0x0D : 0x0A
            if byte == expected {
                state += 1
            } else {
                state = byte == 0x0D ? 1 : 0
            }
        }
        return state
    }
}
