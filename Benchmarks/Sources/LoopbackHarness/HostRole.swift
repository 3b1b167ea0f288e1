import BenchmarkSupport
import Connectivity
import Foundation
import GameCore
import NIOConcurrencyHelpers

/// The host process: a dedicated (seatless) lobby on 127.0.0.1 that starts `Module` once `players`
/// clients are seated and ready, applies their actions through a ``GameHostSession`` and starts
/// another round whenever a game ends. Reports on "stop" from standard input.
struct HostRole<Module: GameModule> {
    /// Seats to fill before starting; 0 keeps the lobby open and never starts (join measurements).
    var players: Int
    /// Makes the lobby private.
    var passcode: String?
    /// Heartbeat and timeouts.
    var timings: SessionTimings

    func run() async throws {
        let host = try LobbyHost(configuration: configuration(), passcode: passcode)
        let port = try await host.listen(host: "127.0.0.1", port: 0)
        let shared = HostShared<Module>(listening: Nanos.now())
        let pump = HostOutputPump()
        let players = self.players

        Task {
            for await event in host.events {
                await Self.handle(event, host: host, players: players, shared: shared, pump: pump)
            }
        }
        Task {
            for await (player, action) in host.gameActions {
                guard let session = shared.session else { continue }
                await session.receiveAction(payload: action.payload, from: player, sequence: action.sequence)
                shared.countAction()
            }
        }
        Task {
            let sent = await pump.run(host: host, recipients: players) {
                try? await host.endGame()
                try? await host.playAgain()
            }
            shared.countOutputs(sent)
        }
        let sampler = Task {
            while !Task.isCancelled {
                shared.sampleResidentSet()
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
        HarnessLine.ready(port: port).emit()
        await StandardInput.waitForLine("stop")
        sampler.cancel()
        HarnessLine.host(shared.report()).emit()
        await host.shutDown()
    }

    private func configuration() -> LobbyHostConfiguration {
        LobbyHostConfiguration(
            name: "Benchmark", game: Module.versionInfo,
            hostProfile: PlayerProfile(id: Identities.player(10_000), username: "Bench host"), hostTakesSeat: false,
            policy: LobbySeatPolicy(minPlayers: max(1, players), maxPlayers: players > 0 ? players : 64),
            settings: GameSettingsCodec.encode(Module.defaultSettings), timings: timings)
    }

    private static func handle(
        _ event: LobbyHostEvent, host: LobbyHost, players: Int, shared: HostShared<Module>, pump: HostOutputPump
    ) async {
        if case .lobbyChanged(let info) = event, players > 0, info.phase == .lobby, shared.rounds == 0,
            info.players.count == players, info.players.allSatisfy(\.isReady)
        {
            // Refused while someone is away (connection lost, seat held); the next change retries.
            try? await host.startGame()
        } else if case .gameStarted(let start) = event {
            do {
                let core = try GameHostCore<Module>(
                    players: start.players, settings: Module.defaultSettings, seed: UInt64(start.round), round: start.round)
                let session = GameHostSession(core: core, transport: pump.transport)
                shared.begin(session)
                await session.start()
            } catch {
                HarnessLine.failure("host: cannot start round \(start.round): \(error)").emit()
            }
        } else if case .playerResumed(let player, _) = event {
            // A seat taken back on a new connection needs the current view (the lobby drops
            // states sent while the player was away).
            await shared.session?.resync(player)
            shared.countResync()
        } else if case .playerLeft(let player, _) = event {
            await shared.session?.playerLeft(player)
        }
    }
}

/// What the host's tasks share: the running session and the figures.
final class HostShared<Module: GameModule>: Sendable {
    private struct Figures {
        var session: GameHostSession<Module>?
        var rounds = 0
        var actions = 0
        var outputs = 0
        var residentBytes = 0
        var cpuAtStart = 0.0
        var writtenAtStart = 0
        var resyncs = 0
        var secondsToStart = 0.0
    }

    private let figures = NIOLockedValueBox(Figures())
    private let listening: UInt64
    private let idleResidentBytes = ProcessStats.residentBytes()

    init(listening: UInt64) { self.listening = listening }

    var session: GameHostSession<Module>? { figures.withLockedValue { $0.session } }
    var rounds: Int { figures.withLockedValue { $0.rounds } }

    func begin(_ session: GameHostSession<Module>) {
        let cpu = ProcessStats.cpuSeconds()
        let written = ProcessStats.bytesWritten()
        figures.withLockedValue {
            if $0.rounds == 0 {
                $0.secondsToStart = Double(Nanos.now() - listening) / 1e9
                $0.cpuAtStart = cpu
                $0.writtenAtStart = written
            }
            $0.rounds += 1
            $0.session = session
        }
    }

    func countAction() { figures.withLockedValue { $0.actions += 1 } }
    func countResync() { figures.withLockedValue { $0.resyncs += 1 } }
    func countOutputs(_ count: Int) { figures.withLockedValue { $0.outputs += count } }

    func sampleResidentSet() {
        let resident = ProcessStats.residentBytes()
        figures.withLockedValue { $0.residentBytes = max($0.residentBytes, resident) }
    }

    func report() -> HostReport {
        let cpu = ProcessStats.cpuSeconds()
        let written = ProcessStats.bytesWritten()
        return figures.withLockedValue {
            HostReport(
                residentBytes: $0.residentBytes, peakResidentBytes: ProcessStats.peakResidentBytes(),
                actions: $0.actions, outputs: $0.outputs, cpuSeconds: $0.rounds > 0 ? cpu - $0.cpuAtStart : 0,
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
