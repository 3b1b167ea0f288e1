import Foundation
import GameCore
import Quortex
import Testing

/// The host's game driver tells the game the time on its own (issue 16 found it never did: a turn
/// timer only ran when somebody acted). Driven by a manual clock, never by sleeping.
@Suite("Turn timer through GameHostSession")
struct TurnTimerSessionTests {
    let a = PlayerID(uuidString: "00000000-0000-0000-0000-00000000000A")!
    let b = PlayerID(uuidString: "00000000-0000-0000-0000-00000000000B")!

    /// Collects what the session delivers.
    final class Outbox: @unchecked Sendable {
        private let lock = NSLock()
        private var outputs: [GameHostOutput] = []
        func add(_ output: GameHostOutput) { lock.withLock { outputs.append(output) } }
        var count: Int { lock.withLock { outputs.count } }
    }

    /// Polls `condition` while yielding (the wake-up runs on another task); at most 2000 rounds.
    private func eventually(_ condition: () async -> Bool) async -> Bool {
        for _ in 0..<2000 {
            if await condition() { return true }
            await Task.yield()
        }
        return await condition()
    }

    @Test func anIdleTurnIsPlayedWhenTheClockReachesItsDeadline() async throws {
        let clock = ManualGameClock()
        let outbox = Outbox()
        let core = try GameHostCore<Quortex>(players: [a, b], settings: QuortexSettings(turnSeconds: 30), seed: 5)
        let session = GameHostSession(core: core, transport: ClosureGameHostTransport { outbox.add($0) }, clock: clock)
        await session.start()
        let started = outbox.count
        #expect(started == 2, "each player's first view")
        #expect(await eventually { clock.sleeperCount == 1 }, "a wake-up is armed for the first deadline")
        // Just before the deadline nothing happens...
        clock.advance(by: 29_999)
        #expect(await session.stateSequence == core.stateSequence)
        // ...at it, the idle player's turn is played for them and everyone is told, with no action.
        clock.advance(by: 1)
        #expect(await eventually { await session.core.state.history.count == 1 })
        let history = await session.core.state.history
        #expect(history.last?.kind == .timeout && history.last?.player == a)
        #expect(outbox.count == started + 2)
        // The next turn's deadline is armed in turn.
        #expect(await session.core.nextDeadline == GameInstant(milliseconds: 60_000))
        #expect(await eventually { clock.sleeperCount == 1 })
        clock.advance(by: 30_000)
        #expect(await eventually { await session.core.state.history.count == 2 })
        await session.finish()
        #expect(await eventually { clock.sleeperCount == 0 }, "finishing cancels the wake-up")
    }

    @Test func actionsSeeTheTimeToo() async throws {
        let clock = ManualGameClock()
        let core = try GameHostCore<Quortex>(players: [a, b], settings: QuortexSettings(turnSeconds: 30), seed: 6)
        let session = GameHostSession(core: core, transport: ClosureGameHostTransport { _ in }, clock: clock)
        await session.start()
        // Twenty seconds in, the view says ten are left.
        clock.advance(by: 20_000)
        _ = await session.resync(a)
        let json = await session.viewJSON(for: .player(a))
        let view = try JSONDecoder().decode(QuortexView.self, from: json)
        #expect(view.turnMillisecondsLeft == 10_000)
        await session.finish()
    }
}
