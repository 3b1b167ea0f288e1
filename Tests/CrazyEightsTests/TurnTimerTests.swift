import CrazyEights
import Foundation
import GameCore
import Testing

/// The optional turn timer (issue 41): off by default and invisible then (the state and settings
/// encode as before it existed, so recorded games keep their digests); on, a turn that runs out is
/// ended for the player with a draw (when allowed) and a pass, never a play. Time is an input.
@Suite("Crazy Eights turn timer")
struct TurnTimerTests {
    let timed = CrazyEightsSettings(turnSeconds: 20)

    @Test func offByDefaultAndEncodedAsBefore() throws {
        let state = try CrazyEights.initialState(players: [player(1), player(2)], settings: .init(), seed: 3)
        #expect(state.clock == nil && CrazyEights.nextDeadline(of: state) == nil)
        let json = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        #expect(!json.contains("turnSeconds") && !json.contains("clock") && !json.contains("turnStarted"))
        #expect(CrazyEights.advance(state, to: GameInstant(milliseconds: 3_600_000)) == state)
        #expect(CrazyEights.view(of: state, for: .player(player(1))).turnMillisecondsLeft == nil)
        // Settings written before the timer existed decode with it off.
        let old = #"{"settingsVersion":1,"handSize":"classic","drawUntilPlayable":false,"turnLimit":1000}"#
        #expect(try JSONDecoder().decode(CrazyEightsSettings.self, from: Data(old.utf8)).turnSeconds == 0)
    }

    @Test func theSettingIsCheckedAndRoundTrips() throws {
        var settings = CrazyEightsSettings()
        try settings.setValue("30", forKey: "turnSeconds")
        #expect(settings.turnSeconds == 30)
        try settings.setValue("off", forKey: "turnSeconds")
        #expect(settings.turnSeconds == 0)
        #expect(throws: SettingsError.self) { try settings.setValue("2", forKey: "turnSeconds") }
        let on = try JSONDecoder().decode(CrazyEightsSettings.self, from: JSONEncoder().encode(timed))
        #expect(on == timed)
    }

    @Test func aTurnThatRunsOutDrawsAndPasses() throws {
        // Player 1 holds nothing playable on 5H: the timer draws for them (2C, not playable) and passes.
        var state = table(hands: ["2S 3S", "4D"], discards: "5H", drawPile: "9D 2C", settings: timed)
        #expect(CrazyEights.nextDeadline(of: state) == GameInstant(milliseconds: 20_000))
        state = CrazyEights.advance(state, to: GameInstant(milliseconds: 19_999))
        #expect(state.turn == 0 && state.lastMove == nil)
        #expect(CrazyEights.view(of: state, for: .player(player(2))).turnMillisecondsLeft == 1)
        state = CrazyEights.advance(state, to: GameInstant(milliseconds: 20_000))
        #expect(state.lastMove == .timedOut(player(1), drew: 1))
        #expect(state.seats[0].hand == cards("2S 3S 2C") && state.turn == 1 && !state.hasDrawnThisTurn)
        // The next turn gets the whole time again.
        #expect(CrazyEights.nextDeadline(of: state) == GameInstant(milliseconds: 40_000))
        #expect(CrazyEights.view(of: state, for: .spectator).turnMillisecondsLeft == 20_000)
    }

    @Test func aPlayerWhoDrewOrCannotDrawOnlyPasses() throws {
        let drawn = table(hands: ["2S", "4D"], discards: "5H", drawPile: "9D", settings: timed, hasDrawn: true)
        let afterDraw = CrazyEights.advance(drawn, to: GameInstant(milliseconds: 20_000))
        #expect(afterDraw.lastMove == .timedOut(player(1), drew: 0) && afterDraw.seats[0].hand == cards("2S"))
        // A playable card is never played for someone: with an empty pile the timer passes.
        let empty = table(hands: ["7H", "4D"], discards: "5H", settings: timed)
        let passed = CrazyEights.advance(empty, to: GameInstant(milliseconds: 20_000))
        #expect(passed.lastMove == .timedOut(player(1), drew: 0) && passed.seats[0].hand == cards("7H"))
    }

    @Test func aMoveRestartsTheClock() throws {
        var state = table(hands: ["5S 9C", "4D 6D"], discards: "5H", drawPile: "9D", settings: timed)
        state = CrazyEights.advance(state, to: GameInstant(milliseconds: 15_000))
        state = try CrazyEights.reduce(state, .play(cards("5S")[0], chosenSuit: nil), by: player(1))
        #expect(CrazyEights.nextDeadline(of: state) == GameInstant(milliseconds: 35_000))
        // A player who leaves on their turn hands the next one a whole turn too.
        let left = CrazyEights.playerLeft(table(hands: ["5S", "4D", "7C"], discards: "5H", drawPile: "9D", settings: timed), player: player(1))
        #expect(left.clock?.turnStarted == .zero)
        let later = CrazyEights.playerLeft(
            CrazyEights.advance(table(hands: ["5S", "4D", "7C"], discards: "5H", drawPile: "9D", settings: timed), to: GameInstant(milliseconds: 9_000)),
            player: player(1))
        #expect(CrazyEights.nextDeadline(of: later) == GameInstant(milliseconds: 29_000))
    }

    @Test func theHostBroadcastsATimeoutAndTheTerminalCountsItDown() throws {
        var core = try GameHostCore<CrazyEights>(players: [player(1), player(2)], settings: timed, seed: 9)
        #expect(core.nextDeadline == GameInstant(milliseconds: 20_000))
        #expect(core.advanceTime(to: GameInstant(milliseconds: 19_999)).isEmpty)
        let outputs = core.advanceTime(to: GameInstant(milliseconds: 20_000))
        #expect(outputs.count == 2, "both players are told")
        guard case .timedOut(let who, _) = core.state.lastMove else {
            Issue.record("no timeout: \(String(describing: core.state.lastMove))")
            return
        }
        #expect(who == player(1))
        let view = CrazyEights.view(of: core.state, for: .player(player(2)))
        let text = CrazyEights.render(view, for: .player(player(2)), names: PlayerNames([player(1): "Ana", player(2): "Bo"]), in: TerminalRoom(columns: 60, rows: 20))
        #expect(text.contains("Turn clock: 20 s left") && text.contains("Ana ran out of time"))
        let later = CrazyEights.screen(text.split(separator: "\n").map(String.init), after: .seconds(7))
        #expect(later.contains("Turn clock: 13 s left"))
    }
}
