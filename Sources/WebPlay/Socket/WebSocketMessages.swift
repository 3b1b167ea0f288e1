import HummingbirdWebSocket
import NIOCore

/// The whole messages of one WebSocket, reassembled from its frames by ``WebSocketMessageAssembler``
/// under a size limit, for the sealed handshake and the sealed records that follow.
struct WebSocketMessages {
    /// One message, or why it could not be had.
    enum Message {
        /// A binary message: one record body (Docs/Protocol.md §2.1, §9).
        case binary(ByteBuffer)
        /// A text message (never valid on this binding).
        case text
        /// A message that reached this many bytes, over the limit (nothing past it was buffered).
        case tooLarge(Int)
        /// Fragments out of order.
        case outOfOrder
    }

    private var frames: WebSocketInboundStream.AsyncIterator
    private var assembler = WebSocketMessageAssembler()

    init(_ inbound: WebSocketInboundStream) {
        frames = inbound.makeAsyncIterator()
    }

    /// Whether frames of a message have come without its last one (the socket ending now cuts a
    /// record short).
    var isInsideMessage: Bool { assembler.isInsideMessage }

    /// The next message of at most `limit` bytes; `nil` once the browser has gone.
    mutating func next(limit: Int) async throws -> Message? {
        while let frame = try await frames.next() {
            let kind: WebSocketMessageAssembler.Kind = switch frame.opcode {
            case .text: .text
            case .binary: .binary
            case .continuation: .continuation
            }
            switch assembler.add(kind, frame.data, fin: frame.fin, limit: limit) {
            case .incomplete: continue
            case .message(let bytes, isText: false): return .binary(bytes)
            case .message(_, isText: true): return .text
            case .tooLarge(let size): return .tooLarge(size)
            case .outOfOrder: return .outOfOrder
            }
        }
        return nil
    }
}
