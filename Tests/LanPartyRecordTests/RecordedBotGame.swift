import Foundation
import GameCore
import LanPartyRecord

/// A bot game played through the real host session (``GameHostSession``) with the record as its
/// journal recorder, on a manual clock: what `lanhost` does, without the network.
struct RecordedBotGame {
    let recording: GameRecording
    let outcome: GameOutcome?
    let finalDigest: UInt64
    let finalStateSequence: UInt64
    let problems: [RecordError]

    /// Plays `Module` between `players` bots from `seed` until it ends (or `maximumSteps`).
    static func play<Module: GameModule>(
        _ module: Module.Type, players count: Int, seed: UInt64, store: RecordStore, maximumSteps: Int = 20_000
    ) async throws -> RecordedBotGame {
        var ids = (0..<count).map { _ in UUID() }
        ids.sort { $0.uuidString < $1.uuidString }
        let start = RecordedGameStart(
            lobbyID: UUID(), lobbyName: "Test lobby", round: 1, module: Module.id, moduleVersion: Module.version,
            settings: GameSettingsCodec.encode(Module.defaultSettings), seed: seed,
            seats: ids.enumerated().map { RecordedSeat(playerID: $1, name: "Bot \($0 + 1)", isComputer: true) },
            startedAt: Date())
        let problems = ProblemLog()
        let recording = try GameRecording(store: store, start: start) { problems.add($0) }
        let clock = ManualGameClock()
        let core = try GameHostCore<Module>(players: ids, settings: Module.defaultSettings, seed: seed, journaling: true)
        let session = GameHostSession(
            core: core, transport: ClosureGameHostTransport { _ in }, botSeed: seed, clock: clock, recorder: recording)
        await session.start()
        await playBots(session, players: ids, clock: clock, maximumSteps: maximumSteps)
        let state = await session.core.state
        recording.flush()
        return RecordedBotGame(
            recording: recording, outcome: await session.outcome, finalDigest: GameStateDigest.of(state),
            finalStateSequence: await session.stateSequence, problems: problems.all)
    }
}

/// Lets the bots in `players` act until the game ends (or `maximumSteps` rounds of moves); when
/// nobody can act, moves `clock` to the game's next deadline.
func playBots<Module: GameModule>(
    _ session: GameHostSession<Module>, players: [PlayerID], clock: ManualGameClock, maximumSteps: Int = 20_000
) async {
    var steps = 0
    while await session.outcome == nil, steps < maximumSteps {
        steps += 1
        var acted = false
        for id in players where await session.playBotMove(for: id) { acted = true }
        guard !acted else { continue }
        guard let deadline = await session.core.nextDeadline else { break }
        clock.advance(by: clock.now().milliseconds(until: deadline))
        // Tells the session the time now (its own wake-up may come later and find nothing due).
        await session.resync(players[0])
    }
}

/// The recording's reported problems, collected across threads.
final class ProblemLog: Sendable {
    private let problems = Mutex<[RecordError]>([])
    func add(_ problem: RecordError) { problems.withLock { $0.append(problem) } }
    var all: [RecordError] { problems.withLock { $0 } }
}

import Synchronization
