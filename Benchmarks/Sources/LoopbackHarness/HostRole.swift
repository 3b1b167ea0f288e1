import BenchmarkSupport
import Connectivity
import Foundation
import GameCore
import LanPartyRecord
import NIOConcurrencyHelpers
import WebPlay

/// The host process: a dedicated (seatless) lobby on 127.0.0.1 that starts `Module` once `players`
/// clients are seated and ready, applies their actions through a ``GameHostSession`` and starts
/// another round whenever a game ends. Reports on "stop" from standard input.
///
/// Wired for the lowest latency: the session is attached to the lobby (``LobbyHost/attachGame(_:)``),
/// so actions reach it with no task in between, and writes its outputs straight to the sockets
/// (``LobbyHost/gameTransport``), counted on the way.
struct HostRole<Module: GameModule> {
    /// Seats to fill before starting; 0 keeps the lobby open and never starts (join measurements).
    var players: Int
    /// Makes the lobby private.
    var passcode: String?
    /// Heartbeat and timeouts.
    var timings: SessionTimings
    /// Records every round in a record in this directory, as `lanhost` does (`--record-dir`).
    var recordDirectory: String? = nil
    /// `false`: the lobby's connections are not sealed (the `--seal-blocks` baseline).
    var sealed = true

    func run() async throws {
        let running = try await start()
        HarnessLine.ready(port: running.port, webPort: running.webPort).emit()
        await StandardInput.waitForLine("stop")
        HarnessLine.host(await running.stop()).emit()
    }

    /// Listens on TCP and serves WebPlay beside it (the browsers' way in, `/ws`), both on 127.0.0.1,
    /// and plays rounds until ``RunningHost/stop()``. ``run()`` wraps it for a host process; tests
    /// call it in-process.
    func start() async throws -> RunningHost {
        var connections = TransportConfiguration()
        connections.sealsConnections = sealed
        // Bootstrapped (LANPARTY_BENCH_METRICS=prometheus) before the lobby resolves its handlers.
        let metrics = BenchMetrics.registry
        let host = try LobbyHost(configuration: configuration(), passcode: passcode, transport: connections)
        let port = try await host.listen(host: "127.0.0.1", port: 0)
        // No game faces: the harness's module has none, and the WebSocket is all it uses.
        let site = WebPlaySite(lobby: host, transport: connections, games: [], tcpPort: port)
        let web = try await WebPlayServer.start(site: site, host: "127.0.0.1", port: 0, group: connections.eventLoopGroup)
        let shared = HostShared(listening: Nanos.now())
        let players = self.players
        let record = try recordDirectory.map { try RecordStore.open(directory: URL(fileURLWithPath: $0)).store }
        let transport = CountingTransport(base: host.gameTransport, recipients: players) {
            Task {
                do {
                    try await host.endGame()
                    try await host.playAgain()
                } catch {
                    HarnessLine.failure("host: cannot start the next round: \(error)").emit()
                }
            }
        }

        Task {
            for await event in host.events {
                await Self.handle(event, host: host, players: players, shared: shared, transport: transport, record: record)
            }
        }
        let sampler = Task {
            var ticks = 0
            while !Task.isCancelled {
                shared.sampleResidentSet()
                // With a backend: a scrape a second, as a Prometheus at a 1 s interval would make.
                if let metrics, ticks % 10 == 0 {
                    await host.flushMetrics()
                    _ = metrics.emitToBuffer()
                }
                ticks += 1
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
        return RunningHost(
            port: port, webPort: web.port, host: host, web: web, shared: shared, transport: transport, sampler: sampler)
    }

    private func configuration() -> LobbyHostConfiguration {
        LobbyHostConfiguration(
            name: "Benchmark", game: Module.versionInfo,
            hostProfile: PlayerProfile(id: Identities.player(10_000), username: "Bench host"), hostTakesSeat: false,
            policy: LobbySeatPolicy(minPlayers: max(1, players), maxPlayers: players > 0 ? players : 64),
            settings: GameSettingsCodec.encode(Module.defaultSettings), timings: timings)
    }

    private static func handle(
        _ event: LobbyHostEvent, host: LobbyHost, players: Int, shared: HostShared, transport: CountingTransport,
        record: RecordStore?
    ) async {
        if case .lobbyChanged(let info) = event, players > 0, info.phase == .lobby, shared.rounds == 0,
            info.players.count == players, info.players.allSatisfy(\.isReady)
        {
            // Refused while someone is away (connection lost, seat held); the next change retries.
            try? await host.startGame()
        } else if case .gameStarted(let start) = event {
            do {
                let recording = try record.map { store in
                    try GameRecording(
                        store: store,
                        start: RecordedGameStart(
                            lobbyID: UUID(), lobbyName: "Benchmark", round: start.round, module: Module.id,
                            moduleVersion: Module.version, settings: GameSettingsCodec.encode(Module.defaultSettings),
                            seed: UInt64(start.round),
                            seats: start.players.map { RecordedSeat(playerID: $0, name: "Bench", isComputer: false) },
                            startedAt: Date())
                    ) { problem in HarnessLine.failure("host: recording stopped: \(problem)").emit() }
                }
                let core = try GameHostCore<Module>(
                    players: start.players, settings: Module.defaultSettings, seed: UInt64(start.round), round: start.round,
                    journaling: recording != nil)
                let session = GameHostSession(core: core, transport: transport, recorder: recording)
                shared.roundStarted()
                // Resumed players are resynced and departures reported by the lobby itself.
                await host.attachGame(session)
                await session.start()
            } catch {
                HarnessLine.failure("host: cannot start round \(start.round): \(error)").emit()
            }
        } else if case .playerResumed = event {
            shared.countResync()
        }
    }
}

/// A host role's lobby and web server, running.
struct RunningHost: Sendable {
    /// The lobby's TCP port.
    let port: Int
    /// The WebPlay port (`ws://127.0.0.1:webPort/ws`).
    let webPort: Int
    fileprivate let host: LobbyHost
    fileprivate let web: WebPlayServer
    fileprivate let shared: HostShared
    fileprivate let transport: CountingTransport
    fileprivate let sampler: Task<Void, Never>

    /// Takes the figures, then shuts the lobby down (everyone gets `leave(hostShutdown)`) and the web server.
    func stop() async -> HostReport {
        sampler.cancel()
        let report = shared.report(actions: transport.actions, outputs: transport.outputs, wire: await host.wireCounters)
        await host.shutDown()
        await web.stop()
        return report
    }
}

/// What the host's tasks share: the figures.
final class HostShared: Sendable {
    private struct Figures {
        var rounds = 0
        var residentBytes = 0
        /// One resident-set sample per 10 s once the first round started, for growth over long runs.
        var residentTimeline: [Int] = []
        var samples = 0
        var cpuAtStart = 0.0
        var writtenAtStart = 0
        var resyncs = 0
        var secondsToStart = 0.0
    }

    private let figures = NIOLockedValueBox(Figures())
    private let listening: UInt64
    private let idleResidentBytes = ProcessStats.residentBytes()
    private let idlePrivateBytes = ProcessStats.privateBytes()

    init(listening: UInt64) { self.listening = listening }

    var rounds: Int { figures.withLockedValue { $0.rounds } }

    /// A round started (the first one starts the CPU and write counts).
    func roundStarted() {
        let cpu = ProcessStats.cpuSeconds()
        let written = ProcessStats.bytesWritten()
        figures.withLockedValue {
            if $0.rounds == 0 {
                $0.secondsToStart = Double(Nanos.now() - listening) / 1e9
                $0.cpuAtStart = cpu
                $0.writtenAtStart = written
            }
            $0.rounds += 1
        }
    }

    func countResync() { figures.withLockedValue { $0.resyncs += 1 } }


    func sampleResidentSet() {
        let resident = ProcessStats.residentBytes()
        figures.withLockedValue {
            $0.residentBytes = max($0.residentBytes, resident)
            guard $0.rounds > 0 else { return }
            if $0.samples % 100 == 0 { $0.residentTimeline.append(resident) }
            $0.samples += 1
        }
    }

    func report(actions: Int, outputs: Int, wire: WireState.Counters) -> HostReport {
        let cpu = ProcessStats.cpuSeconds()
        let written = ProcessStats.bytesWritten()
        let privateBytes = ProcessStats.privateBytes()
        return figures.withLockedValue {
            HostReport(
                residentBytes: $0.residentBytes, peakResidentBytes: ProcessStats.peakResidentBytes(),
                privateBytes: privateBytes, idlePrivateBytes: idlePrivateBytes,
                residentTimeline: $0.residentTimeline,
                actions: actions, outputs: outputs, wireBytesOut: wire.bytesOut, wireFramesOut: wire.messagesOut, cpuSeconds: $0.rounds > 0 ? cpu - $0.cpuAtStart : 0,
                bytesWritten: $0.rounds > 0 ? written - $0.writtenAtStart : 0, rounds: $0.rounds,
                resumedPlayers: $0.resyncs, secondsToStart: $0.secondsToStart, idleResidentBytes: idleResidentBytes)
        }
    }
}

/// Blocking reads of standard input, off the cooperative pool.
enum StandardInput {
    /// Ends the process when standard input closes (the orchestrator is gone), so that no client
    /// outlives a run.
    static func exitWhenClosed() {
        Thread.detachNewThread {
            while readLine() != nil {}
            exit(2)
        }
    }

    /// Returns when a line equal to `command` arrives, or at end of input.
    static func waitForLine(_ command: String) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                while let line = readLine(), line != command {}
                continuation.resume()
            }
        }
    }
}
