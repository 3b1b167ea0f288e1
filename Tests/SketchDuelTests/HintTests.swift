import Foundation
import GameCore
@testable import SketchDuel
import Testing

/// Hints: a letter at half time, a second at three quarters, never more than a third of the
/// letters, never in the drawer's view; chosen by the seed, not by the word.
@Suite struct HintTests {
    let a = Fixture.a
    let b = Fixture.b

    func at(_ seconds: Double) -> GameInstant { GameInstant(milliseconds: UInt64(seconds * 1000)) }

    @Test func hintCountIsAThirdOfTheLettersAtMostTwo() {
        #expect(SketchDuelRules.hintCount(for: "ox") == 0)
        #expect(SketchDuelRules.hintCount(for: "cat") == 1)
        #expect(SketchDuelRules.hintCount(for: "apple") == 1)
        #expect(SketchDuelRules.hintCount(for: "banana") == 2)
        #expect(SketchDuelRules.hintCount(for: "ice cream") == 2)
        #expect(SketchDuelRules.hintCount(for: "a b c d e") == 1)
    }

    @Test func lettersAppearAtHalfAndThreeQuartersForGuessersOnly() throws {
        var state = try Fixture.race(3, SketchDuelSettings(roundSeconds: 80, pauseSeconds: 5))
        state.words[0] = "ice cream"
        state.hintPositions[0] = [5, 1]
        let guesser = { SketchDuel.view(of: state, for: .player(Fixture.seats[1])) }
        #expect(guesser().pattern == "___ _____" && guesser().hints == 0)
        #expect(SketchDuel.nextDeadline(of: state) == at(40))
        state = SketchDuel.advance(state, to: at(39.999))
        #expect(guesser().pattern == "___ _____")
        state = SketchDuel.advance(state, to: at(40))
        #expect(guesser().pattern == "___ _r___" && guesser().hints == 1)
        #expect(SketchDuel.view(of: state, for: .spectator).pattern == "___ _r___")
        #expect(SketchDuel.nextDeadline(of: state) == at(60))
        state = SketchDuel.advance(state, to: at(79))
        #expect(guesser().pattern == "_c_ _r___" && guesser().hints == 2)
        #expect(SketchDuel.nextDeadline(of: state) == at(80))
        // The drawer's view has the word and no hint letters in its pattern.
        let drawer = SketchDuel.view(of: state, for: .player(Fixture.seats[0]))
        #expect(drawer.word == "ice cream" && drawer.pattern == "___ _____" && drawer.hints == 0)
        // After the round the hints are gone (the word is public).
        state = SketchDuel.advance(state, to: at(80))
        #expect(guesser().word == "ice cream" && guesser().pattern == "___ _____")
    }

    @Test func neverMoreThanAThirdOfTheLettersInAnyViewOfAnyWord() throws {
        for list in WordList.allCases {
            for (index, word) in list.words.enumerated() {
                var state = try Fixture.race(3, SketchDuelSettings(rounds: 2, roundSeconds: 60, words: list), seed: UInt64(index))
                state.words[0] = word
                var random = SeededGenerator(seed: UInt64(index))
                state.hintPositions[0] = SketchDuelRules.hintPositions(for: word, random: &random)
                let letters = word.filter { $0 != " " }.count
                state = SketchDuel.advance(state, to: at(59.999))
                let view = SketchDuel.view(of: state, for: .player(Fixture.seats[1]))
                let shown = view.pattern.filter { $0 != "_" && $0 != " " }.count
                #expect(3 * shown <= letters && shown <= 2, "\(word): \(view.pattern)")
                #expect(view.pattern.count == word.count)
                #expect(SketchDuel.fits(word, pattern: view.pattern))
                #expect(SketchDuel.view(of: state, for: .player(Fixture.seats[0])).pattern == SketchDuel.pattern(of: word))
            }
        }
    }

    @Test func theSeedPicksHintLettersAmongLettersOnly() throws {
        for seed in 0..<50 as Range<UInt64> {
            let state = try Fixture.race(8, seed: seed)
            for (word, positions) in zip(state.words, state.hintPositions) {
                let letters = Array(word)
                #expect(positions.count == SketchDuelRules.hintCount(for: word) && Set(positions).count == positions.count)
                #expect(positions.allSatisfy { letters[$0] != " " })
            }
        }
    }
}

