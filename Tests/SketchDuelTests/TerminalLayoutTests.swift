import Foundation
import GameCore
@testable import SketchDuel
import Testing

/// The terminal face fits an 80 × 24 terminal in every phase, for every viewer, with long names and
/// a full guess list: 22 lines (lanjoin adds a blank line, and the line being typed takes the last).
@Suite struct TerminalLayoutTests {
    let names = PlayerNames([Fixture.a: "Alexandra-Maximiliane", Fixture.b: "Bartholomew Jones"])

    /// A round 3 of 4 with a drawing, 19 long wrong guesses and two rounds of history.
    func busyState() throws -> SketchDuelState {
        var state = try Fixture.state(SketchDuelSettings(rounds: 4))
        state = SketchDuel.advance(state, to: GameInstant(milliseconds: 75_000 + 5_000 + 75_000 + 5_000 + 1_000))
        #expect(state.round == 3 && state.phase == .drawing)
        state = try SketchDuel.reduce(state, try SketchDuel.parseCommand("circle 2048 1536 900 c1"), by: state.drawer)
        let guesser = state.players.first { $0 != state.drawer }!
        for index in 0..<(SketchDuelRules.maximumGuessesPerRound - 1) {
            state = try SketchDuel.reduce(state, .guess("a rather long wrong guess \(index)"), by: guesser)
        }
        return state
    }

    func screens(_ state: SketchDuelState) -> [String] {
        [Viewer.player(Fixture.a), .player(Fixture.b), .spectator].map {
            SketchDuel.render(SketchDuel.view(of: state, for: $0), for: $0, names: names)
        }
    }

    func expectFits(_ screen: String) {
        let lines = screen.components(separatedBy: "\n")
        #expect(lines.count <= 22, "\(lines.count) lines:\n\(screen)")
        for line in lines { #expect(line.count <= 79, "\(line.count) columns: \(line)") }
    }

    @Test func everyPhaseFitsEightyByTwentyFour() throws {
        let drawing = try busyState()
        var reveal = drawing
        reveal = try SketchDuel.reduce(reveal, .guess("nope"), by: reveal.players.first { $0 != reveal.drawer }!)
        reveal = SketchDuel.advance(reveal, to: reveal.phaseStarted.adding(milliseconds: 75_000))
        #expect(reveal.phase == .reveal)
        let over = SketchDuel.advance(reveal, to: reveal.now.adding(milliseconds: 200_000))
        #expect(over.phase == .over)
        for state in [drawing, reveal, over] {
            for screen in screens(state) { expectFits(screen) }
        }
        let guesserScreen = screens(drawing)[Fixture.a == drawing.drawer ? 1 : 0]
        print(guesserScreen)
        // The newest guesses show beside the canvas; the older ones are counted.
        #expect(guesserScreen.contains("  you: a rather long wrong~"))
        #expect(guesserScreen.contains("Guess: type a WORD (1 guess left)"))
        #expect(guesserScreen.contains("earlier)"))
        #expect(guesserScreen.contains("Round 2: time ran out."))
        let revealScreen = screens(reveal)[2]
        print(revealScreen)
        #expect(revealScreen.contains("Round 3 of 4 is over - the next starts in 5 s"))
        #expect(revealScreen.contains("The word was \(reveal.history.last!.word.uppercased())."))
    }

    /// Eight players, six of them practice partners, hints shown, a close guess and right guessers.
    @Test func aRaceOfEightFitsWithPartnersHintsAndCloseGuesses() throws {
        var state = try Fixture.race(8, SketchDuelSettings(roundSeconds: 80))
        state.words[0] = "ice cream"
        state.hintPositions[0] = [0, 4]
        var names = PlayerNames([Fixture.a: "Alexandra-Maximiliane", Fixture.b: "Bartholomew Jones"])
        for (index, seat) in Fixture.seats.enumerated() where index >= 2 {
            names.names[seat] = "Bot \(index - 1)"
            state = try SketchDuel.reduce(state, .partner, by: seat)
        }
        state = SketchDuel.advance(state, to: GameInstant(milliseconds: 61_000))
        state = try SketchDuel.reduce(state, .guess("ice crean"), by: Fixture.b)
        state = try SketchDuel.reduce(state, .guess("ice cream"), by: Fixture.seats[2])
        state = try SketchDuel.reduce(state, .guess("cone"), by: Fixture.seats[3])
        let own = SketchDuel.render(SketchDuel.view(of: state, for: .player(Fixture.b)), for: .player(Fixture.b), names: names)
        let other = SketchDuel.render(SketchDuel.view(of: state, for: .player(Fixture.seats[3])), for: .player(Fixture.seats[3]), names: names)
        let drawer = SketchDuel.render(SketchDuel.view(of: state, for: .player(Fixture.a)), for: .player(Fixture.a), names: names)
        print(own + "\n\n" + other)
        for screen in [own, other, drawer] { expectFits(screen) }
        #expect(own.contains("Word: I _ _   C _ _ _ _  (8 letters, 2 hints)"))
        // The full label where it fits, a short one where the score and the ✓ need the room.
        #expect(own.contains("Bot 1 (practice): 4 ✓") && own.contains("Bot 2 (practice partner): 0"))
        // "close!" for the guesser only, in its guess list and under the canvas.
        #expect(own.contains("you: ice crean - close!") && own.contains("close! \"ice crean\" is one letter off."))
        #expect(!other.contains("close") && other.contains("Bartholome: ice crean"))
        #expect(other.contains("Bot 1: found it!") && !other.lowercased().contains("ice cream"))
        #expect(!drawer.contains("I _ _"))
    }
}
