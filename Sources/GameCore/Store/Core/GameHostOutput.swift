import Foundation

/// Something the host must send to one recipient. Each case maps one-to-one onto a wire message
/// (`gameState`, `actionRejected`, `gameOver`); payloads are already-encoded JSON bytes.
public enum GameHostOutput: Hashable, Sendable {
    /// The recipient's current view.
    case state(GameStateOutput)
    /// The recipient's action was refused.
    case actionRejected(ActionRejectedOutput)
    /// The game ended; the recipient's final view.
    case gameOver(GameOverOutput)

    /// Who receives it.
    public var recipient: PlayerID {
        switch self {
        case .state(let output): output.recipient
        case .actionRejected(let output): output.recipient
        case .gameOver(let output): output.recipient
        }
    }
}

/// A view for one recipient (wire: `gameState`).
public struct GameStateOutput: Hashable, Sendable {
    /// Who receives it.
    public var recipient: PlayerID
    /// Which game of the lobby.
    public var round: Int
    /// The host's state counter (1 for the initial state, +1 per change).
    public var stateSequence: UInt64
    /// The highest action sequence of this recipient the host has processed (applied or rejected).
    public var lastAppliedAction: UInt64
    /// The recipient's encoded view, or with ``patch`` the bytes the patch inserts.
    public var payload: Data
    /// `nil` for a whole view (what ``GameHostCore`` produces); set by a ``GameViewPatcher`` when
    /// ``payload`` only holds the changes to the recipient's previous view.
    public var patch: GameViewPatch?
    /// The players the game waits for, in seat order (``GameModule/playersToAct(in:)``; wire
    /// `toAct`), or `nil` when the module does not say. The same for every recipient of a step.
    public var playersToAct: [PlayerID]?
    /// Public event lines (``GameModule/events(from:to:)``; wire `events`): the lines this step
    /// added, or on a catch-up (start, resume, a new spectator) the history the host keeps. The same
    /// for every recipient; receivers skip lines at or below the last step they showed.
    public var events: [GameEventLine]

    /// Creates a state output.
    public init(
        recipient: PlayerID, round: Int, stateSequence: UInt64, lastAppliedAction: UInt64, payload: Data,
        patch: GameViewPatch? = nil, playersToAct: [PlayerID]? = nil, events: [GameEventLine] = []
    ) {
        self.events = events
        self.recipient = recipient
        self.round = round
        self.stateSequence = stateSequence
        self.lastAppliedAction = lastAppliedAction
        self.payload = payload
        self.patch = patch
        self.playersToAct = playersToAct
    }
}

/// A refusal for the acting recipient (wire: `actionRejected`).
public struct ActionRejectedOutput: Hashable, Sendable {
    /// Who acted.
    public var recipient: PlayerID
    /// The refused action's sequence number.
    public var sequence: UInt64
    /// Why.
    public var error: GameError

    /// Creates a rejection output.
    public init(recipient: PlayerID, sequence: UInt64, error: GameError) {
        self.recipient = recipient
        self.sequence = sequence
        self.error = error
    }
}

/// The end of the game for one recipient (wire: `gameOver`).
public struct GameOverOutput: Hashable, Sendable {
    /// Who receives it.
    public var recipient: PlayerID
    /// Which game of the lobby.
    public var round: Int
    /// The winners.
    public var winners: [PlayerID]
    /// A sentence for people.
    public var summary: String
    /// The recipient's encoded final view.
    public var payload: Data

    /// Creates a game-over output.
    public init(recipient: PlayerID, round: Int, winners: [PlayerID], summary: String, payload: Data) {
        self.recipient = recipient
        self.round = round
        self.winners = winners
        self.summary = summary
        self.payload = payload
    }
}
