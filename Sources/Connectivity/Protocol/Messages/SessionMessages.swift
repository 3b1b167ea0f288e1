/// Client -> host: I am going to the background; hold my seat.
public struct Background: WireMessage {
    public static let messageType = "background"
    public static let knownFields: Set<String> = []
    /// Creates the notice.
    public init() {}
}

/// Client -> host: I am back in the foreground.
public struct Foreground: WireMessage {
    public static let messageType = "foreground"
    public static let knownFields: Set<String> = []
    /// Creates the notice.
    public init() {}
}

/// Either direction, every second: are you there?
public struct Ping: WireMessage {
    public static let messageType = "ping"
    public static let knownFields: Set<String> = ["id"]
    /// Echoed in the pong, to measure the round trip.
    public var id: UInt64

    /// Creates a ping.
    public init(id: UInt64) { self.id = id }
}

/// The answer to a ``Ping``.
public struct Pong: WireMessage {
    public static let messageType = "pong"
    public static let knownFields: Set<String> = ["id"]
    /// The ping's id.
    public var id: UInt64

    /// Creates a pong.
    public init(id: UInt64) { self.id = id }
}

/// Codes for protocol-level errors.
public enum ProtocolErrorCode: WireEnum {
    /// A frame exceeded the size limit in force.
    case frameTooLarge
    /// A frame inflated past the decompressed limit.
    case decompressedTooLarge
    /// A frame's header or zlib stream was malformed.
    case malformedFrame
    /// A message's envelope or fields could not be decoded.
    case malformedMessage
    /// A message arrived that is not allowed in the current state.
    case unexpectedMessage
    /// The handshake did not finish in time.
    case handshakeTimeout
    /// The peer went silent for too long.
    case timeout
    /// Something went wrong on the sender's side.
    case internalError
    /// The host has as many connections open (or joining) as it accepts; try again shortly.
    case tooManyConnections
    /// A code from a newer build.
    case unknown(String)

    public static let knownCases: [ProtocolErrorCode] = [
        .frameTooLarge, .decompressedTooLarge, .malformedFrame, .malformedMessage, .unexpectedMessage,
        .handshakeTimeout, .timeout, .internalError, .tooManyConnections,
    ]
    public var wireValue: String {
        switch self {
        case .frameTooLarge: "frameTooLarge"
        case .decompressedTooLarge: "decompressedTooLarge"
        case .malformedFrame: "malformedFrame"
        case .malformedMessage: "malformedMessage"
        case .unexpectedMessage: "unexpectedMessage"
        case .handshakeTimeout: "handshakeTimeout"
        case .timeout: "timeout"
        case .internalError: "internalError"
        case .tooManyConnections: "tooManyConnections"
        case .unknown(let value): value
        }
    }
}

/// Either direction: a protocol error; usually followed by closing the connection.
public struct ErrorMessage: WireMessage {
    public static let messageType = "error"
    public static let knownFields: Set<String> = ["code", "message"]
    /// Machine-readable.
    public var code: ProtocolErrorCode
    /// For people.
    public var message: String

    /// Creates an error message.
    public init(code: ProtocolErrorCode, message: String) {
        self.code = code
        self.message = message
    }
}
