import Foundation
import GameCore
@testable import SketchDuel
import Testing

/// The rules, driven with a test clock (instants handed to `advance`, never a real one).
@Suite struct ReducerTests {
    let a = Fixture.a
    let b = Fixture.b

    func at(_ seconds: Double) -> GameInstant { GameInstant(milliseconds: UInt64(seconds * 1000)) }

    @Test func theDrawerAlternatesAndGetsAWordFromTheList() throws {
        var state = try Fixture.state(SketchDuelSettings(rounds: 0, roundSeconds: 30, pauseSeconds: 5))
        // auto: 2 rounds per player.
        #expect(state.rounds == 4 && Set(state.words).count == 4 && state.words.allSatisfy(WordList.everyday.words.contains))
        var drawers: [PlayerID] = []
        for round in 1...4 {
            #expect(state.round == round && state.phase == .drawing)
            drawers.append(state.drawer)
            // The round runs out, then the pause between rounds.
            state = SketchDuel.advance(state, to: state.phaseStarted.adding(milliseconds: 30_000))
            if round < 4 {
                #expect(state.phase == .reveal)
                state = SketchDuel.advance(state, to: state.phaseStarted.adding(milliseconds: 5_000))
            }
        }
        #expect(drawers == [a, b, a, b])
        #expect(state.phase == .over && state.history.map(\.result) == Array(repeating: .timeout, count: 4))
    }

    @Test func theTimerEndsTheRoundAtItsDeadlineAndNotBefore() throws {
        var state = try Fixture.state()
        // The hints come first (half and three quarters), then the end of the round.
        #expect(SketchDuel.nextDeadline(of: state) == at(37.5) || SketchDuelRules.hintCount(for: state.word) == 0)
        state = SketchDuel.advance(state, to: at(60))
        #expect(SketchDuel.nextDeadline(of: state) == at(75))
        let early = SketchDuel.advance(state, to: at(74.999))
        #expect(early.phase == .drawing && early.now == at(74.999))
        let late = SketchDuel.advance(early, to: at(75))
        #expect(late.phase == .reveal && late.history.last?.result == .timeout && late.scores == [0, 0])
        #expect(late.history.last?.word == state.word && late.history.last?.points == [0, 0])
        #expect(SketchDuel.nextDeadline(of: late) == at(80))
        let next = SketchDuel.advance(late, to: at(80))
        #expect(next.round == 2 && next.phase == .drawing && next.drawer == b && next.phaseStarted == at(80))
        #expect(SketchDuel.nextDeadline(of: next).map { $0 <= at(155) } == true)
    }

    @Test func aLateClockAppliesEveryDeadlineAtItsOwnInstant() throws {
        let state = try Fixture.state(SketchDuelSettings(rounds: 4, roundSeconds: 20, pauseSeconds: 5))
        // 2 rounds and 2 pauses have passed, 3 s into round 3.
        let late = SketchDuel.advance(state, to: at(53))
        #expect(late.round == 3 && late.phase == .drawing && late.phaseStarted == at(50))
        #expect(late.history.count == 2)
        let over = SketchDuel.advance(state, to: at(10_000))
        // A duet that guessed nothing loses together.
        #expect(over.phase == .over && over.history.count == 4 && over.finish?.winners == [] && over.finish?.reason == .duetLost)
        #expect(SketchDuel.nextDeadline(of: over) == nil)
    }

    @Test func aRightGuessScoresOnePlusWholeQuarterMinutesLeftForBoth() throws {
        var state = try Fixture.state()
        let word = state.word
        state = SketchDuel.advance(state, to: at(27.9))  // 47.1 s left: 47 / 15 = 3 -> 4 points
        state = try SketchDuel.reduce(state, .guess("  " + word.uppercased().replacingOccurrences(of: " ", with: "  ") + " "), by: b)
        #expect(state.scores == [4, 4] && state.phase == .reveal)
        #expect(state.history.last == SketchDuelRoundRecord(
            round: 1, drawer: a, word: word, result: .guessed, points: [4, 4], right: [b], millisecondsLeft: 47_100))
        #expect(state.guesses.last?.right == true)
        #expect(SketchDuelRules.points(millisecondsLeft: 75_000) == 6)
        #expect(SketchDuelRules.points(millisecondsLeft: 14_999) == 1)
        #expect(SketchDuelRules.points(millisecondsLeft: 15_000) == 2)
        #expect(SketchDuelRules.points(millisecondsLeft: 0) == 1)
    }

    @Test func spacesAndCaseDoNotMatterButLettersDo() throws {
        var state = try Fixture.state()
        state.words[0] = "ice cream"
        #expect(try SketchDuel.reduce(state, .guess("IceCream"), by: b).phase == .reveal)
        #expect(try SketchDuel.reduce(state, .guess("i c e c r e a m"), by: b).phase == .reveal)
        let wrong = try SketchDuel.reduce(state, .guess("ice-cream"), by: b)
        #expect(wrong.phase == .drawing && wrong.guesses == [SketchDuelGuess(player: b, text: "ice-cream", right: false, close: true)])
    }


    @Test func strokesStreamInBatchesAndUndoAndClearWork() throws {
        var state = try Fixture.state()
        state = try SketchDuel.reduce(state, .begin(color: .red, width: 3, points: Fixture.points(4)), by: a)
        #expect(state.drawing.isStrokeOpen && state.drawing.pointCount == 4)
        state = try SketchDuel.reduce(state, .extend(points: Fixture.points(6, from: 4)), by: a)
        state = try SketchDuel.reduce(state, .end, by: a)
        #expect(!state.drawing.isStrokeOpen)
        #expect(state.drawing.strokes == [Stroke(color: .red, width: 3, points: Fixture.points(10))])
        state = try SketchDuel.reduce(state, .stroke(Stroke(color: .blue, width: 1, points: [Fixture.p(9, 9)])), by: a)
        state = try SketchDuel.reduce(state, .begin(color: .green, width: 2, points: Fixture.points(2)), by: a)
        #expect(state.drawing.strokes.count == 3 && state.drawing.pointCount == 13)
        // Undo takes the open stroke first, then the last finished one.
        state = try SketchDuel.reduce(state, .undo, by: a)
        #expect(state.drawing.strokes.map(\.color) == [.red, .blue] && !state.drawing.isStrokeOpen)
        state = try SketchDuel.reduce(state, .undo, by: a)
        #expect(state.drawing.strokes.map(\.color) == [.red] && state.drawing.pointCount == 10)
        state = try SketchDuel.reduce(state, .clear, by: a)
        #expect(state.drawing == Drawing())
        #expect(throws: GameError.invalidAction(DrawingError.nothingToUndo.description)) {
            try SketchDuel.reduce(state, .undo, by: a)
        }
    }

    @Test func everyIllegalActionIsATypedError() throws {
        let state = try Fixture.state()
        let line = SketchDuelAction.stroke(Stroke(color: .black, width: 2, points: Fixture.points(2)))
        // Drawing out of turn, guessing while drawing, spectators and strangers.
        #expect(throws: GameError.notYourTurn) { try SketchDuel.reduce(state, line, by: b) }
        #expect(throws: GameError.notYourTurn) { try SketchDuel.reduce(state, .undo, by: b) }
        #expect(throws: GameError.notYourTurn) { try SketchDuel.reduce(state, .clear, by: b) }
        #expect(throws: GameError.invalidAction("drawerCannotGuess: you are drawing; the others guess")) {
            try SketchDuel.reduce(state, .guess(state.word), by: a)
        }
        #expect(throws: GameError.notAPlayer) { try SketchDuel.reduce(state, .guess("cat"), by: Fixture.watcher) }
        // Points off the grid, bad widths, empty or oversized batches, no open stroke.
        let refusals: [(SketchDuelAction, DrawingError)] = [
            (.begin(color: .black, width: 2, points: [Fixture.p(4096, 0)]), .offGrid(Fixture.p(4096, 0))),
            (.begin(color: .black, width: 2, points: [Fixture.p(0, 3072)]), .offGrid(Fixture.p(0, 3072))),
            (.begin(color: .black, width: 2, points: [Fixture.p(-1, 5)]), .offGrid(Fixture.p(-1, 5))),
            (.begin(color: .black, width: 0, points: [Fixture.p(1, 1)]), .invalidWidth(0)),
            (.stroke(Stroke(color: .black, width: 5, points: [Fixture.p(1, 1)])), .invalidWidth(5)),
            (.begin(color: .black, width: 2, points: []), .emptyBatch),
            (.begin(color: .black, width: 2, points: Fixture.points(513)), .batchTooLarge(513)),
            (.extend(points: Fixture.points(3)), .noOpenStroke),
            (.end, .noOpenStroke),
            (.undo, .nothingToUndo),
        ]
        for (action, error) in refusals {
            #expect(throws: GameError.invalidAction(error.description)) { try SketchDuel.reduce(state, action, by: a) }
        }
        // Guesses: empty, too long, too many.
        #expect(throws: GameError.invalidAction("emptyGuess: type a word")) { try SketchDuel.reduce(state, .guess("   "), by: b) }
        #expect(throws: GameError.self) { try SketchDuel.reduce(state, .guess(String(repeating: "x", count: 41)), by: b) }
        var guessed = state
        guessed.words[0] = "zzz"
        for index in 0..<SketchDuelRules.maximumGuessesPerRound {
            guessed = try SketchDuel.reduce(guessed, .guess("word\(index)"), by: b)
        }
        #expect(throws: GameError.invalidAction("tooManyGuesses: 20 guesses a round")) {
            try SketchDuel.reduce(guessed, .guess("zzz"), by: b)
        }
        // Between rounds and after the game nobody acts.
        let pause = SketchDuel.advance(state, to: at(75))
        #expect(throws: GameError.self) { try SketchDuel.reduce(pause, line, by: a) }
        #expect(throws: GameError.self) { try SketchDuel.reduce(pause, .guess("cat"), by: b) }
        let over = SketchDuel.playerLeft(state, player: b)
        #expect(throws: GameError.gameNotRunning) { try SketchDuel.reduce(over, line, by: a) }
    }

    @Test func theCapsRefuseTheActionThatWouldPassThem() throws {
        var state = try Fixture.state()
        // 4096 points in one stroke: 8 batches of 512 fit, one more point does not.
        state = try SketchDuel.reduce(state, .begin(color: .black, width: 1, points: Fixture.points(512)), by: a)
        for batch in 1..<8 { state = try SketchDuel.reduce(state, .extend(points: Fixture.points(512, from: batch * 512)), by: a) }
        #expect(state.drawing.strokes[0].points.count == Drawing.maximumPointsPerStroke)
        #expect(throws: GameError.invalidAction(DrawingError.strokeTooLong.description)) {
            try SketchDuel.reduce(state, .extend(points: [Fixture.p(1, 1)]), by: a)
        }
        // 2048 strokes.
        var strokes = try Drawing(strokes: Array(repeating: Stroke(color: .black, width: 1, points: [Fixture.p(1, 1)]), count: 2048), isStrokeOpen: false)
        state.drawing = strokes
        #expect(throws: GameError.invalidAction(DrawingError.tooManyStrokes.description)) {
            try SketchDuel.reduce(state, .begin(color: .black, width: 1, points: [Fixture.p(1, 1)]), by: a)
        }
        // 100 000 points: 24 full strokes, one of 1 695 and one more point reach it exactly.
        let full = Stroke(color: .black, width: 1, points: Fixture.points(4096))
        strokes = try Drawing(strokes: Array(repeating: full, count: 24) + [Stroke(color: .black, width: 1, points: Fixture.points(1695))], isStrokeOpen: true)
        state.drawing = strokes
        state = try SketchDuel.reduce(state, .extend(points: [Fixture.p(2, 2)]), by: a)
        #expect(state.drawing.pointCount == Drawing.maximumPoints)
        #expect(throws: GameError.invalidAction(DrawingError.tooManyPoints.description)) {
            try SketchDuel.reduce(state, .extend(points: [Fixture.p(3, 3)]), by: a)
        }
        #expect(throws: GameError.invalidAction(DrawingError.tooManyPoints.description)) {
            try SketchDuel.reduce(state, .begin(color: .black, width: 1, points: [Fixture.p(3, 3)]), by: a)
        }
        // A decoded drawing beyond the caps is refused too.
        #expect(throws: DrawingError.tooManyPoints) {
            try Drawing(strokes: Array(repeating: full, count: 25), isStrokeOpen: false)
        }
    }

    @Test func aPlayerWhoLeavesHandsTheOtherTheWin() throws {
        var state = try Fixture.state()
        state = SketchDuel.advance(state, to: at(10))
        let left = SketchDuel.playerLeft(state, player: a)
        #expect(left.finish == SketchDuelFinish(winners: [b], reason: .left, summary: "Too few players are left."))
        #expect(left.phase == .over && left.history.last?.result == .left && left.history.last?.millisecondsLeft == 65_000)
        #expect(SketchDuel.playerLeft(state, player: Fixture.watcher) == state)
        #expect(SketchDuel.playerLeft(left, player: b) == left)
    }

    @Test func seatingAndSettingsAreChecked() throws {
        #expect(throws: GameSetupError.self) { try SketchDuel.initialState(players: [a], settings: SketchDuelSettings(), seed: 1) }
        #expect(throws: GameSetupError.self) {
            try SketchDuel.initialState(players: Fixture.seats + [Fixture.watcher], settings: SketchDuelSettings(), seed: 1)
        }
        #expect(try SketchDuel.initialState(players: Fixture.seats, settings: SketchDuelSettings(), seed: 1).rounds == 16)
        #expect(throws: GameSetupError.self) { try SketchDuel.initialState(players: [a, a], settings: SketchDuelSettings(), seed: 1) }
        #expect(throws: GameSetupError.self) { try Fixture.state(SketchDuelSettings(rounds: 1)) }
        #expect(try Fixture.state(SketchDuelSettings(rounds: 5)).rounds == 5)
        var settings = SketchDuelSettings()
        try settings.apply(assignment: "rounds=7")
        try settings.apply(assignment: "roundSeconds = 90")
        try settings.apply(assignment: "words=Animals")
        try settings.apply(assignment: "pauseSeconds=0")
        #expect(settings == SketchDuelSettings(rounds: 7, roundSeconds: 90, words: .animals, pauseSeconds: 0))
        try settings.apply(assignment: "rounds=auto")
        #expect(settings.rounds == 0)
        for bad in ["rounds=1", "rounds=25", "roundSeconds=10", "words=planets", "pauseSeconds=31", "colour=1"] {
            #expect(throws: SettingsError.self) { try settings.apply(assignment: bad) }
        }
        #expect(try Fixture.state(settings).words.allSatisfy(WordList.animals.words.contains))
        #expect(SketchDuelSettings().currentValues.map(\.value) == ["auto", "75", "everyday", "5"])
    }

    @Test func wordListsAreLargeCleanAndDistinct() {
        #expect(WordList.everyday.words.count >= 200)
        for list in WordList.allCases {
            #expect(Set(list.words).count == list.words.count)
            #expect(list.words.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == " " } && !$0.contains("  ") })
        }
    }

    @Test func theHostBroadcastsARoundThatRanOutAndNothingBefore() throws {
        var core = try GameHostCore<SketchDuel>(
            players: [a, b], spectators: [Fixture.watcher], settings: SketchDuelSettings(), seed: 9)
        // A hint at 37.5 s is sent to everyone (2 players and the spectator)...
        #expect(core.nextDeadline == at(37.5))
        #expect(core.advanceTime(to: at(37)).isEmpty)
        #expect(core.advanceTime(to: at(37.5)).count == 3)
        #expect(core.state.hintsShown == 1)
        if core.nextDeadline == at(56.25) { #expect(core.advanceTime(to: at(56.25)).count == 3) }
        // ...then the round's end, and nothing between.
        #expect(core.nextDeadline == at(75))
        #expect(core.advanceTime(to: at(74)).isEmpty)
        #expect(core.advanceTime(to: at(75)).count == 3)
        #expect(core.state.phase == .reveal && core.nextDeadline == at(80))
        #expect(core.advanceTime(to: at(80)).count == 3)
        #expect(core.state.round == 2)
    }
}
