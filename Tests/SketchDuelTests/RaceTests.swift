import Foundation
import GameCore
@testable import SketchDuel
import Testing

/// 3-8 players: guessers score by time left, the first right guess 2 more, the drawer 1 per right
/// guesser; the round ends when everyone found the word; the highest total wins.
@Suite struct RaceTests {
    let seats = Fixture.seats

    func at(_ seconds: Double) -> GameInstant { GameInstant(milliseconds: UInt64(seconds * 1000)) }

    @Test func rightGuessersScoreByTimeLeftTheFirstTwoMoreAndTheDrawerOnePerGuesser() throws {
        var state = try Fixture.race(4, SketchDuelSettings(roundSeconds: 75, pauseSeconds: 5))
        #expect(state.mode == .race && state.rounds == 8 && state.drawer == seats[0])
        #expect(state.guessers == [seats[1], seats[2], seats[3]])
        let word = state.word
        // 45.5 s left: 45 whole seconds, 1 + 45 / 15 = 4, +2 for the first.
        state = SketchDuel.advance(state, to: at(29.5))
        state = try SketchDuel.reduce(state, .guess(word.uppercased()), by: seats[2])
        #expect(state.scores == [1, 0, 6, 0] && state.phase == .drawing)
        // 14.001 s left: 14 whole seconds, 1 point, no bonus.
        state = SketchDuel.advance(state, to: at(60.999))
        state = try SketchDuel.reduce(state, .guess(word), by: seats[1])
        #expect(state.scores == [2, 1, 6, 0] && state.phase == .drawing)
        // A right guesser may not guess again; the drawer still may not guess.
        #expect(throws: GameError.invalidAction("alreadyRight: you found the word; wait for the others")) {
            try SketchDuel.reduce(state, .guess("anything"), by: seats[2])
        }
        #expect(SketchDuel.playersToAct(in: state) == [seats[0], seats[3]])
        // The last guesser ends the round at once: 75 - 61 = 14 s left → 1 point.
        state = SketchDuel.advance(state, to: at(61))
        state = try SketchDuel.reduce(state, .guess(word), by: seats[3])
        #expect(state.phase == .reveal && state.scores == [3, 1, 6, 1])
        let record = try #require(state.history.last)
        #expect(record.result == .guessed && record.points == [3, 1, 6, 1] && record.right == [seats[2], seats[1], seats[3]])
        #expect(record.millisecondsLeft == 14_000)
    }

    @Test func theDrawerRotatesAndATimeoutScoresNothing() throws {
        var state = try Fixture.race(3, SketchDuelSettings(rounds: 0, roundSeconds: 20, pauseSeconds: 0))
        var drawers: [PlayerID] = []
        while state.phase != .over {
            drawers.append(state.drawer)
            state = SketchDuel.advance(state, to: state.phaseStarted.adding(milliseconds: 20_000))
        }
        #expect(drawers == [seats[0], seats[1], seats[2], seats[0], seats[1], seats[2]])
        #expect(state.scores == [0, 0, 0] && state.history.allSatisfy { $0.result == .timeout })
        // Nobody scored: all three share the win.
        #expect(state.finish?.winners == Array(seats.prefix(3)) && state.finish?.reason == .points)
    }

    @Test func theHighestTotalWinsAloneAndTiesShare() throws {
        var state = try Fixture.race(3, SketchDuelSettings(rounds: 3, roundSeconds: 20, pauseSeconds: 0))
        state.scores = [3, 7, 2]
        state = SketchDuel.advance(state, to: at(60))
        #expect(state.finish?.winners == [seats[1]] && state.finish?.summary == "Most points wins: 7 to 3.")
        var tie = try Fixture.race(3, SketchDuelSettings(rounds: 3, roundSeconds: 20, pauseSeconds: 0))
        tie.scores = [7, 7, 2]
        tie = SketchDuel.advance(tie, to: at(60))
        #expect(tie.finish?.winners == [seats[0], seats[1]] && tie.finish?.summary == "A shared win: 7 points each.")
    }

    @Test func aRightGuessIsNeverEchoedAsText() throws {
        var state = try Fixture.race(3)
        let word = state.word
        state = try SketchDuel.reduce(state, .guess(word), by: seats[1])
        for viewer in [Viewer.player(seats[0]), .player(seats[1]), .player(seats[2]), .spectator] {
            let view = SketchDuel.view(of: state, for: viewer)
            #expect(view.guesses == [SketchDuelGuessView(player: seats[1], text: nil, right: true, close: false)])
            #expect(view.right == [seats[1]])
            if viewer != .player(seats[0]) {
                let json = String(decoding: GamePayloadCodec.encode(view), as: UTF8.self)
                #expect(!json.contains("\"\(word)\""), "the word reached \(viewer)")
            }
        }
        // The guesser who found it no longer guesses; the other still does.
        #expect(!SketchDuel.view(of: state, for: .player(seats[1])).isViewerGuessing)
        #expect(SketchDuel.view(of: state, for: .player(seats[2])).isViewerGuessing)
    }

    @Test func aDrawerWhoLeavesStopsItsRoundAndItsLaterRoundsAreSkipped() throws {
        var state = try Fixture.race(3, SketchDuelSettings(rounds: 6, roundSeconds: 20, pauseSeconds: 0))
        state = SketchDuel.playerLeft(state, player: seats[0])
        #expect(state.finish == nil && state.round == 2 && state.drawer == seats[1])
        #expect(state.history.map(\.result) == [.left])
        #expect(throws: GameError.notAPlayer) { try SketchDuel.reduce(state, .guess("cat"), by: seats[0]) }
        // Round 4 (seat 0's) is skipped; with one more gone, too few are left.
        state = SketchDuel.advance(state, to: at(40))
        #expect(state.round == 5 && state.history.map(\.result) == [.left, .timeout, .timeout, .left])
        state = SketchDuel.playerLeft(state, player: seats[2])
        #expect(state.finish?.reason == .left && state.finish?.winners == [seats[1]])
    }

    @Test func aGuesserWhoLeavesNoLongerHoldsTheRoundOpen() throws {
        var state = try Fixture.race(4)
        state = try SketchDuel.reduce(state, .guess(state.word), by: seats[1])
        state = try SketchDuel.reduce(state, .guess(state.word), by: seats[2])
        #expect(state.phase == .drawing)
        state = SketchDuel.playerLeft(state, player: seats[3])
        #expect(state.phase == .reveal && state.history.last?.result == .guessed)
    }

    @Test func eachGuesserHasItsOwnTwentyGuesses() throws {
        var state = try Fixture.race(3)
        state.words[0] = "zzz"
        for index in 0..<SketchDuelRules.maximumGuessesPerRound {
            state = try SketchDuel.reduce(state, .guess("word\(index)"), by: seats[1])
        }
        #expect(throws: GameError.invalidAction("tooManyGuesses: 20 guesses a round")) {
            try SketchDuel.reduce(state, .guess("zzz"), by: seats[1])
        }
        #expect(SketchDuel.playersToAct(in: state) == [seats[0], seats[2]])
        // The round runs on while a guesser has not found the word, even without guesses left.
        state = try SketchDuel.reduce(state, .guess("zzz"), by: seats[2])
        #expect(state.phase == .drawing && SketchDuel.playersToAct(in: state) == [seats[0]])
    }
}
