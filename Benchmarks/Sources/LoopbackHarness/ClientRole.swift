import BenchmarkSupport
import Connectivity
import Foundation
import GameCore

/// A client process: `count` lobby clients that join, get ready, play `Player.Module` through
/// ``GameClientStore`` for the planned phases, then leave; prints one merged report per phase.
struct ClientRole<Player: BenchPlayer> {
    var port: Int
    var count: Int
    var firstIndex: Int
    var plans: [PhasePlan]
    var timings: SessionTimings
    /// Client `i` joins `i * joinStagger` after the process starts.
    var joinStagger: Duration
    /// Seconds to wait for the first game state.
    var startLimit: Double

    func run() async {
        StandardInput.exitWhenClosed()
        let results = await withTaskGroup(of: [PhaseReport].self) { group in
            for index in firstIndex..<(firstIndex + count) {
                group.addTask {
                    try? await Task.sleep(for: joinStagger * (index - 1))
                    return await BenchClient<Player>(
                        index: index, port: port, plans: plans, timings: timings, startLimit: startLimit
                    ).run()
                }
            }
            var merged: [PhaseReport]?
            for await reports in group {
                guard var total = merged else {
                    merged = reports
                    continue
                }
                for (phase, report) in reports.enumerated() where phase < total.count { total[phase].merge(report) }
                merged = total
            }
            return merged ?? []
        }
        HarnessLine.clients(results).emit()
    }
}

/// One benchmark client, from join to leave.
///
/// Wired the way an app with the lowest latency would be: the lobby client makes each round's
/// ``GameClientStore`` itself (``LobbyClient/setGameFactory(_:)``) and feeds it host states with no
/// task in between; the store sends actions straight to the socket (``LobbyClient/gameTransport``);
/// this loop reads the store's `updates`, as a UI would, and acts.
struct BenchClient<Player: BenchPlayer> {
    typealias Store = GameClientStore<Player.Module>

    var index: Int
    var port: Int
    var plans: [PhasePlan]
    var timings: SessionTimings
    var startLimit: Double

    func run() async -> [PhaseReport] {
        let profile = PlayerProfile(id: Identities.player(index), username: "Bench \(index)")
        let lobby = LobbyClient(
            host: "127.0.0.1", port: port,
            configuration: LobbyClientConfiguration(
                profile: profile, appVersion: "bench", games: [Player.Module.versionInfo], timings: timings))
        let (stores, storeSink) = AsyncStream.makeStream(of: Store.self)
        let botSeed = UInt64(index)
        await lobby.setGameFactory { round, transport in
            let store = Store(player: profile.id, round: round, botSeed: botSeed, transport: transport)
            storeSink.yield(store)
            return store
        }
        let lobbyFigures = Task {
            var (losses, updates) = (0, 0)
            for await event in lobby.events {
                if case .joined = event { try? await lobby.setReady(true) }
                if case .resumed = event { try? await lobby.setReady(true) }
                if case .hostUnreachable = event { losses += 1 }
                if case .lobbyUpdated = event { updates += 1 }
            }
            return (losses: losses, updates: updates)
        }
        await lobby.start()
        // Nobody started a game in time: stop waiting for a store.
        let giveUp = Task {
            guard (try? await Task.sleep(for: .seconds(startLimit))) != nil else { return }
            storeSink.finish()
        }

        var recorder: RoundTripRecorder?
        var storeIterator = stores.makeAsyncIterator()
        var finished = false
        while !finished, let store = await storeIterator.next() {
            giveUp.cancel()
            if recorder == nil {
                recorder = RoundTripRecorder(plans: plans, start: Nanos.now())
            } else {
                recorder?.newRound()
            }
            let round = await play(store, lobby: lobby, recorder: recorder!)
            (finished, recorder) = (round.finished, round.recorder)
        }
        storeSink.finish()
        await lobby.leave()
        var reports = recorder?.reports ?? RoundTripRecorder(plans: plans, start: 0).reports
        if !reports.isEmpty {
            let figures = await lobbyFigures.value
            reports[0].connectionLosses = figures.losses
            reports[0].lobbyUpdates = figures.updates
            reports[0].clientsNeverStarted = recorder == nil ? 1 : 0
        }
        return reports
    }

    /// Plays one round; `true` when every phase is over (rather than the game).
    ///
    /// Runs isolated to the store, hence on the lobby client's event loop (the store shares it):
    /// reading an update and sending the next action wake no other thread.
    private func play(
        _ store: isolated Store, lobby: LobbyClient, recorder: sending RoundTripRecorder
    ) async -> sending (finished: Bool, recorder: RoundTripRecorder) {
        var recorder = recorder
        // An answer lost for good must not hang the client: end the store's updates late.
        let end = recorder.end
        let watchdog = Task {
            let now = Nanos.now()
            let deadline = end + Self.lateAnswerLimit
            if deadline > now {
                guard (try? await Task.sleep(for: .nanoseconds(Int64(deadline - now)))) != nil else { return }
            }
            store.finish()
        }
        defer { watchdog.cancel() }
        var confirmed: UInt64 = 0
        var wire = await lobby.wireCounters ?? WireState.Counters()
        var wirePhase: Int?
        for await event in store.updates {
            let now = Nanos.now()
            switch event {
            case .viewChanged(let stateSequence, _):
                if stateSequence > confirmed {
                    recorder.recordStates(Int(stateSequence - confirmed), at: now)
                    confirmed = stateSequence
                }
            case .actionRejected(let sequence, _):
                recorder.recordRejection(sequence: sequence, at: now)
            case .gameOver:
                recorder.recordGameOver(at: now)
                return (false, recorder)
            }
            let pending = store.pendingActionCount
            recorder.recordAcknowledged(upTo: recorder.sent - min(recorder.sent, UInt64(pending)), at: now)
            // Average inbound frame over each measured phase, from the connection's own counters.
            let phase = recorder.measuredPhase(at: now)
            if phase != wirePhase, let counters = await lobby.wireCounters {
                if let wirePhase {
                    recorder.recordInboundFrames(
                        bytes: counters.bytesIn - wire.bytesIn, frames: counters.messagesIn - wire.messagesIn,
                        phase: wirePhase)
                }
                (wire, wirePhase) = (counters, phase)
            }
            let window = recorder.window(at: Nanos.now())
            _ = await Player.act(store: store, window: window, inFlight: recorder.inFlight) { recorder.recordSend(at: $0) }
            if window == 0, recorder.inFlight == 0 || now > recorder.end + Self.lateAnswerLimit {
                return (true, recorder)
            }
        }
        return (true, recorder)
    }

    private static var lateAnswerLimit: UInt64 { 2_000_000_000 }
}
