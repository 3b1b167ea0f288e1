import Foundation

/// A hosted game without its module type: what the network layer and the CLI drive.
/// ``GameHostSession`` is the implementation; ``GameDescriptor/makeHost(players:spectators:settings:seed:round:botSeed:transport:)``
/// creates one from a registry entry.
public protocol GameHostDriver: Actor {
    /// The game being hosted.
    nonisolated var gameID: GameID { get }
    /// One entry per step; finishes when the game ends.
    nonisolated var updates: AsyncStream<GameHostUpdate> { get }
    /// The outcome once the game is over.
    var outcome: GameOutcome? { get }
    /// The host's state counter.
    var stateSequence: UInt64 { get }

    /// Sends every recipient its initial view.
    func start()
    /// Goes on with a game resumed from its record: sends nothing, arms the next deadline.
    func resume()
    /// Applies an encoded action (wire `gameAction`) from a connection.
    func receiveAction(payload: Data, from sender: PlayerID, sequence: UInt64)
    /// Removes a player or spectator for good.
    func playerLeft(_ player: PlayerID)
    /// Adds a spectator; `false` when refused.
    func addSpectator(_ spectator: PlayerID) -> Bool
    /// Re-sends a recipient its current view; `false` for a stranger.
    func resync(_ recipient: PlayerID) -> Bool
    /// Lets a computer player seated in the host act once; `true` when it did.
    func playBotMove(for bot: PlayerID) -> Bool
    /// The current view of `viewer`, as plain text (a dedicated host shows the spectator view),
    /// fitted to `room` when the module fits its face (``TerminalSizedGame``).
    func renderText(for viewer: Viewer, names: PlayerNames, room: TerminalRoom?) -> String
    /// The current view of `viewer` as JSON (for `--json` logs); never the unredacted state.
    func viewJSON(for viewer: Viewer) -> Data
    /// Calls `observer` with every step's update, on the session's executor (`nil`: no longer).
    func setObserver(_ observer: (@Sendable (GameHostUpdate) -> Void)?)
    /// Ends ``updates`` early.
    func finish()
}

/// A joined game without its module type: what the network layer and the CLI drive.
/// ``GameClientStore`` is the implementation; ``GameDescriptor/makeClient(player:isSpectator:round:botSeed:transport:)``
/// creates one from a registry entry.
public protocol GameClientDriver: Actor {
    /// The game being played.
    nonisolated var gameID: GameID { get }
    /// What changed; finishes when the game ends.
    nonisolated var updates: AsyncStream<GameClientEvent> { get }
    /// Set when the host announced the end.
    var outcome: GameOutcome? { get }
    /// How many of our actions await the host.
    var pendingActionCount: Int { get }

    /// Takes wire `gameState`: a whole view, or with `patch` the changes to the last one (see
    /// ``GameClientCore/receiveState(round:stateSequence:lastAppliedAction:patch:payload:)``).
    func receiveState(
        round: Int, stateSequence: UInt64, lastAppliedAction: UInt64, patch: GameViewPatch?, payload: Data
    ) throws(GameError)
    /// Takes wire `actionRejected`.
    func receiveRejection(sequence: UInt64, error: GameError)
    /// Takes wire `gameOver`.
    func receiveGameOver(round: Int, winners: [PlayerID], summary: String, payload: Data) throws(GameError)
    /// Parses a typed-in game command and sends it.
    func perform(command line: String) throws(GameClientInputError)
    /// Re-sends unacknowledged actions after a reconnect (the host ignores duplicates).
    func resendPending()
    /// Lets the module's bot play the local seat once; `true` when it sent an action.
    func playBotMove() -> Bool
    /// The local seat's legal moves in the displayed view, as commands (``GameModule/legalMoves(in:for:)``);
    /// `.unlisted` for a spectator, before the first state, or when the module cannot list them.
    func legalMoves() -> LegalMoves
    /// The displayed view as plain text, or `nil` before the first state; fitted to `room` when the
    /// module fits its face (``TerminalSizedGame``).
    func renderText(names: PlayerNames, room: TerminalRoom?) -> String?
    /// How the finished game ended for this seat, when the module says (``TerminalResultGame``).
    func renderResult(names: PlayerNames) -> String?
    /// The displayed view as JSON (for `--json`), or `nil` before the first state.
    func displayedViewJSON() -> Data?
    /// Ends ``updates`` early.
    func finish()
}

extension GameHostDriver {
    /// The current view of `viewer` as the module's one face (``TerminalRoom/standard``).
    public func renderText(for viewer: Viewer, names: PlayerNames) -> String {
        renderText(for: viewer, names: names, room: nil)
    }
}

extension GameClientDriver {
    /// The displayed view as the module's one face (``TerminalRoom/standard``), or `nil` before
    /// the first state.
    public func renderText(names: PlayerNames) -> String? {
        renderText(names: names, room: nil)
    }

    /// Takes wire `gameState` carrying a whole view.
    public func receiveState(
        round: Int, stateSequence: UInt64, lastAppliedAction: UInt64, payload: Data
    ) throws(GameError) {
        try receiveState(
            round: round, stateSequence: stateSequence, lastAppliedAction: lastAppliedAction, patch: nil,
            payload: payload)
    }

    /// Feeds a host output addressed to this client (in-process links and tests).
    public func receive(_ output: GameHostOutput) throws(GameError) {
        switch output {
        case .state(let state):
            try receiveState(
                round: state.round, stateSequence: state.stateSequence,
                lastAppliedAction: state.lastAppliedAction, patch: state.patch, payload: state.payload)
        case .actionRejected(let rejection):
            receiveRejection(sequence: rejection.sequence, error: rejection.error)
        case .gameOver(let over):
            try receiveGameOver(round: over.round, winners: over.winners, summary: over.summary, payload: over.payload)
        }
    }
}
