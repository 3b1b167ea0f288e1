import Foundation
import GameCore
@testable import SketchDuel
import Testing

/// "close!": a guess one edit from the word tells its guesser only.
@Suite struct CloseGuessTests {
    let seats = Fixture.seats

    @Test func oneEditIgnoringCaseAndSpacesIsClose() {
        let close = [("cot", "cat"), ("cats", "cat"), ("at", "cat"), ("ca", "cat"), ("  CUT ", "cat"),
                     ("icecrem", "ice cream"), ("Ice Creams", "ice cream"), ("xat", "cat")]
        for (guess, word) in close { #expect(SketchDuelRules.isClose(guess, to: word), "\(guess) / \(word)") }
        let far = [("cat", "cat"), ("CAT", "cat"), ("act", "cat"), ("dog", "cat"), ("c", "cat"), ("catsy", "cat"),
                   ("ice-creams", "ice cream")]
        for (guess, word) in far { #expect(!SketchDuelRules.isClose(guess, to: word), "\(guess) / \(word)") }
    }

    @Test func onlyTheGuesserSeesItsGuessWasClose() throws {
        var state = try Fixture.race(3)
        state.words[0] = "cat"
        state = try SketchDuel.reduce(state, .guess("Cot"), by: seats[1])
        #expect(state.guesses.last == SketchDuelGuess(player: seats[1], text: "Cot", right: false, close: true))
        #expect(state.phase == .drawing && state.scores == [0, 0, 0])
        let own = SketchDuel.view(of: state, for: .player(seats[1]))
        #expect(own.guesses == [SketchDuelGuessView(player: seats[1], text: "Cot", right: false, close: true)])
        for viewer in [Viewer.player(seats[0]), .player(seats[2]), .spectator] {
            #expect(SketchDuel.view(of: state, for: viewer).guesses
                == [SketchDuelGuessView(player: seats[1], text: "Cot", right: false, close: false)])
        }
    }

    /// The same guess against a word it is close to and one it is not: every view but the
    /// guesser's is byte for byte the same, so the others learn nothing from it.
    @Test func theOthersViewsDoNotDependOnCloseness() throws {
        var near = try Fixture.race(4)
        near.words[0] = "cat"
        var far = near
        far.words[0] = "dog"
        near = try SketchDuel.reduce(near, .guess("cot"), by: seats[1])
        far = try SketchDuel.reduce(far, .guess("cot"), by: seats[1])
        for viewer in [Viewer.player(seats[2]), .player(seats[3]), .spectator] {
            #expect(GamePayloadCodec.encode(SketchDuel.view(of: near, for: viewer))
                == GamePayloadCodec.encode(SketchDuel.view(of: far, for: viewer)))
        }
        // The check can fail: the guesser's own views differ.
        #expect(GamePayloadCodec.encode(SketchDuel.view(of: near, for: .player(seats[1])))
            != GamePayloadCodec.encode(SketchDuel.view(of: far, for: .player(seats[1]))))
        let json = String(decoding: GamePayloadCodec.encode(SketchDuel.view(of: near, for: .player(seats[2]))), as: UTF8.self)
        #expect(!json.contains("\"close\":true") && !json.contains("\"cat\""))
    }
}
