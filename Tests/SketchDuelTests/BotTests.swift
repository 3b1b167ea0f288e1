import Foundation
import GameCore
@testable import SketchDuel
import Testing

@Suite struct BotTests {
    @Test func everyLibrarySketchIsAWordOfAListAndParsesCompletely() {
        let words = Set(WordList.allCases.flatMap(\.words))
        for (word, source) in SketchLibrary.sources {
            #expect(words.contains(word), "\(word) is in no list")
            let sketch = SketchLibrary.all[word] ?? []
            #expect(sketch.count == source.split(separator: ";").count, "\(word): a shape did not parse")
            #expect(sketch.allSatisfy { !$0.isEmpty && $0.count <= Drawing.maximumPointsPerBatch && $0.allSatisfy(\.isOnGrid) })
        }
        #expect(SketchLibrary.sources.count >= 38)
        #expect(SketchLibrary.genericSketch.count == 3)
    }

    @Test func everyListHasADrawableWordForEveryRoundAGameCanHave() throws {
        for list in WordList.allCases {
            let drawable = SketchDuelRules.drawableWords(in: list)
            #expect(drawable.count >= 24, "\(list): \(drawable.count)")
            var state = try Fixture.race(8, SketchDuelSettings(rounds: 24, words: list), seed: 3)
            #expect(Set(state.partnerWords).count == 24 && state.partnerWords.allSatisfy(drawable.contains))
            #expect(zip(state.partnerWords, state.partnerHints).allSatisfy { $1.count == SketchDuelRules.hintCount(for: $0) })
            // Seat 0 draws round 1: its word becomes a drawable one once it says it is a bot.
            state.words[0] = "toothbrush"
            state = try SketchDuel.reduce(state, .partner, by: Fixture.a)
            #expect(state.words[0] == state.partnerWords[0] && state.hintPositions[0] == state.partnerHints[0])
        }
    }

    @Test func aPersonsWordStaysAndABotMidRoundKeepsItsWord() throws {
        var state = try Fixture.race(3)
        let word = state.word
        // A guesser saying it is a partner changes nothing about the drawer's word.
        state = try SketchDuel.reduce(state, .partner, by: Fixture.b)
        #expect(state.word == word)
        // Nor does a drawer who says so after it started drawing.
        state = try SketchDuel.reduce(state, .stroke(Stroke(color: .black, width: 1, points: Fixture.points(3))), by: Fixture.a)
        state = try SketchDuel.reduce(state, .partner, by: Fixture.a)
        #expect(state.word == word && state.partners == [Fixture.b, Fixture.a])
        #expect(throws: GameError.invalidAction("alreadyPartner: already labelled")) {
            try SketchDuel.reduce(state, .partner, by: Fixture.a)
        }
        // From its next round on, a partner's word is a drawable one from the start.
        state = SketchDuel.advance(state, to: GameInstant(milliseconds: 80_000 + 75_000 + 5_000 + 75_000 + 5_000))
        #expect(state.round == 4 && state.drawer == Fixture.a && state.word == state.partnerWords[3])
        // The partner label reaches every view.
        #expect(SketchDuel.view(of: state, for: .spectator).partners == [Fixture.b, Fixture.a])
    }

    @Test func theDrawerBotDrawsItsPlanStrokeByStrokeInBatches() throws {
        var state = try Fixture.state()
        state = try SketchDuel.reduce(state, .partner, by: Fixture.a)
        state.words[0] = "house"
        var random = SeededGenerator(seed: 1)
        var actions: [SketchDuelAction] = []
        while let action = SketchDuel.botAction(for: SketchDuel.view(of: state, for: .player(Fixture.a)), as: Fixture.a, random: &random) {
            actions.append(action)
            state = try SketchDuel.reduce(state, action, by: Fixture.a)
        }
        let plan = SketchDuelBot.plan(word: "house", round: 1)
        print(SketchDuel.render(SketchDuel.view(of: state, for: .spectator), for: .spectator, names: PlayerNames()))
        #expect(state.drawing.strokes == plan && !state.drawing.isStrokeOpen)
        #expect(plan.count == 5)
        #expect(actions.filter { if case .begin = $0 { true } else { false } }.count == 5)
        #expect(actions.filter { $0 == .end }.count == 5)
        // The plan differs a little from the library (offsets), and from round to round.
        #expect(plan.map(\.points) != SketchLibrary.all["house"])
        #expect(SketchDuelBot.plan(word: "house", round: 3) != plan)
    }

    @Test func theDrawerBotFallsBackToTheGenericSketchAndClearsAForeignCanvas() throws {
        var state = try Fixture.state()
        state.words[0] = "toothbrush"
        #expect(SketchLibrary.sketch(of: "toothbrush") == nil)
        #expect(SketchDuelBot.plan(word: "toothbrush", round: 1).count == SketchLibrary.genericSketch.count)
        state = try SketchDuel.reduce(state, .stroke(Stroke(color: .black, width: 1, points: Fixture.points(3))), by: Fixture.a)
        var random = SeededGenerator(seed: 1)
        // First the bot says it is a practice partner, whatever the canvas.
        #expect(SketchDuel.botAction(for: SketchDuel.view(of: state, for: .player(Fixture.a)), as: Fixture.a, random: &random) == .partner)
        state = try SketchDuel.reduce(state, .partner, by: Fixture.a)
        #expect(SketchDuel.botAction(for: SketchDuel.view(of: state, for: .player(Fixture.a)), as: Fixture.a, random: &random) == .clear)
        // It never acts for the guesser's seat while drawing, nor between rounds.
        let pause = SketchDuel.advance(state, to: GameInstant(milliseconds: 75_000))
        #expect(SketchDuel.botAction(for: SketchDuel.view(of: pause, for: .player(Fixture.a)), as: Fixture.a, random: &random) == nil)
    }

    @Test func theGuesserBotGuessesOncePerFinishedStrokeWithinThePattern() throws {
        var state = try Fixture.state()
        state.words[0] = "bicycle"
        var random = SeededGenerator(seed: 2)
        let guesserView = { SketchDuel.view(of: state, for: .player(Fixture.b)) }
        state = try SketchDuel.reduce(state, .partner, by: Fixture.b)
        #expect(SketchDuel.botAction(for: guesserView(), as: Fixture.b, random: &random) == nil)
        state = try SketchDuel.reduce(state, .stroke(Stroke(color: .black, width: 1, points: Fixture.points(3))), by: Fixture.a)
        let guess = SketchDuel.botAction(for: guesserView(), as: Fixture.b, random: &random)
        guard case .guess(let word)? = guess else {
            Issue.record("no guess")
            return
        }
        #expect(SketchDuel.pattern(of: word) == "_______")
        state = try SketchDuel.reduce(state, .guess(word), by: Fixture.b)
        #expect(SketchDuel.botAction(for: guesserView(), as: Fixture.b, random: &random) == nil)
    }

    /// Per guess: how much of the sketch was drawn, and whether the guess was right. Drawer bot and
    /// guesser bot play one round for every library word of the everyday list, 20 times each.
    @Test func theGuesserBotGetsBetterAsMoreOfTheDrawingAppears() throws {
        var right = [0, 0, 0]
        var total = [0, 0, 0]
        let words = SketchLibrary.sources.keys.filter(WordList.everyday.words.contains).sorted()
        for (index, word) in words.enumerated() {
            for trial in 0..<20 {
                var state = try Fixture.state(seed: UInt64(trial))
                state.words[0] = word
                let strokes = SketchDuelBot.plan(word: word, round: 1).count
                var random = SeededGenerator(seed: UInt64(index * 100 + trial))
                while state.phase == .drawing {
                    let guesser = SketchDuel.view(of: state, for: .player(Fixture.b))
                    if let action = SketchDuel.botAction(for: guesser, as: Fixture.b, random: &random) {
                        let finished = state.drawing.strokes.count - (state.drawing.isStrokeOpen ? 1 : 0)
                        state = try SketchDuel.reduce(state, action, by: Fixture.b)
                        let third = min(2, 3 * finished / (strokes + 1))
                        total[third] += 1
                        if state.phase != .drawing { right[third] += 1 }
                        continue
                    }
                    let drawer = SketchDuel.view(of: state, for: .player(Fixture.a))
                    guard let action = SketchDuel.botAction(for: drawer, as: Fixture.a, random: &random) else { break }
                    state = try SketchDuel.reduce(state, action, by: Fixture.a)
                }
            }
        }
        let rates = (0..<3).map { Double(right[$0]) / Double(max(total[$0], 1)) }
        print("[sketch-duel] guesser bot: right guesses by share of the sketch drawn (first, middle, last third): "
            + (0..<3).map { "\(right[$0])/\(total[$0])" }.joined(separator: ", "))
        #expect(rates[0] < rates[1] && rates[1] < rates[2])
    }
}
