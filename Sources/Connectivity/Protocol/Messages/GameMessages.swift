import Foundation
import GameCore

/// Host -> clients: a game (round) starts with the locked settings (the payload).
public struct StartGame: PayloadCarrying {
    public static let messageType = "startGame"
    public static let knownFields: Set<String> = ["game", "round", "players", "settingsRevision"]
    /// The game and the host's module version.
    public var game: GameVersionInfo
    /// 1 for the first game of the lobby, incremented by "play again".
    public var round: Int
    /// The seated players in turn order.
    public var players: [UUID]
    /// The version of the locked settings.
    public var settingsRevision: Int
    /// The locked settings snapshot.
    public var payload = Data()

    /// Creates a start notice.
    public init(game: GameVersionInfo, round: Int, players: [UUID], settingsRevision: Int, payload: Data) {
        self.game = game
        self.round = round
        self.players = players
        self.settingsRevision = settingsRevision
        self.payload = payload
    }

    private enum CodingKeys: String, CodingKey { case game, round, players, settingsRevision }

    /// Writes the player ids in their lower-case wire form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(game, forKey: .game)
        try container.encode(round, forKey: .round)
        try container.encodeWireIDs(players, forKey: .players)
        try container.encode(settingsRevision, forKey: .settingsRevision)
    }
}

/// Client -> host: I do this (the payload is the module's encoded action).
public struct GameAction: PayloadCarrying {
    public static let messageType = "gameAction"
    public static let knownFields: Set<String> = ["sequence"]
    /// Per-client, strictly increasing from 1; acknowledged in ``GameState/lastAppliedAction``.
    public var sequence: UInt64
    /// The encoded action.
    public var payload = Data()

    /// Creates an action message.
    public init(sequence: UInt64, payload: Data) {
        self.sequence = sequence
        self.payload = payload
    }

    private enum CodingKeys: String, CodingKey { case sequence }
}

/// Host -> the acting client: the action with this sequence number was refused; roll it back.
public struct ActionRejected: WireMessage {
    public static let messageType = "actionRejected"
    public static let knownFields: Set<String> = ["sequence", "error"]
    /// The refused action.
    public var sequence: UInt64
    /// Why.
    public var error: GameError

    /// Creates a rejection.
    public init(sequence: UInt64, error: GameError) {
        self.sequence = sequence
        self.error = error
    }
}

/// Host -> one client: the authoritative state as that client may see it (the payload).
public struct GameState: PayloadCarrying {
    public static let messageType = "gameState"
    public static let knownFields: Set<String> = ["round", "stateSequence", "lastAppliedAction"]
    /// Which game of the lobby.
    public var round: Int
    /// Increments with every state change on the host.
    public var stateSequence: UInt64
    /// The highest action sequence of *this receiver* the host has processed (applied or rejected).
    public var lastAppliedAction: UInt64
    /// The receiver's view, encoded by the module.
    public var payload = Data()

    /// Creates a state message.
    public init(round: Int, stateSequence: UInt64, lastAppliedAction: UInt64, payload: Data) {
        self.round = round
        self.stateSequence = stateSequence
        self.lastAppliedAction = lastAppliedAction
        self.payload = payload
    }

    private enum CodingKeys: String, CodingKey { case round, stateSequence, lastAppliedAction }
}

/// Host -> clients: the game ended (the payload is the receiver's final view).
public struct GameOver: PayloadCarrying {
    public static let messageType = "gameOver"
    public static let knownFields: Set<String> = ["round", "winners", "summary"]
    /// Which game of the lobby.
    public var round: Int
    /// The winners' ids (empty for a draw or an abandoned game).
    public var winners: [UUID]
    /// A sentence for people.
    public var summary: String?
    /// The receiver's final view.
    public var payload = Data()

    /// Creates a game-over notice.
    public init(round: Int, winners: [UUID], summary: String?, payload: Data) {
        self.round = round
        self.winners = winners
        self.summary = summary
        self.payload = payload
    }

    private enum CodingKeys: String, CodingKey { case round, winners, summary }

    /// Writes the winners' ids in their lower-case wire form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(round, forKey: .round)
        try container.encodeWireIDs(winners, forKey: .winners)
        try container.encodeIfPresent(summary, forKey: .summary)
    }
}
