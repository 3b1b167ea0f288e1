/// A violation of the wire format or its limits, detected locally on sending or receiving.
///
/// Receiving side: the connection is closed after an error (the peer is told with an `error`
/// message where possible). Sending side: nothing was sent and the connection stays usable.
public struct WireError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: String, Hashable, Sendable, CaseIterable {
        /// The length prefix exceeds the frame limit in force.
        case frameTooLarge
        /// The declared or actual inflated size exceeds the decompressed limit in force.
        case decompressedTooLarge
        /// A frame with a length of zero.
        case emptyFrame
        /// Header flag bits this version does not define.
        case unsupportedFlags
        /// The zlib stream ended before its end marker.
        case truncatedCompression
        /// The zlib stream is not valid.
        case corruptCompression
        /// Bytes follow the end of the zlib stream inside the frame.
        case trailingCompressedData
        /// The inflated size differs from the declared one.
        case decompressedLengthMismatch
        /// The connection closed in the middle of a frame.
        case truncatedFrame
        /// The envelope (type name, fields length) is malformed.
        case malformedEnvelope
        /// The JSON fields are not valid for the message type.
        case malformedFields
        /// The JSON fields nest deeper than allowed.
        case fieldsTooDeep
        /// Compression failed on the sending side.
        case compressionFailed
        /// Encoding the JSON fields failed on the sending side.
        case encodingFailed
        /// The peer stopped reading and too many outgoing bytes piled up; the connection was closed.
        case outboundBacklogExceeded
    }

    /// The machine-readable code.
    public var code: Code
    /// Details for people and logs (never contains peer-controlled text beyond a short prefix).
    public var detail: String

    /// Creates an error.
    public init(_ code: Code, _ detail: String = "") {
        self.code = code
        self.detail = detail
    }

    /// `code: detail`.
    public var description: String { detail.isEmpty ? code.rawValue : "\(code.rawValue): \(detail)" }

    /// The protocol error code to tell the peer.
    public var protocolErrorCode: ProtocolErrorCode {
        switch code {
        case .frameTooLarge: .frameTooLarge
        case .decompressedTooLarge: .decompressedTooLarge
        case .emptyFrame, .unsupportedFlags, .truncatedCompression, .corruptCompression,
            .trailingCompressedData, .decompressedLengthMismatch, .truncatedFrame:
            .malformedFrame
        case .malformedEnvelope, .malformedFields, .fieldsTooDeep: .malformedMessage
        case .compressionFailed, .encodingFailed: .internalError
        // Never sent (the peer is not reading); the closest meaning.
        case .outboundBacklogExceeded: .timeout
        }
    }
}
