import NIOCore

/// Joins the frames of one WebSocket message, holding the whole message to the size limit of the
/// phase in force: a message fragmented over the limit is refused like one frame over it
/// (`error` `frameTooLarge`, then close 1002), where hummingbird-websocket's own collation closed
/// it with 1000 and no word (issue 24, bug 4). Nothing past the limit is buffered.
struct WebSocketMessageAssembler {
    /// What one frame made of the message.
    enum Step: Equatable {
        /// A whole message: its bytes, and whether it was sent as text.
        case message(ByteBuffer, isText: Bool)
        /// The message goes on in further frames.
        case incomplete
        /// The message reached this many bytes, over the limit.
        case tooLarge(Int)
        /// A continuation without a message, or a new message inside one (RFC 6455 §5.4).
        case outOfOrder
    }

    /// The kind of a data frame.
    enum Kind: Hashable, Sendable {
        case text, binary, continuation
    }

    private var started: (bytes: ByteBuffer, isText: Bool)?

    /// Whether a message has begun and not ended.
    var isInsideMessage: Bool { started != nil }

    /// Adds a frame of `kind` carrying `data`, the last of its message when `fin`; `limit` is the
    /// largest message the phase allows.
    mutating func add(_ kind: Kind, _ data: ByteBuffer, fin: Bool, limit: Int) -> Step {
        var data = data
        switch kind {
        case .text, .binary:
            guard started == nil else { return .outOfOrder }
            guard data.readableBytes <= limit else { return .tooLarge(data.readableBytes) }
            guard !fin else { return .message(data, isText: kind == .text) }
            started = (data, kind == .text)
            return .incomplete
        case .continuation:
            guard var message = started else { return .outOfOrder }
            let size = message.bytes.readableBytes + data.readableBytes
            guard size <= limit else {
                started = nil
                return .tooLarge(size)
            }
            message.bytes.writeBuffer(&data)
            guard fin else {
                started = message
                return .incomplete
            }
            started = nil
            return .message(message.bytes, isText: message.isText)
        }
    }
}
