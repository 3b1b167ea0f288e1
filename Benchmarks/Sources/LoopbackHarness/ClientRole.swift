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

/// What wakes a client: a message from the host, or a phase boundary.
private enum ClientInput: Sendable {
    case host(HostGameMessage)
    case tick
}

/// One benchmark client, from join to leave.
struct BenchClient<Player: BenchPlayer> {
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
        let (inputs, inputSink) = AsyncStream.makeStream(of: ClientInput.self)
        let transport = Self.orderedTransport(to: lobby)
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
        Task {
            for await message in lobby.gameMessages { inputSink.yield(.host(message)) }
            inputSink.finish()
        }
        await lobby.start()
        let giveUp = Nanos.now() + UInt64(startLimit * 1e9)
        Self.scheduleTicks(at: [giveUp], into: inputSink)

        var recorder: RoundTripRecorder?
        var store: GameClientStore<Player.Module>?
        var round = 0
        for await input in inputs {
            let now = Nanos.now()
            if case .host(let message) = input {
                switch message {
                case .started(let start):
                    round = start.round
                    store = GameClientStore(player: profile.id, round: start.round, botSeed: UInt64(index), transport: transport)
                    recorder?.newRound()
                case .state(let state):
                    guard state.round == round, let store else { continue }
                    try? await store.receiveState(
                        round: state.round, stateSequence: state.stateSequence,
                        lastAppliedAction: state.lastAppliedAction, payload: state.payload)
                    if recorder == nil {
                        recorder = RoundTripRecorder(plans: plans, start: now)
                        Self.scheduleTicks(at: recorder!.boundaries, into: inputSink)
                    }
                    recorder?.recordState(state, at: Nanos.now())
                case .rejected(let rejection):
                    await store?.receiveRejection(sequence: rejection.sequence, error: rejection.error)
                    recorder?.recordRejection(sequence: rejection.sequence, at: now)
                case .over(let over):
                    guard over.round == round else { continue }
                    try? await store?.receiveGameOver(
                        round: over.round, winners: over.winners, summary: over.summary ?? "", payload: over.payload)
                    recorder?.recordGameOver(at: now)
                    recorder?.newRound()
                }
            }
            // `take()` leaves the recorder uniquely referenced, so recording does not copy its tables.
            guard let store, var current = recorder.take() else {
                if now > giveUp { break }
                continue
            }
            let window = current.window(at: Nanos.now())
            _ = await Player.act(store: store, window: window, inFlight: current.inFlight) { current.recordSend(at: $0) }
            recorder = current
            // Done when nothing is in flight any more, or (an answer lost) two seconds after the end.
            if window == 0, current.inFlight == 0 || now > current.end + Self.lateAnswerLimit { break }
        }
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

    private static var lateAnswerLimit: UInt64 { 2_000_000_000 }

    /// Forwards the store's actions to the lobby client in order (the store's transport is synchronous).
    private static func orderedTransport(to lobby: LobbyClient) -> ClosureGameClientTransport {
        let (actions, sink) = AsyncStream.makeStream(of: OutgoingGameAction.self)
        Task {
            for await action in actions { try? await lobby.send(GameAction(sequence: action.sequence, payload: action.payload)) }
        }
        return ClosureGameClientTransport { sink.yield($0) }
    }

    private static func scheduleTicks(at instants: [UInt64], into sink: AsyncStream<ClientInput>.Continuation) {
        Task {
            for instant in instants.sorted() {
                let now = Nanos.now()
                if instant > now { try? await Task.sleep(for: .nanoseconds(Int64(instant - now))) }
                sink.yield(.tick)
            }
            // Late wake-ups, for clients that wait on nobody or on an answer that never comes.
            try? await Task.sleep(for: .milliseconds(50))
            sink.yield(.tick)
            try? await Task.sleep(for: .nanoseconds(Int64(lateAnswerLimit)))
            sink.yield(.tick)
        }
    }
}
