import Foundation
import Observation

/// A client's game driver for UI code: a main-actor, observable wrapper around a ``GameClientCore``.
///
/// SwiftUI (on Apple platforms) observes ``displayedView``, ``lastRejection`` and ``outcome``; the
/// network layer hops to the main actor and calls the `receive` methods.
@MainActor
@Observable
public final class GameClientModel<Module: GameModule> {
    /// The runtime (confirmed view, pending actions).
    public private(set) var core: GameClientCore<Module>
    /// The most recent refusal, until the next successful action or state.
    public private(set) var lastRejection: GameError?
    @ObservationIgnored private let transport: any GameClientTransport

    /// Creates a model for `player`.
    public init(player: PlayerID, round: Int = 1, transport: any GameClientTransport) {
        self.core = GameClientCore(player: player, round: round)
        self.transport = transport
    }

    /// What to show: the confirmed view plus predicted pending actions.
    public var displayedView: Module.View? { core.displayedView }
    /// Set when the host announced the end.
    public var outcome: GameOutcome? { core.outcome }
    /// Whether actions await the host (e.g. to dim the board).
    public var isAwaitingHost: Bool { !core.pending.isEmpty }

    /// Sends an action, showing its predicted effect at once when the module can predict it.
    public func send(_ action: Module.Action) throws(GameError) {
        let outgoing = try core.send(action)
        lastRejection = nil
        transport.send(outgoing)
    }

    /// Takes wire `gameState`: a whole view, or with `patch` the changes to the last one. A patch
    /// that does not apply throws ``GameError/desync`` and asks the transport for a whole view.
    public func receiveState(
        round: Int, stateSequence: UInt64, lastAppliedAction: UInt64, patch: GameViewPatch? = nil, payload: Data
    ) throws(GameError) {
        let wasAwaiting = core.isAwaitingWholeView
        do throws(GameError) {
            _ = try core.receiveState(
                round: round, stateSequence: stateSequence, lastAppliedAction: lastAppliedAction, patch: patch,
                payload: payload)
        } catch {
            if core.isAwaitingWholeView, !wasAwaiting { transport.requestWholeView() }
            throw error
        }
    }

    /// Takes wire `actionRejected`; rolls the action back and records why.
    public func receiveRejection(sequence: UInt64, error: GameError) {
        if core.receiveRejection(sequence: sequence, error: error) { lastRejection = error }
    }

    /// Takes wire `gameOver`.
    public func receiveGameOver(round: Int, winners: [PlayerID], summary: String, payload: Data) throws(GameError) {
        _ = try core.receiveGameOver(round: round, winners: winners, summary: summary, payload: payload)
    }

    /// Re-sends unacknowledged actions after a reconnect.
    public func resendPending() {
        for action in core.unacknowledged { transport.send(action) }
    }
}
