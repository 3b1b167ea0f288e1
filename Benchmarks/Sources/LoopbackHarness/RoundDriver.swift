import Connectivity
import GameCore
import NIOConcurrencyHelpers

/// Plays one round of a benchmark client from the store's observer (``GameClientStore/setObserver(_:)``):
/// every event is recorded and answered synchronously, on the store's executor — the lobby
/// client's event loop — so no task wakes between a state arriving and the next action leaving.
final class RoundDriver<Player: BenchPlayer>: Sendable {
    typealias Store = GameClientStore<Player.Module>
    /// Whether every phase is over (rather than the game), and the figures.
    typealias Outcome = (finished: Bool, recorder: RoundTripRecorder)

    private struct Round {
        var recorder: RoundTripRecorder
        var confirmed: UInt64 = 0
        var wire: WireState.Counters
        var wirePhase: Int?
        /// Inside `act`: the events our own sends cause are recorded but not answered.
        var acting = false
        var completion: CheckedContinuation<Outcome, Never>?
        var outcome: Outcome?
    }

    private let round: NIOLockedValueBox<Round>
    private let lobby: LobbyClient

    init(recorder: RoundTripRecorder, lobby: LobbyClient, wire: WireState.Counters) {
        round = NIOLockedValueBox(Round(recorder: recorder, wire: wire))
        self.lobby = lobby
    }

    /// Plays until every phase is over, the game ends, or an answer is lost for good.
    static func play(_ store: Store, lobby: LobbyClient, recorder: RoundTripRecorder) async -> Outcome {
        let driver = RoundDriver(recorder: recorder, lobby: lobby, wire: await lobby.wireCounters ?? WireState.Counters())
        let giveUpAt = recorder.end + lateAnswerLimit
        let watchdog = Task {
            let now = Nanos.now()
            if giveUpAt > now {
                guard (try? await Task.sleep(for: .nanoseconds(Int64(giveUpAt - now)))) != nil else { return }
            }
            await driver.complete(store, finished: true)
        }
        defer { watchdog.cancel() }
        return await withCheckedContinuation { continuation in
            let early: Outcome? = driver.round.withLockedValue { round in
                if let outcome = round.outcome { return outcome }
                round.completion = continuation
                return nil
            }
            if let early {
                continuation.resume(returning: early)
            } else {
                Task { await driver.attach(to: store) }
            }
        }
    }

    /// Starts observing and acts once: the first state may have arrived before the observer was set.
    private func attach(to store: isolated Store) {
        store.setObserver { [self] store, event in handle(event, store: store) }
        handle(nil, store: store)
    }

    private func handle(_ event: GameClientEvent?, store: isolated Store) {
        let now = Nanos.now()
        // `nil`: nothing to do; otherwise whether a measured phase began (the wire counters are read).
        let phaseChanged: Bool? = round.withLockedValue { round in
            guard round.outcome == nil else { return nil }
            switch event {
            case .viewChanged(let stateSequence, _)?:
                if stateSequence > round.confirmed {
                    round.recorder.recordStates(Int(stateSequence - round.confirmed), at: now)
                    round.confirmed = stateSequence
                }
            case .actionRejected(let sequence, _)?:
                round.recorder.recordRejection(sequence: sequence, at: now)
            case .gameOver?:
                round.recorder.recordGameOver(at: now)
                return nil
            case nil:
                break
            }
            guard !round.acting else { return nil }
            round.acting = true
            return round.recorder.measuredPhase(at: now) != round.wirePhase
        }
        if case .gameOver? = event { return complete(store, finished: false) }
        guard let phaseChanged else { return }
        let pending = store.pendingActionCount
        let counters = phaseChanged ? lobby.assumeIsolated { $0.wireCounters } : nil
        let (next, inFlight, done) = round.withLockedValue { round in
            let recorder = round.recorder
            round.recorder.recordAcknowledged(upTo: recorder.sent - min(recorder.sent, UInt64(pending)), at: now)
            // Average inbound frame over each measured phase, from the connection's own counters.
            let phase = round.recorder.measuredPhase(at: now)
            if phase != round.wirePhase, let counters {
                if let wirePhase = round.wirePhase {
                    round.recorder.recordInboundFrames(
                        bytes: counters.bytesIn - round.wire.bytesIn,
                        frames: counters.messagesIn - round.wire.messagesIn, phase: wirePhase)
                }
                (round.wire, round.wirePhase) = (counters, phase)
            }
            let window = round.recorder.window(at: Nanos.now())
            let done = window == 0 && (round.recorder.inFlight == 0 || now > round.recorder.end + Self.lateAnswerLimit)
            return (window, round.recorder.inFlight, done)
        }
        if done {
            round.withLockedValue { $0.acting = false }
            return complete(store, finished: true)
        }
        _ = Player.act(store: store, window: next, inFlight: inFlight) { time in
            round.withLockedValue { $0.recorder.recordSend(at: time) }
        }
        round.withLockedValue { $0.acting = false }
    }

    /// Ends the round once: stops observing and hands the figures back.
    func complete(_ store: isolated Store, finished: Bool) {
        store.setObserver(nil)
        let completion: (CheckedContinuation<Outcome, Never>, Outcome)? = round.withLockedValue { round in
            guard round.outcome == nil else { return nil }
            let outcome = (finished, round.recorder)
            round.outcome = outcome
            defer { round.completion = nil }
            return round.completion.map { ($0, outcome) }
        }
        if let (continuation, outcome) = completion { continuation.resume(returning: outcome) }
    }

    /// How long after the last phase an answer may still come.
    static var lateAnswerLimit: UInt64 { 2_000_000_000 }
}
