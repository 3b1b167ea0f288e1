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
///
/// With ``patch`` (fields `base` and `edits`) the payload holds only the bytes that changed since
/// the receiver's state `base`; see ``GameViewPatch`` and Docs/Protocol.md "View patches".
/// ``playersToAct`` (field `toAct`) says whom the game waits for (Docs/Protocol.md "Who acts").
public struct GameState: PayloadCarrying {
    public static let messageType = "gameState"
    public static let knownFields: Set<String> = [
        "round", "stateSequence", "lastAppliedAction", "base", "edits", Self.playersToActField, "events",
    ]
    /// Which game of the lobby.
    public var round: Int
    /// Increments with every state change on the host.
    public var stateSequence: UInt64
    /// The highest action sequence of *this receiver* the host has processed (applied or rejected).
    public var lastAppliedAction: UInt64
    /// `nil`: the payload is the whole view; otherwise how the payload changes the previous one.
    public var patch: GameViewPatch?
    /// The players the game waits for, in seat order (field `toAct`); `nil` when the host does not
    /// say (an older host, or a module that does not tell).
    public var playersToAct: [UUID]?
    /// Public event lines (field `events`, Docs/Protocol.md "Event lines"): the step's, or the
    /// history on a catch-up; empty when none (the field is then left out).
    public var events: [GameEventLine] = []
    /// The receiver's view, encoded by the module (or the patch's inserted bytes).
    public var payload = Data()

    /// Creates a state message.
    public init(
        round: Int, stateSequence: UInt64, lastAppliedAction: UInt64, patch: GameViewPatch? = nil,
        playersToAct: [UUID]? = nil, events: [GameEventLine] = [], payload: Data
    ) {
        self.events = events
        self.round = round
        self.stateSequence = stateSequence
        self.lastAppliedAction = lastAppliedAction
        self.patch = patch
        self.playersToAct = playersToAct
        self.payload = payload
    }

    enum CodingKeys: String, CodingKey { case round, stateSequence, lastAppliedAction, base, edits, toAct, events }

    /// Reads the fields; `base` and `edits` come together or not at all, and `edits` is bounded
    /// (``GameViewPatch/init(base:flatEdits:maximumValue:)``) before it is read.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        round = try container.decode(Int.self, forKey: .round)
        stateSequence = try container.decode(UInt64.self, forKey: .stateSequence)
        lastAppliedAction = try container.decode(UInt64.self, forKey: .lastAppliedAction)
        playersToAct = try Self.decodePlayersToAct(from: container)
        events = try GameEventLinesWire.decode(container, .events)
        let base = try container.decodeIfPresent(UInt64.self, forKey: .base)
        guard container.contains(.edits) else {
            guard base == nil else {
                throw DecodingError.keyNotFound(CodingKeys.edits, .init(codingPath: [], debugDescription: "base without edits"))
            }
            return
        }
        var list = try container.nestedUnkeyedContainer(forKey: .edits)
        guard let base, let count = list.count, count <= 3 * GameViewPatch.maximumEdits else {
            throw DecodingError.dataCorruptedError(forKey: .edits, in: container, debugDescription: "edits without base, or too many")
        }
        var numbers: [UInt64] = []
        numbers.reserveCapacity(count)
        while !list.isAtEnd { numbers.append(try list.decode(UInt64.self)) }
        guard let patch = GameViewPatch(base: base, flatEdits: numbers) else {
            throw DecodingError.dataCorruptedError(forKey: .edits, in: container, debugDescription: "invalid edits")
        }
        self.patch = patch
    }

    /// Writes the fields (`base` and `edits` only for a patch, `toAct` only when known).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(round, forKey: .round)
        try container.encode(stateSequence, forKey: .stateSequence)
        try container.encode(lastAppliedAction, forKey: .lastAppliedAction)
        if let patch {
            try container.encode(patch.base, forKey: .base)
            try container.encode(patch.flatEdits, forKey: .edits)
        }
        try Self.encode(playersToAct, into: &container)
        try GameEventLinesWire.encode(events, into: &container, forKey: .events)
    }
}

/// Host -> clients: the game ended (the payload is the receiver's final view).
public struct GameOver: PayloadCarrying {
    public static let messageType = "gameOver"
    public static let knownFields: Set<String> = ["round", "winners", "summary", "result"]
    /// Which game of the lobby.
    public var round: Int
    /// The winners' ids (empty for a draw or an abandoned game).
    public var winners: [UUID]
    /// A sentence for people.
    public var summary: String?
    /// The receiver's own line, worded by the module from its final view as lanjoin words it ("Ari
    /// won — you came 2nd with 3 cards left."), for a client without the module (a browser, the
    /// host-rendered face); absent for a spectator, a game without one, or a client with the module.
    public var result: String?
    /// The receiver's final view.
    public var payload = Data()

    /// Creates a game-over notice.
    public init(round: Int, winners: [UUID], summary: String?, payload: Data, result: String? = nil) {
        self.round = round
        self.winners = winners
        self.summary = summary
        self.payload = payload
        self.result = result
    }

    private enum CodingKeys: String, CodingKey { case round, winners, summary, result }

    /// Writes the winners' ids in their lower-case wire form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(round, forKey: .round)
        try container.encodeWireIDs(winners, forKey: .winners)
        try container.encodeIfPresent(summary, forKey: .summary)
        try container.encodeIfPresent(result, forKey: .result)
    }
}
