import Foundation

/// An action ready for the wire (`gameAction`): its sequence number and encoded payload.
public struct OutgoingGameAction: Hashable, Sendable {
    /// Strictly increasing per client, from 1.
    public var sequence: UInt64
    /// The encoded action.
    public var payload: Data

    /// Creates an outgoing action.
    public init(sequence: UInt64, payload: Data) {
        self.sequence = sequence
        self.payload = payload
    }
}

/// An action sent but not yet acknowledged by the host.
public struct PendingGameAction<Action: Sendable & Equatable>: Sendable, Equatable {
    /// Its sequence number.
    public var sequence: UInt64
    /// The action.
    public var action: Action
    /// The bytes sent, kept so that a resend is byte-identical.
    public var payload: Data
}

/// What a client did with an incoming host message.
public enum GameClientReceipt: Hashable, Sendable {
    /// Taken as the new confirmed state.
    case applied
    /// Older than what the client already has; ignored.
    case stale
    /// For another round (a previous game of the lobby); ignored.
    case otherRound
}

/// A client's game runtime as a pure value: the last confirmed host view plus its own pending actions.
///
/// ``displayedView`` is the confirmed view with the pending actions replayed on top through the
/// module's prediction, stopping at the first action the module cannot predict (later predictions
/// would build on a guess). Each host state *rebases*: it becomes the confirmed view, acknowledged
/// pending actions (sequence <= `lastAppliedAction`) are dropped, and the rest are replayed again.
public struct GameClientCore<Module: GameModule>: Sendable {
    /// The most actions that may await confirmation; more means the host is not answering.
    public static var maximumPending: Int { 64 }

    /// The local player (or spectator) id.
    public let player: PlayerID
    /// Which game of the lobby this runtime follows.
    public let round: Int
    /// The last view the host sent.
    public private(set) var confirmedView: Module.View?
    /// The bytes of ``confirmedView`` as the host sent them: the base of the next patch.
    public private(set) var confirmedPayload: Data?
    /// Set when a patch could not be applied: later patches are refused until a whole view comes.
    public private(set) var isAwaitingWholeView = false
    /// The host's state counter of ``confirmedView`` (0 before the first state).
    public private(set) var confirmedStateSequence: UInt64 = 0
    /// The highest of our action sequences the host has processed.
    public private(set) var lastAppliedAction: UInt64 = 0
    /// Sent, not yet acknowledged, in sequence order.
    public private(set) var pending: [PendingGameAction<Module.Action>] = []
    /// What to show: confirmed view plus predicted pending actions.
    public private(set) var displayedView: Module.View?
    /// The sequence number the next ``send(_:)`` will use.
    public private(set) var nextSequence: UInt64 = 1
    /// Set when the host announced the end of the game.
    public private(set) var outcome: GameOutcome?

    /// Creates an empty runtime; it shows nothing until the first host state arrives.
    public init(player: PlayerID, round: Int = 1) {
        self.player = player
        self.round = round
    }

    /// Prepares `action` for sending: assigns the next sequence number, keeps it pending, and shows its
    /// predicted effect when the module can predict it. Throws ``GameError/gameNotRunning`` before the
    /// first state or after the game ended, ``GameError/desync`` when too many actions are unanswered.
    public mutating func send(_ action: Module.Action) throws(GameError) -> OutgoingGameAction {
        guard confirmedView != nil, outcome == nil else { throw .gameNotRunning }
        // A hostile host can push `nextSequence` to the top through `lastAppliedAction`; never wrap.
        guard pending.count < Self.maximumPending, nextSequence < .max else { throw .desync }
        let outgoing = OutgoingGameAction(sequence: nextSequence, payload: GamePayloadCodec.encode(action))
        nextSequence += 1
        pending.append(PendingGameAction(sequence: outgoing.sequence, action: action, payload: outgoing.payload))
        replayPending()
        return outgoing
    }

    /// Every unacknowledged action, to resend after a reconnect (the host ignores duplicates).
    public var unacknowledged: [OutgoingGameAction] {
        pending.map { OutgoingGameAction(sequence: $0.sequence, payload: $0.payload) }
    }

    /// Takes an encoded whole host state (wire `gameState` without `base`).
    public mutating func receiveState(
        round: Int, stateSequence: UInt64, lastAppliedAction: UInt64, payload: Data
    ) throws(GameError) -> GameClientReceipt {
        try receiveState(
            round: round, stateSequence: stateSequence, lastAppliedAction: lastAppliedAction, patch: nil,
            payload: payload)
    }

    /// Takes an encoded host state (wire `gameState`): a whole view, or with `patch` the changes to
    /// ``confirmedPayload``. Malformed whole bytes throw ``GameError/corruptedPayload``; a patch
    /// that does not apply (another base, edits that do not fit, a result that does not decode)
    /// throws ``GameError/desync`` and sets ``isAwaitingWholeView``. Either way nothing else changes.
    public mutating func receiveState(
        round: Int, stateSequence: UInt64, lastAppliedAction: UInt64, patch: GameViewPatch?, payload: Data
    ) throws(GameError) -> GameClientReceipt {
        guard round == self.round else { return .otherRound }
        guard stateSequence >= confirmedStateSequence else { return .stale }
        guard let patch else {
            let view = try GamePayloadCodec.decode(
                Module.View.self, from: payload, maximumBytes: GamePayloadCodec.maximumViewBytes)
            isAwaitingWholeView = false
            return confirm(view, payload: payload, stateSequence: stateSequence, lastAppliedAction: lastAppliedAction)
        }
        do throws(GameError) {
            // A patch builds on the exact bytes of the previous state; without them, only a whole view helps.
            guard !isAwaitingWholeView, patch.base == confirmedStateSequence, let base = confirmedPayload else {
                throw .desync
            }
            let whole = try patch.apply(to: base, payload: payload)
            let view = try GamePayloadCodec.decode(
                Module.View.self, from: whole, maximumBytes: GamePayloadCodec.maximumViewBytes)
            return confirm(view, payload: whole, stateSequence: stateSequence, lastAppliedAction: lastAppliedAction)
        } catch {
            isAwaitingWholeView = true
            throw .desync
        }
    }

    /// Takes a decoded host state and rebases the pending actions on it. Its bytes are unknown, so
    /// a patch can only follow a state received as bytes.
    public mutating func receiveState(
        round: Int, stateSequence: UInt64, lastAppliedAction: UInt64, view: Module.View
    ) -> GameClientReceipt {
        guard round == self.round else { return .otherRound }
        guard stateSequence >= confirmedStateSequence else { return .stale }
        return confirm(view, payload: nil, stateSequence: stateSequence, lastAppliedAction: lastAppliedAction)
    }

    private mutating func confirm(
        _ view: Module.View, payload: Data?, stateSequence: UInt64, lastAppliedAction: UInt64
    ) -> GameClientReceipt {
        confirmedView = view
        confirmedPayload = payload
        confirmedStateSequence = stateSequence
        acknowledge(upTo: lastAppliedAction)
        replayPending()
        return .applied
    }

    /// Takes a refusal (wire `actionRejected`): drops that action and recomputes the display, which
    /// rolls back its predicted effect. Returns whether the action was pending.
    @discardableResult
    public mutating func receiveRejection(sequence: UInt64, error: GameError) -> Bool {
        guard let index = pending.firstIndex(where: { $0.sequence == sequence }) else { return false }
        pending.remove(at: index)
        lastAppliedAction = max(lastAppliedAction, sequence)
        replayPending()
        return true
    }

    /// Takes the end of the game (wire `gameOver`): the final view becomes confirmed and nothing is
    /// pending any more.
    public mutating func receiveGameOver(
        round: Int, winners: [PlayerID], summary: String, payload: Data
    ) throws(GameError) -> GameClientReceipt {
        guard round == self.round else { return .otherRound }
        let view = try GamePayloadCodec.decode(
            Module.View.self, from: payload, maximumBytes: GamePayloadCodec.maximumViewBytes)
        confirmedView = view
        confirmedPayload = payload
        isAwaitingWholeView = false
        outcome = GameOutcome(winners: winners, summary: summary)
        pending.removeAll()
        displayedView = view
        return .applied
    }

    private mutating func acknowledge(upTo acknowledged: UInt64) {
        lastAppliedAction = max(lastAppliedAction, acknowledged)
        // Pending actions are kept in sequence order: the acknowledged ones are a prefix. An index
        // loop, not `prefix(while:)` and `removeFirst(_:)`: this code runs unspecialized (the
        // module is generic), where those cost ~5,000 instructions for one action (cost guard).
        var acknowledgedCount = 0
        while acknowledgedCount < pending.count, pending[acknowledgedCount].sequence <= lastAppliedAction {
            acknowledgedCount += 1
        }
        if acknowledgedCount == pending.count {
            if acknowledgedCount > 0 { pending = [] }
        } else if acknowledgedCount > 0 {
            pending.removeSubrange(0..<acknowledgedCount)
        }
        // A client restarted with a fresh runtime must not reuse numbers the host already processed.
        if lastAppliedAction >= nextSequence { nextSequence = lastAppliedAction == .max ? .max : lastAppliedAction + 1 }
    }

    private mutating func replayPending() {
        // Nothing pending (each state that answers the last action): nothing to predict.
        guard !pending.isEmpty else {
            displayedView = confirmedView
            return
        }
        var view = confirmedView
        for entry in pending {
            guard let current = view, Module.isPredictable(entry.action),
                let predicted = Module.predict(current, entry.action, by: player)
            else { break }
            view = predicted
        }
        displayedView = view
    }
}
