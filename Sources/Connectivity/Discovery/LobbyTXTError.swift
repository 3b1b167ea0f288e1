/// Why a lobby advertisement could not be encoded or a received TXT record could not be decoded.
public struct LobbyTXTError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: String, Hashable, Sendable {
        /// A required key is absent.
        case missingKey
        /// A key's value is not valid for that key.
        case invalidValue
        /// One `key=value` entry is 255 bytes or longer.
        case entryTooLong
        /// The record has more entries than ``LobbyTXTLimits/maxEntries``.
        case tooManyEntries
        /// The lobby name is empty, longer than 63 bytes or contains control characters.
        case invalidLobbyName
        /// Port 0 cannot be joined.
        case invalidPort
    }

    /// What went wrong.
    public var code: Code
    /// The TXT key concerned, when there is one.
    public var key: String?

    /// Creates an error.
    public init(_ code: Code, key: String? = nil) {
        self.code = code
        self.key = key
    }

    /// A sentence for people.
    public var description: String {
        let subject = key.map { "TXT key '\($0)'" } ?? "lobby advertisement"
        switch code {
        case .missingKey: return "\(subject) is missing"
        case .invalidValue: return "\(subject) has an invalid value"
        case .entryTooLong: return "\(subject) is longer than \(LobbyTXTLimits.maxEntryBytes) bytes"
        case .tooManyEntries: return "TXT record has more than \(LobbyTXTLimits.maxEntries) entries"
        case .invalidLobbyName:
            return "lobby name must be 1-\(LobbyTXTLimits.maxLobbyNameBytes) bytes without control characters"
        case .invalidPort: return "port must not be 0"
        }
    }
}
