import NIOCore

/// Sits in a listening socket's pipeline in front of NIO's accept handler: a connection that
/// ``ConnectionAdmission`` refuses is closed there, before any pipeline, state or lobby work is
/// spent on it, and the listener goes on accepting. Once refusals have stopped for
/// ``quietBeforeTrim``, the memory the flood freed is handed back (``FreedMemory``).
final class AdmissionHandler: ChannelInboundHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel

    /// How long after the last refusal a flood counts as over.
    static let quietBeforeTrim = TimeAmount.seconds(2)

    private let admission: ConnectionAdmission
    private var lastRefusal: NIODeadline?
    private var trimScheduled = false

    init(admission: ConnectionAdmission) {
        self.admission = admission
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let accepted = unwrapInboundIn(data)
        guard admission.admit(accepted.remoteAddress?.ipAddress) else {
            accepted.close(promise: nil)
            lastRefusal = .now()
            scheduleTrim(context: context)
            return
        }
        context.fireChannelRead(data)
    }

    /// Checks after ``quietBeforeTrim`` whether the refusals have stopped; trims once they have.
    private func scheduleTrim(context: ChannelHandlerContext) {
        guard !trimScheduled else { return }
        trimScheduled = true
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(in: Self.quietBeforeTrim) {
            let (handler, context) = loopBound.value
            handler.trimScheduled = false
            guard let last = handler.lastRefusal else { return }
            if NIODeadline.now() - last >= Self.quietBeforeTrim {
                handler.lastRefusal = nil
                FreedMemory.release()
            } else {
                handler.scheduleTrim(context: context)
            }
        }
    }
}
