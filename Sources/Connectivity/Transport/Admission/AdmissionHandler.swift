import NIOCore

/// Sits in a listening socket's pipeline in front of NIO's accept handler: a connection that
/// ``ConnectionAdmission`` refuses is closed there, before any pipeline, state or lobby work is
/// spent on it, and the listener goes on accepting.
final class AdmissionHandler: ChannelInboundHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel

    private let admission: ConnectionAdmission

    init(admission: ConnectionAdmission) {
        self.admission = admission
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let accepted = unwrapInboundIn(data)
        guard admission.admit(accepted.remoteAddress?.ipAddress) else {
            accepted.close(promise: nil)
            return
        }
        context.fireChannelRead(data)
    }
}
