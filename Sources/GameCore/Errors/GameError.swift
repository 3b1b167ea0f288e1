/// Why a game refused or could not process something. Travels on the wire in `actionRejected`.
///
/// Encoded as `{"code": "...", "detail": "..."}`; a code this build does not know decodes as
/// ``GameError/unknown(code:)`` instead of failing.
public enum GameError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The move is against the rules; the text says which rule.
    case invalidAction(String)
    /// The acting player may not act now.
    case notYourTurn
    /// Client and host state disagree beyond repair; the client must resync.
    case desync
    /// A payload could not be decoded.
    case corruptedPayload
    /// The peer runs an incompatible module version.
    case versionMismatch
    /// No game is running.
    case gameNotRunning
    /// The acting player is not seated in this game (for example a spectator).
    case notAPlayer
    /// A code from a newer build.
    case unknown(code: String)

    /// The stable code used on the wire.
    public var code: String {
        switch self {
        case .invalidAction: "invalidAction"
        case .notYourTurn: "notYourTurn"
        case .desync: "desync"
        case .corruptedPayload: "corruptedPayload"
        case .versionMismatch: "versionMismatch"
        case .gameNotRunning: "gameNotRunning"
        case .notAPlayer: "notAPlayer"
        case .unknown(let code): code
        }
    }

    /// A sentence for people.
    public var description: String {
        switch self {
        case .invalidAction(let reason): "Invalid action: \(reason)"
        case .notYourTurn: "It is not your turn."
        case .desync: "Game state out of sync."
        case .corruptedPayload: "Corrupted game payload."
        case .versionMismatch: "Game version mismatch."
        case .gameNotRunning: "No game is running."
        case .notAPlayer: "You are not a player in this game."
        case .unknown(let code): "Game error (\(code))."
        }
    }

    private enum CodingKeys: String, CodingKey { case code, detail }

    /// Decodes `{"code", "detail"}`, mapping unknown codes to ``unknown(code:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let code = try container.decode(String.self, forKey: .code)
        let detail = try container.decodeIfPresent(String.self, forKey: .detail) ?? ""
        switch code {
        case "invalidAction": self = .invalidAction(detail)
        case "notYourTurn": self = .notYourTurn
        case "desync": self = .desync
        case "corruptedPayload": self = .corruptedPayload
        case "versionMismatch": self = .versionMismatch
        case "gameNotRunning": self = .gameNotRunning
        case "notAPlayer": self = .notAPlayer
        default: self = .unknown(code: code)
        }
    }

    /// Encodes `{"code", "detail"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        if case .invalidAction(let reason) = self {
            try container.encode(reason, forKey: .detail)
        }
    }
}
