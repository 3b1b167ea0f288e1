import Foundation

/// The JSON encoding of game payloads (actions, views, settings) that travel as raw frame bytes.
///
/// Payloads are coded by ``PayloadJSONEncoder`` and ``PayloadJSONDecoder``: the same bytes as
/// Foundation's `JSONEncoder` with sorted keys and unescaped slashes (tests compare the two over
/// every view of whole bot games), several times faster, and strict on what they accept.
public enum GamePayloadCodec {
    /// The largest accepted action payload, in bytes: actions are small; anything bigger is hostile.
    public static let maximumActionBytes = 16 * 1024
    /// The largest accepted view payload, in bytes (within the transport's 4 MiB frame limit).
    public static let maximumViewBytes = 1024 * 1024

    /// Encodes a module value as JSON with sorted keys, so equal values give equal bytes.
    ///
    /// Module values are plain data (numbers, strings, arrays); the only way encoding can fail is a
    /// non-finite floating-point number, which is a bug in the module, not bad input — hence the trap.
    public static func encode<Value: Encodable>(_ value: Value) -> Data {
        do {
            return try PayloadJSONEncoder().encode(value)
        } catch {
            preconditionFailure("a game module produced an unencodable \(Value.self): \(error)")
        }
    }

    /// Decodes untrusted bytes; anything too large or of unexpected shape is ``GameError/corruptedPayload``.
    public static func decode<Value: Decodable>(
        _ type: Value.Type, from data: Data, maximumBytes: Int
    ) throws(GameError) -> Value {
        guard data.count <= maximumBytes else { throw .corruptedPayload }
        do {
            return try PayloadJSONDecoder().decode(Value.self, from: data)
        } catch {
            throw .corruptedPayload
        }
    }
}
