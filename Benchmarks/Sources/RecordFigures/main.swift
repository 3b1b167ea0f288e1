// The record's figures (Docs/Performance.md "The record"): bytes on disk per game of each module,
// steps per game, the time one step's commit takes, and replay speed (steps per second).
// Bot games through the real host session on a manual clock, recorded into a fresh record.
//
//   swift run -c release RecordFigures [games per module, default 20]
import CrazyEights
import Foundation
import GameCore
import LanPartyRecord
import Quortex
import SketchDuel

let gamesPerModule = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 20

struct Figures {
    var module: GameID
    var games = 0
    var steps = 0
    var payloadBytes = 0
    var recordBytes = 0
    var playSeconds = 0.0
    var replaySeconds = 0.0
}

/// A recorder that times each commit (the whole `record` call) around the real one.
final class TimedRecorder: GameJournalRecorder {
    let base: GameRecording
    let nanos = Mutex<[UInt64]>([])
    init(_ base: GameRecording) { self.base = base }
    func begin(initialDigest: UInt64) { base.begin(initialDigest: initialDigest) }
    func record(_ steps: [GameJournalStep], outcome: GameOutcome?) {
        let start = DispatchTime.now().uptimeNanoseconds
        base.record(steps, outcome: outcome)
        let took = DispatchTime.now().uptimeNanoseconds - start
        nanos.withLock { $0.append(took) }
    }
}

func play<Module: GameModule>(_ module: Module.Type, players: Int, seed: UInt64, store: RecordStore) async throws -> [UInt64] {
    let ids = (0..<players).map { _ in UUID() }
    let start = RecordedGameStart(
        lobbyID: UUID(), lobbyName: "Figures", round: 1, module: Module.id, moduleVersion: Module.version,
        settings: GameSettingsCodec.encode(Module.defaultSettings), seed: seed,
        seats: ids.map { RecordedSeat(playerID: $0, name: "Bot", isComputer: true) }, startedAt: Date())
    let recorder = TimedRecorder(try GameRecording(store: store, start: start) { print("recording stopped: \($0)") })
    let clock = ManualGameClock()
    let core = try GameHostCore<Module>(players: ids, settings: Module.defaultSettings, seed: seed, journaling: true)
    let session = GameHostSession(core: core, transport: ClosureGameHostTransport { _ in }, botSeed: seed, clock: clock, recorder: recorder)
    await session.start()
    var guardSteps = 0
    while await session.outcome == nil, guardSteps < 50_000 {
        guardSteps += 1
        var acted = false
        for id in ids where await session.playBotMove(for: id) { acted = true }
        guard !acted else { continue }
        guard let deadline = await session.core.nextDeadline else { break }
        clock.advance(by: clock.now().milliseconds(until: deadline))
        await session.resync(ids[0])
    }
    return recorder.nanos.withLock { $0 }
}

func measure<Module: GameModule>(_ module: Module.Type, players: Int) async throws -> (Figures, [UInt64]) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lanparty-figures-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try RecordStore.open(directory: directory, keepGames: 100_000).store
    var figures = Figures(module: Module.id)
    var commits: [UInt64] = []
    let began = DispatchTime.now().uptimeNanoseconds
    for seed in 1...UInt64(gamesPerModule) {
        commits += try await play(module, players: players, seed: seed, store: store)
    }
    store.flush()
    figures.playSeconds = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
    let games = try store.history(limit: 100_000).map { try store.game($0.id) }
    figures.games = games.count
    figures.steps = games.reduce(0) { $0 + $1.steps.count }
    figures.payloadBytes = games.reduce(0) { total, game in
        total + game.steps.reduce(0) { sum, step in
            if case .action(_, let payload) = step.step.entry { return sum + payload.count }
            return sum
        }
    }
    let descriptor = GameDescriptor(module)
    let replayStart = DispatchTime.now().uptimeNanoseconds
    for game in games {
        let report = descriptor.replay(game.journal)
        if report.divergence != nil { print("\(Module.id): game \(game.id) does not replay: \(report.divergence!)") }
    }
    figures.replaySeconds = Double(DispatchTime.now().uptimeNanoseconds - replayStart) / 1e9
    try store.checkpoint()
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("record.sqlite") }
    figures.recordBytes = try names.reduce(0) { total, name in
        total + ((try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[.size] as? Int) ?? 0)
    }
    return (figures, commits)
}

func percentile(_ values: [UInt64], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * p / 100))]) / 1000
}

print("The record, \(gamesPerModule) bot games per module (release build expected; see Docs/Performance.md)")
for (name, run) in [
    ("crazy-eights, 4 bots", { try await measure(CrazyEights.self, players: 4) }),
    ("quortex, 4 bots", { try await measure(Quortex.self, players: 4) }),
    ("sketch-duel, 2 bots", { try await measure(SketchDuel.self, players: 2) }),
] as [(String, () async throws -> (Figures, [UInt64]))] {
    let (figures, commits) = try await run()
    print(String(
        format: "%@: %d games, %.0f steps/game, %.1f KiB on disk per game (action payloads %.1f KiB/game), "
            + "hand-off to the writer p50 %.1f us p99 %.1f us, replay %.0f steps/s",
        name, figures.games, Double(figures.steps) / Double(max(1, figures.games)),
        Double(figures.recordBytes) / 1024 / Double(max(1, figures.games)),
        Double(figures.payloadBytes) / 1024 / Double(max(1, figures.games)),
        percentile(commits, 50), percentile(commits, 99), Double(figures.steps) / max(1e-9, figures.replaySeconds)))
}

import Synchronization
