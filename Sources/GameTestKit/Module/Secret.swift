import Foundation
import GameCore

/// A byte sequence that must not appear in the encoded view of anyone who may not know it.
///
/// Views travel as ``GamePayloadCodec`` JSON, so a secret is best given as it is encoded there:
/// ``value(_:label:)`` encodes any `Encodable` value the same way (a card `"7H"`, a word
/// `"house"`, quotes included, so `"7H"` does not match inside `"17H"`). ``bytes(_:label:)`` takes
/// raw bytes for anything else. Short, common encodings (a bare number such as `3`) match almost
/// anywhere; describe those secrets with ``HiddenInformation/alternatives`` instead.
public struct Secret: Hashable, Sendable, CustomStringConvertible {
    /// The bytes searched for.
    public let bytes: [UInt8]
    /// How a failure names it (e.g. `card 7H`).
    public let label: String

    /// A secret given as raw bytes.
    public static func bytes(_ bytes: some Sequence<UInt8>, label: String) -> Secret {
        Secret(bytes: Array(bytes), label: label)
    }

    /// A secret value, searched for as its payload encoding (``GamePayloadCodec/encode(_:)``).
    /// `label` defaults to the encoding itself.
    public static func value(_ value: some Encodable, label: String? = nil) -> Secret {
        let encoded = Array(GamePayloadCodec.encode(value))
        return Secret(bytes: encoded, label: label ?? String(decoding: encoded, as: UTF8.self))
    }

    /// A string, searched for as its JSON encoding with quotes (``value(_:label:)``).
    public static func text(_ text: String) -> Secret { value(text) }

    /// The label.
    public var description: String { label }

    /// Where the secret first occurs in `payload`, or `nil`. An empty secret never occurs.
    public func firstOffset(in payload: some Collection<UInt8>) -> Int? {
        guard let first = bytes.first else { return nil }
        let haystack = Array(payload)
        guard haystack.count >= bytes.count else { return nil }
        var start = 0
        while start <= haystack.count - bytes.count {
            if haystack[start] == first, haystack[start..<start + bytes.count].elementsEqual(bytes) {
                return start
            }
            start += 1
        }
        return nil
    }
}

/// Who may know a secret: one seated player, or nobody but the host (a deck's order, a seed).
public enum SecretOwner: Hashable, Sendable, CustomStringConvertible {
    /// Only this player may see it.
    case player(PlayerID)
    /// No view may carry it.
    case host

    /// Whether `viewer` may see what this owner owns.
    public func isVisible(to viewer: Viewer) -> Bool {
        switch (self, viewer) {
        case (.player(let owner), .player(let id)): owner == id
        default: false
        }
    }

    /// `player <id>` or `host`.
    public var description: String {
        switch self {
        case .player(let id): "player \(id.uuidString.lowercased())"
        case .host: "host"
        }
    }
}
