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
    /// `false`: unsealed connections (the `--seal-blocks` baseline).
    var sealed = true

    func run() async {
        StandardInput.exitWhenClosed()
        let results = await withTaskGroup(of: [PhaseReport].self) { group in
            for index in firstIndex..<(firstIndex + count) {
                group.addTask {
                    try? await Task.sleep(for: joinStagger * (index - 1))
                    return await BenchClient<Player>(
                        index: index, port: port, plans: plans, timings: timings, startLimit: startLimit, sealed: sealed
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
/// ``GameClientStore`` itself (``LobbyClient/setGameFactory(_:)``), on its own event loop, and
/// feeds it host states with no task in between; the store sends actions straight to the socket
/// (``LobbyClient/gameTransport``); a ``RoundDriver`` observes the store and acts in the same step.
struct BenchClient<Player: BenchPlayer> {
    typealias Store = GameClientStore<Player.Module>

    var index: Int
    var port: Int
    var plans: [PhasePlan]
    var timings: SessionTimings
    var startLimit: Double
    var sealed: Bool

    func run() async -> [PhaseReport] {
        let profile = PlayerProfile(id: Identities.player(index), username: "Bench \(index)")
        let lobby = LobbyClient(
            host: "127.0.0.1", port: port,
            configuration: LobbyClientConfiguration(
                profile: profile, appVersion: "bench", games: [Player.Module.versionInfo], timings: timings),
            transport: BenchSealing.transport(sealed: sealed))
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
            let round = await RoundDriver<Player>.play(store, lobby: lobby, recorder: recorder!)
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
}
