import Foundation
import GameCore
@testable import SketchDuel
import Testing

@Suite struct TerminalTests {
    @Test func commandsParse() throws {
        #expect(try SketchDuel.parseCommand("line 0 0 4095 3071")
            == .stroke(Stroke(color: .black, width: 2, points: [Fixture.p(0, 0), Fixture.p(4095, 3071)])))
        #expect(try SketchDuel.parseCommand("LINE 10 20 10 20 c5 w4")
            == .stroke(Stroke(color: .blue, width: 4, points: [Fixture.p(10, 20)])))
        guard case .stroke(let circle) = try SketchDuel.parseCommand("circle 2048 1536 600 c1") else {
            Issue.record("circle is not a stroke")
            return
        }
        #expect(circle.color == .red && circle.points.count > 16 && circle.points.count < 80)
        #expect(circle.points.first == circle.points.last)
        for point in circle.points {
            let distance = ((Double(point.x) - 2048) * (Double(point.x) - 2048) + (Double(point.y) - 1536) * (Double(point.y) - 1536)).squareRoot()
            #expect(abs(distance - 600) < 2)
        }
        #expect(try SketchDuel.parseCommand("undo") == .undo)
        #expect(try SketchDuel.parseCommand("clear") == .clear)
        #expect(try SketchDuel.parseCommand("guess ice   cream") == .guess("ice cream"))
        // A bare word is a guess (issue 29); a line with numbers is no word, so still a mistyped command.
        #expect(try SketchDuel.parseCommand("Tulip") == .guess("Tulip"))
        #expect(try SketchDuel.parseCommand("ice  cream") == .guess("ice cream"))
        for bad in ["", "line 1 2 3", "line 0 0 4096 0", "line a b c d", "circle 1 1 0", "line 0 0 1 1 c9", "guess", "paint 1 2"] {
            #expect(throws: GameCommandError.self) { try SketchDuel.parseCommand(bad) }
        }
    }

    @Test func theCanvasRendersInBrailleWithUnitsOnTheFrame() throws {
        var state = try Fixture.state()
        state.words[0] = "ice cream"
        state = try SketchDuel.reduce(state, try SketchDuel.parseCommand("line 0 0 4095 3071"), by: Fixture.a)
        state = try SketchDuel.reduce(state, try SketchDuel.parseCommand("circle 2048 1536 1000"), by: Fixture.a)
        let names = PlayerNames([Fixture.a: "Ada", Fixture.b: "Bob"])
        let drawer = SketchDuel.render(SketchDuel.view(of: state, for: .player(Fixture.a)), for: .player(Fixture.a), names: names)
        let guesser = SketchDuel.render(SketchDuel.view(of: state, for: .player(Fixture.b)), for: .player(Fixture.b), names: names)
        print(drawer + "\n\n" + guesser)
        #expect(drawer.contains("Your word: ICE CREAM"))
        #expect(!guesser.lowercased().contains("ice") && guesser.contains("_ _ _   _ _ _ _ _  (8 letters)"))
        #expect(guesser.contains("Guess: type a WORD (20 guesses left)"))
        let size = SketchDuelCanvasSize.fitting(.standard)
        #expect(size == SketchDuelCanvasSize(columns: 43, rows: 16))
        let canvas = SketchDuel.canvasLines(state.drawing, size: size)
        #expect(canvas.count == size.rows + 3)
        #expect(canvas[0].contains("0") && canvas[0].contains("2048") && canvas[0].contains("4095"))
        let rows = canvas.dropFirst(2).dropLast()
        #expect(rows.allSatisfy { $0.count == 5 + 1 + size.columns + 1 })
        // The diagonal runs from the top-left dot to the bottom-right dot.
        let blank: Character = "\u{2800}"
        #expect(rows.first.map { Array($0)[6] != blank } == true && rows.last.map { Array($0)[48] != blank } == true)
        #expect(rows.first.map { $0.hasPrefix("   0 |") } == true && rows.last.map { $0.hasPrefix("3071 |") } == true)
    }

    @Test func rulesAndHelpAreThere() {
        #expect(SketchDuel.rulesText.contains("1 point plus 1 for"))
        #expect(SketchDuel.commandHelp.map { $0.syntax.split(separator: " ")[0] } == ["line", "circle", "drag", "undo", "clear", "guess"])
    }
}
