import Foundation

/// One message body: its fields travel as a JSON object, and ``PayloadCarrying`` messages also
/// carry raw bytes after it (no base64).
public protocol WireMessage: Codable, Hashable, Sendable {
    /// The envelope's type name, e.g. `hello`.
    static var messageType: String { get }
    /// The top-level JSON keys this build understands; any other key is counted as unknown.
    static var knownFields: Set<String> { get }
}

/// A message whose envelope carries an opaque binary section (game state, action, settings).
public protocol PayloadCarrying: WireMessage {
    /// The raw bytes after the JSON fields.
    var payload: Data { get set }
}
