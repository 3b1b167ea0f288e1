import CrazyEights
import Foundation
import GameCore
@testable import LanPartyRecord
import GRDB
import Quortex
import SketchDuel
import Testing

/// A game cut short (its host killed) is rebuilt from the record and played on to the end; the
/// journal it leaves replays as one game (SPEC §13 restart).
@Suite struct RecordResumeTests {
    @Test(arguments: [(2, UInt64(4)), (4, UInt64(5))])
    func aCrazyEightsGameCutShortResumesFromTheRecordAndFinishes(players: Int, seed: UInt64) async throws {
        try await checkResume(CrazyEights.self, players: players, seed: seed, cutAfter: 3)
    }

    @Test func aQuortexGameCutShortResumesAndFinishes() async throws {
        try await checkResume(Quortex.self, players: 3, seed: 2, cutAfter: 2)
    }

    @Test func aSketchDuelGameCutShortResumesAndFinishes() async throws {
        try await checkResume(SketchDuel.self, players: 2, seed: 3, cutAfter: 25)
    }

    @Test func aResentActionAppliedBeforeTheRestartStaysADuplicate() async throws {
        try await withTemporaryRecord { store in
            let cut = try await RecordedBotGame.play(CrazyEights.self, players: 2, seed: 7, store: store, maximumSteps: 6)
            let recorded = try store.game(cut.recording.gameID)
            var core = try resumedCore(CrazyEights.self, recorded)
            let lastAction = try #require(recorded.journal.steps.last { $0.entry.isAction })
            guard case .action(let player, let payload) = lastAction.entry else { return }
            let sequence = try #require(lastAction.sequence)
            #expect(core.lastAppliedAction(of: player) >= sequence)
            let before = GameStateDigest.of(core.state)
            #expect(core.receiveAction(payload: payload, from: player, sequence: sequence).isEmpty)
            #expect(GameStateDigest.of(core.state) == before)
        }
    }

    @Test func aDamagedStepIsNamedAndNothingResumes() async throws {
        try await withTemporaryRecord { store in
            let cut = try await RecordedBotGame.play(CrazyEights.self, players: 3, seed: 8, store: store, maximumSteps: 8)
            var journal = try store.game(cut.recording.gameID).journal
            journal.steps[3].stateDigest ^= 1
            var core = try GameHostCore<CrazyEights>(
                players: journal.players, settings: CrazyEights.defaultSettings, seed: journal.seed)
            #expect(throws: ReplayDivergence.state(step: 3)) {
                try core.resume(initialDigest: journal.initialDigest, steps: journal.steps)
            }
            let wrongDeal = try GameHostCore<CrazyEights>(
                players: journal.players, settings: CrazyEights.defaultSettings, seed: journal.seed + 1)
            var other = wrongDeal
            #expect(throws: ReplayDivergence.initialState) {
                try other.resume(initialDigest: journal.initialDigest, steps: journal.steps)
            }
        }
    }

    @Test func aVersion1RecordIsMigratedAndKeepsItsGames() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lanparty-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("record.sqlite")
        do {
            let old = try DatabaseQueue(path: url.path)
            try RecordSchema.migrator.migrate(old, upTo: "v1: players, games, seats, steps")
            try await old.write { db in
                try db.execute(sql: """
                    INSERT INTO game (lobbyId, lobbyName, round, module, moduleVersion, settings, seed, startedAt, status)
                    VALUES ('l', 'Old lobby', 1, 'crazy-eights', '2.0.0', x'7B7D', '1', 0, 'abandoned')
                    """)
            }
            #expect(try await old.read { db in try db.tableExists("lobby") } == false)
        }
        let store = try RecordStore.open(directory: directory).store
        #expect(try store.schemaVersion() == RecordSchema.version)
        #expect(try store.history().map(\.lobbyName) == ["Old lobby"])
        #expect(try store.unclosedLobbies().isEmpty)
    }

    @Test func aKeptLobbyIsFoundUntilItsHostClosesIt() async throws {
        try await withTemporaryRecord { store in
            let id = UUID()
            let opened = Date(timeIntervalSince1970: 1_800_000_000)
            let lobby = StoredLobby(
                id: id, snapshot: Data("{}".utf8), port: 7000, webPort: 7001, gameID: nil, openedAt: opened, aliveAt: opened,
                options: Data(#"{"arguments":["--no-discovery"],"version":1}"#.utf8))
            try store.keepLobby(lobby)
            var later = lobby
            later.snapshot = Data("{\"v\":2}".utf8)
            try store.keepLobby(later)
            store.markLobbyAlive(id, at: opened.addingTimeInterval(3))
            store.flush()
            let found = try #require(try store.unclosedLobbies().first)
            #expect(found.id == id && found.port == 7000 && found.webPort == 7001 && found.gameID == nil)
            #expect(found.snapshot == later.snapshot)
            #expect(found.options == lobby.options)
            #expect(found.aliveAt == opened.addingTimeInterval(3))
            try store.closeLobby(id, at: opened.addingTimeInterval(4))
            #expect(try store.unclosedLobbies().isEmpty)
        }
    }

    // MARK: - Helpers

    /// Plays `cutAfter` rounds of bot moves, "kills" the host (drops the session), rebuilds the game
    /// from the record, checks it is where the first host stopped, plays it to the end on the
    /// resumed recording, and replays the whole journal.
    private func checkResume<Module: GameModule>(
        _ module: Module.Type, players: Int, seed: UInt64, cutAfter: Int
    ) async throws {
        try await withTemporaryRecord { store in
            let cut = try await RecordedBotGame.play(module, players: players, seed: seed, store: store, maximumSteps: cutAfter)
            #expect(cut.outcome == nil, "the game must still be running when the host dies")
            let recorded = try store.game(cut.recording.gameID)
            let core = try resumedCore(module, recorded)
            #expect(GameStateDigest.of(core.state) == cut.finalDigest)
            #expect(core.stateSequence == cut.finalStateSequence + GameHostCore<Module>.resumedStateSequenceGap)

            let recording = GameRecording(
                store: store, resuming: recorded.id, recordedSteps: recorded.steps.count, onProblem: { _ in })
            let lastTime = recorded.journal.steps.reduce(GameInstant.zero) { latest, step in
                if case .time(let at) = step.entry { max(latest, at) } else { latest }
            }
            let clock = ManualGameClock(start: lastTime)
            let session = GameHostSession(
                core: core, transport: ClosureGameHostTransport { _ in }, botSeed: seed &+ 1, clock: clock, recorder: recording)
            await session.resume()
            await playBots(session, players: recorded.journal.players, clock: clock)
            let outcome = try #require(await session.outcome, "the resumed game ends")
            recording.flush()
            let whole = try store.game(recorded.id)
            #expect(whole.status == .finished)
            #expect(whole.steps.count > recorded.steps.count)
            let report = GameReplayer<Module>.check(whole.journal)
            #expect(report.divergence == nil, "\(report.divergence.map(String.init(describing:)) ?? "")")
            #expect(report.outcome?.winners == outcome.winners)
        }
    }

    private func resumedCore<Module: GameModule>(_ module: Module.Type, _ recorded: RecordedGame) throws -> GameHostCore<Module> {
        let journal = recorded.journal
        let settings = try GameSettingsCodec.decode(Module.Settings.self, from: journal.settings)
        var core = try GameHostCore<Module>(
            players: journal.players, settings: settings, seed: journal.seed, round: recorded.round, journaling: true)
        try core.resume(initialDigest: journal.initialDigest, steps: journal.steps)
        return core
    }
}
