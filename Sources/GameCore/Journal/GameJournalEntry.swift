import Foundation

/// One input of the host's reducer, as SPEC §13's journal records it: replaying a game's entries
/// in order from its seed gives every state it went through (``GameReplayer``).
///
/// JSON (Docs/Record.md): `{"kind":"action","player":UUID,"payload":BASE64}`,
/// `{"kind":"time","at":MILLISECONDS}`, `{"kind":"playerLeft","player":UUID}`.
public enum GameJournalEntry: Hashable, Sendable, Codable {
    /// `player` sent an action; `payload` is its encoded bytes (``GamePayloadCodec``).
    case action(player: PlayerID, payload: Data)
    /// The host told the game the time (``GameHostCore/advanceTime(to:)``).
    case time(GameInstant)
    /// A player left for good (``GameHostCore/playerLeft(_:)``).
    case playerLeft(PlayerID)

    /// Whether this is a player's action.
    public var isAction: Bool {
        if case .action = self { true } else { false }
    }

    /// The entry's kind as the record and the export name it.
    public var kind: Kind {
        switch self {
        case .action: .action
        case .time: .time
        case .playerLeft: .playerLeft
        }
    }

    /// The kinds of entry.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// ``GameJournalEntry/action(player:payload:)``.
        case action
        /// ``GameJournalEntry/time(_:)``.
        case time
        /// ``GameJournalEntry/playerLeft(_:)``.
        case playerLeft
    }

    private enum CodingKeys: String, CodingKey {
        case kind, player, payload, at
    }

    /// Decodes the documented JSON.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .action:
            self = .action(
                player: try container.decode(PlayerID.self, forKey: .player),
                payload: try container.decode(Data.self, forKey: .payload))
        case .time: self = .time(try container.decode(GameInstant.self, forKey: .at))
        case .playerLeft: self = .playerLeft(try container.decode(PlayerID.self, forKey: .player))
        }
    }

    /// Encodes the documented JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        switch self {
        case .action(let player, let payload):
            try container.encode(player.wireString, forKey: .player)
            try container.encode(payload, forKey: .payload)
        case .time(let at): try container.encode(at, forKey: .at)
        case .playerLeft(let player): try container.encode(player.wireString, forKey: .player)
        }
    }
}
