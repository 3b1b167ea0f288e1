import NIOCore

/// Sits in a listening socket's pipeline in front of NIO's accept handler: a connection that
/// ``ConnectionAdmission`` refuses is closed there, before any pipeline, state or lobby work is
/// spent on it, and the listener goes on accepting. Once a flood (``floodSize`` refusals) has stopped for
/// ``quietBeforeTrim``, the memory the flood freed is handed back (``FreedMemory``), and once more
/// ``secondTrimAfter`` later, when what the flood's connections left for later (their handshake
/// timers, 5 s) is gone too.
final class AdmissionHandler: ChannelInboundHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel

    /// How long after the last refusal a flood counts as over.
    static let quietBeforeTrim = TimeAmount.seconds(2)
    /// When the second trim follows the first.
    static let secondTrimAfter = TimeAmount.seconds(6)
    /// Refusals that make a flood worth trimming after (a few are not: a trim walks the whole heap
    /// under the allocator's locks, in whatever process embeds the lobby).
    static let floodSize = 1000

    private let admission: ConnectionAdmission
    private var lastRefusal: NIODeadline?
    private var refusedSinceTrim = 0
    private var trimScheduled = false

    init(admission: ConnectionAdmission) {
        self.admission = admission
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let accepted = unwrapInboundIn(data)
        guard admission.admit(accepted.remoteAddress?.ipAddress) else {
            accepted.close(promise: nil)
            lastRefusal = .now()
            refusedSinceTrim += 1
            if refusedSinceTrim >= Self.floodSize { scheduleTrim(context: context) }
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
                handler.refusedSinceTrim = 0
                FreedMemory.release()
                context.eventLoop.scheduleTask(in: Self.secondTrimAfter) {
                    // Unless a new flood began meanwhile (its own trims follow it).
                    if loopBound.value.0.lastRefusal == nil { FreedMemory.release() }
                }
            } else {
                handler.scheduleTrim(context: context)
            }
        }
    }
}
