import Foundation
import GameCore
@testable import SketchDuel
import Testing

/// Two players: one shared score, won or lost together at exactly half of the rounds.
@Suite struct DuetTests {
    let a = Fixture.a
    let b = Fixture.b

    func at(_ seconds: Double) -> GameInstant { GameInstant(milliseconds: UInt64(seconds * 1000)) }

    /// Plays a duet of `rounds` rounds of 60 s without pauses, guessing right (10 s into the
    /// round, 50 s left: 4 points) in the rounds listed and letting the others run out.
    func duet(rounds: Int, guessing guessed: Set<Int>) throws -> SketchDuelState {
        var state = try Fixture.state(SketchDuelSettings(rounds: rounds, roundSeconds: 60, pauseSeconds: 0))
        #expect(state.mode == .duet)
        for round in 1...rounds {
            #expect(state.round == round && state.phase == .drawing)
            let start = state.phaseStarted
            if guessed.contains(round) {
                state = SketchDuel.advance(state, to: start.adding(milliseconds: 10_000))
                state = try SketchDuel.reduce(state, .guess(state.word), by: state.guesser)
            } else {
                state = SketchDuel.advance(state, to: start.adding(milliseconds: 60_000))
            }
        }
        return state
    }

    @Test func exactlyHalfOfTheRoundsGuessedWinsTogether() throws {
        let state = try duet(rounds: 4, guessing: [2, 3])
        #expect(state.phase == .over && state.finish?.reason == .duetWon)
        #expect(state.finish?.winners == [a, b] && SketchDuel.outcome(of: state)?.winners == [a, b])
        // One shared score, on both seats: 4 + 4.
        #expect(state.scores == [8, 8])
        #expect(state.finish?.summary == "Won together: 2 of 4 rounds guessed (2 needed), 8 points.")
        #expect(state.history.map(\.result) == [.timeout, .guessed, .guessed, .timeout])
        #expect(state.history[1].points == [4, 4] && state.history[1].right == [a])
    }

    @Test func oneRoundShortOfHalfLosesTogether() throws {
        let state = try duet(rounds: 4, guessing: [4])
        #expect(state.finish?.reason == .duetLost && state.finish?.winners == [])
        #expect(SketchDuel.outcome(of: state)?.winners == [])
        #expect(state.scores == [4, 4])
        // An odd number of rounds: half of 5 is 2.5, so 3 are needed.
        #expect(try duet(rounds: 5, guessing: [1, 2]).finish?.reason == .duetLost)
        #expect(try duet(rounds: 5, guessing: [1, 2, 5]).finish?.reason == .duetWon)
        #expect(try duet(rounds: 2, guessing: [1]).finish?.reason == .duetWon)
        #expect(try duet(rounds: 2, guessing: []).finish?.reason == .duetLost)
    }

    @Test func theViewShowsTheSharedScoreAndWhatIsNeeded() throws {
        var state = try Fixture.state(SketchDuelSettings(rounds: 6, roundSeconds: 60, pauseSeconds: 0))
        state = try SketchDuel.reduce(state, .guess(state.word), by: b)  // 60 s left: 5
        let view = SketchDuel.view(of: state, for: .player(a))
        #expect(view.mode == .duet && view.scores == [5, 5] && view.roundsGuessed == 1 && view.roundsToWin == 3)
        let json = String(decoding: GamePayloadCodec.encode(view), as: UTF8.self)
        #expect(json.contains("\"mode\":\"duet\"") && json.contains("\"roundsToWin\":3"))
    }
}
