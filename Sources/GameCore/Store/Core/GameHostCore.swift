import Foundation

/// The host's authoritative game runtime as a pure value: state in, outputs out, no I/O.
///
/// Recipients are the seated ``players`` (who may act) and the ``spectators`` (who only watch). Every
/// change produces a ``GameHostOutput/state(_:)`` for every recipient, each with that recipient's own
/// redacted view; a refused action produces ``GameHostOutput/actionRejected(_:)`` for the actor only.
/// Each step encodes every distinct view once: recipients whose views are equal get the same bytes.
///
/// Action sequence numbers are per sender and strictly increasing from 1. A number at or below the
/// sender's ``lastAppliedAction(of:)`` is a duplicate (e.g. resent after a reconnect) and is ignored,
/// so resending is always safe. A refused action still counts as processed.
public struct GameHostCore<Module: GameModule>: Sendable {
    /// The most spectators one game accepts.
    public static var maximumSpectators: Int { 64 }

    /// Which game of the lobby this is (1, then +1 per "play again").
    public let round: Int
    /// The authoritative state (never sent as is).
    public private(set) var state: Module.State
    /// 1 for the initial state, +1 per change.
    public internal(set) var stateSequence: UInt64 = 1
    /// Seated players still in the game, in seat order.
    public private(set) var players: [PlayerID]
    /// Watchers, in arrival order.
    public private(set) var spectators: [PlayerID]
    /// The outcome once the game is over.
    public private(set) var outcome: GameOutcome?
    /// Whether the core journals its inputs (``takeJournalSteps()``); off, nothing is kept.
    public let isJournaling: Bool
    private var lastProcessed = SenderSequences()
    /// Set while ``resume(initialDigest:steps:)`` replays the record: nobody is connected, so no
    /// step encodes views (a long game would otherwise encode every view of every step again).
    var isReplayingRecord = false
    private var journalSteps: [GameJournalStep] = []
    /// The game's public history (``GameModule/events(from:to:)``), sent whole on every catch-up.
    public private(set) var eventHistory = GameEventHistory()

    /// Starts a game: validates seating (count, duplicates) and builds the initial state. Spectators
    /// are dropped when the game has none, and beyond ``maximumSpectators``. With `journaling`, every
    /// input that changes the state is kept for ``takeJournalSteps()`` (SPEC §13's record).
    public init(
        players: [PlayerID], spectators: [PlayerID] = [], settings: Module.Settings, seed: UInt64, round: Int = 1,
        journaling: Bool = false
    ) throws(GameSetupError) {
        try Module.validateSeating(players)
        let seated = Set(players)
        var watchers: [PlayerID] = []
        for spectator in spectators {
            guard !seated.contains(spectator), !watchers.contains(spectator) else {
                throw .duplicatePlayer(spectator)
            }
            watchers.append(spectator)
        }
        self.round = round
        self.isJournaling = journaling
        self.players = players
        self.spectators = Module.policy.supportsSpectators ? Array(watchers.prefix(Self.maximumSpectators)) : []
        self.state = try Module.initialState(players: players, settings: settings, seed: seed)
        self.outcome = Module.outcome(of: state)
    }

    /// Everyone who receives views: players, then spectators.
    public var recipients: [PlayerID] { players + spectators }

    /// Whether the game has ended.
    public var isOver: Bool { outcome != nil }

    /// The seated players the game waits for, in seat order (none once it is over), or `nil` when
    /// the module does not say (``GameModule/playersToAct(in:)``). Sent with every state.
    public var playersToAct: [PlayerID]? {
        guard !isOver else { return Module.playersToAct(in: state) == nil ? nil : [] }
        return Module.playersToAct(in: state, seatOrder: players)
    }

    /// The highest action sequence of `sender` processed so far (0 before the first).
    public func lastAppliedAction(of sender: PlayerID) -> UInt64 { lastProcessed[sender] }

    /// How `recipient` sees the game, or `nil` for someone who is neither player nor spectator.
    public func viewer(for recipient: PlayerID) -> Viewer? {
        if players.contains(recipient) { return .player(recipient) }
        if spectators.contains(recipient) { return .spectator }
        return nil
    }

    /// The redacted view for `recipient`, or `nil` for a stranger.
    public func view(for recipient: PlayerID) -> Module.View? {
        viewer(for: recipient).map { Module.view(of: state, for: $0) }
    }

    /// The current state message for `recipient` — for start, resume after reconnect, and resync.
    public func stateOutput(for recipient: PlayerID) -> GameHostOutput? {
        guard let view = view(for: recipient) else { return nil }
        return stateOutput(
            for: recipient, payload: GamePayloadCodec.encode(view), playersToAct: playersToAct,
            events: eventHistory.lines)
    }

    /// Everything a recipient needs to catch up: its state, plus the game-over notice if it has ended.
    public func catchUpOutputs(for recipient: PlayerID) -> [GameHostOutput] {
        guard let view = view(for: recipient) else { return [] }
        return catchUpOutputs(for: [EncodedView(recipient: recipient, payload: GamePayloadCodec.encode(view))])
    }

    /// The messages that open the game: every recipient's catch-up outputs.
    public func startOutputs() -> [GameHostOutput] {
        catchUpOutputs(for: encodedViews())
    }

    /// Decodes an untrusted action payload and applies it (see ``apply(_:from:sequence:)``).
    /// Oversized or malformed bytes are refused with ``GameError/corruptedPayload``.
    public mutating func receiveAction(payload: Data, from sender: PlayerID, sequence: UInt64) -> [GameHostOutput] {
        switch admit(sender: sender, sequence: sequence) {
        case .duplicate: return []
        case .refused(let refusal): return [refusal]
        case .accepted: break
        }
        do throws(GameError) {
            let action = try GamePayloadCodec.decode(
                Module.Action.self, from: payload, maximumBytes: GamePayloadCodec.maximumActionBytes)
            return reduce(action, payload: payload, from: sender, sequence: sequence)
        } catch {
            return [reject(sender, sequence, error)]
        }
    }

    /// Applies `action` from `sender` with the sender's `sequence` number.
    ///
    /// Returns nothing for a duplicate; a rejection for a refused action; otherwise a state output for
    /// every recipient, followed by game-over outputs if this action ended the game.
    public mutating func apply(_ action: Module.Action, from sender: PlayerID, sequence: UInt64) -> [GameHostOutput] {
        switch admit(sender: sender, sequence: sequence) {
        case .duplicate: return []
        case .refused(let refusal): return [refusal]
        case .accepted: return reduce(action, payload: nil, from: sender, sequence: sequence)
        }
    }

    /// Removes `player` for good (left, kicked, or timed out). A player is handed to the module
    /// (which may end the game); a spectator simply stops receiving views.
    public mutating func playerLeft(_ player: PlayerID) -> [GameHostOutput] {
        if let index = spectators.firstIndex(of: player) {
            spectators.remove(at: index)
            return []
        }
        guard let index = players.firstIndex(of: player) else { return [] }
        players.remove(at: index)
        guard !isOver else { return [] }
        let newState = Module.playerLeft(state, player: player)
        journal(.playerLeft(player), newState, commits: true)
        return commit(newState)
    }

    /// Adds a watcher and returns their catch-up outputs; empty when the game has no spectators, the
    /// gallery is full, or they are already a recipient.
    public mutating func addSpectator(_ spectator: PlayerID) -> [GameHostOutput] {
        guard Module.policy.supportsSpectators, spectators.count < Self.maximumSpectators,
            viewer(for: spectator) == nil
        else { return [] }
        spectators.append(spectator)
        return catchUpOutputs(for: spectator)
    }

    /// When the game next needs ``advanceTime(to:)``, or `nil` (no timer, or the game is over).
    public var nextDeadline: GameInstant? { isOver ? nil : Module.nextDeadline(of: state) }

    /// Tells the game the time (``GameModule/advance(_:to:)``). When a deadline has passed and the
    /// state changed, commits it and returns every recipient's new view (and game over if it ended);
    /// otherwise only the clock moved and nothing is sent. Call it before each action with the same
    /// clock, never going back in time.
    public mutating func advanceTime(to now: GameInstant) -> [GameHostOutput] {
        guard !isOver else { return [] }
        let isDue = Module.nextDeadline(of: state).map { $0 <= now } ?? false
        let advanced = Module.advance(state, to: now)
        guard advanced != state else { return [] }
        journal(.time(now), advanced, commits: isDue)
        if isDue { return commit(advanced) }
        state = advanced
        return []
    }

    // MARK: - Steps

    private enum Admission {
        case duplicate
        case refused(GameHostOutput)
        case accepted
    }

    /// Sequence bookkeeping shared by both entry points; records the sequence as processed.
    private mutating func admit(sender: PlayerID, sequence: UInt64) -> Admission {
        guard viewer(for: sender) != nil else {
            // A stranger gets a refusal but no bookkeeping, so strangers cannot grow our tables.
            return .refused(reject(sender, sequence, .notAPlayer))
        }
        guard sequence > lastAppliedAction(of: sender) else { return .duplicate }
        lastProcessed[sender] = sequence
        if isOver { return .refused(reject(sender, sequence, .gameNotRunning)) }
        if !players.contains(sender) { return .refused(reject(sender, sequence, .notAPlayer)) }
        return .accepted
    }

    /// `payload`: the action's bytes as they arrived (`nil`: encoded here when journaling).
    private mutating func reduce(
        _ action: Module.Action, payload: Data?, from sender: PlayerID, sequence: UInt64
    ) -> [GameHostOutput] {
        do throws(GameError) {
            let newState = try Module.reduce(state, action, by: sender)
            if isJournaling {
                journal(
                    .action(player: sender, payload: payload ?? GamePayloadCodec.encode(action)), newState, commits: true,
                    sequence: sequence)
            }
            return commit(newState)
        } catch {
            return [reject(sender, sequence, error)]
        }
    }

    private mutating func commit(_ newState: Module.State) -> [GameHostOutput] {
        let previous = state
        state = newState
        stateSequence += 1
        let finished = Module.outcome(of: state)
        if let finished { outcome = finished }
        // Kept while a record is replayed too, so a resumed game still has its history.
        let events = eventHistory.append(Module.events(from: previous, to: newState), step: stateSequence)
        guard !isReplayingRecord else { return [] }
        let views = encodedViews()
        var outputs: [GameHostOutput] = []
        outputs.reserveCapacity(finished == nil ? views.count : 2 * views.count)
        let toAct = playersToAct
        for view in views {
            outputs.append(stateOutput(for: view.recipient, payload: view.payload, playersToAct: toAct, events: events))
        }
        if let finished {
            for view in views {
                outputs.append(gameOverOutput(for: view.recipient, outcome: finished, payload: view.payload))
            }
        }
        return outputs
    }

    /// The inputs journaled since the last call, oldest first (none unless ``isJournaling``).
    public mutating func takeJournalSteps() -> [GameJournalStep] {
        defer { journalSteps.removeAll(keepingCapacity: true) }
        return journalSteps
    }

    /// `commits`: the step is sent (``stateSequence`` moves on), rather than a silent time step.
    private mutating func journal(
        _ entry: GameJournalEntry, _ newState: Module.State, commits: Bool, sequence: UInt64? = nil
    ) {
        guard isJournaling, !isReplayingRecord else { return }
        journalSteps.append(GameJournalStep(
            entry: entry, digestOf: newState, sequence: sequence,
            stateSequence: commits ? stateSequence + 1 : stateSequence))
    }

    private func reject(_ sender: PlayerID, _ sequence: UInt64, _ error: GameError) -> GameHostOutput {
        .actionRejected(ActionRejectedOutput(recipient: sender, sequence: sequence, error: error))
    }
}
