import Foundation
import GameCore
@testable import SketchDuel
import Testing

/// Mouse drawing on the terminal face: where the canvas is in the rendered screen, how a cell maps
/// to canvas units, and the `drag` command a drag becomes.
@Suite struct TerminalPointerTests {
    let names = PlayerNames([Fixture.a: "Ann", Fixture.b: "Bob"])

    func screen(for viewer: Viewer, _ state: SketchDuelState) -> [String] {
        SketchDuel.render(SketchDuel.view(of: state, for: viewer), for: viewer, names: names)
            .components(separatedBy: "\n")
    }

    @Test func onlyTheDrawersScreenTakesThePointer() throws {
        let state = try Fixture.state()
        let guesser = state.players.first { $0 != state.drawer }!
        #expect(SketchDuel.acceptsPointer(on: screen(for: .player(state.drawer), state)))
        #expect(!SketchDuel.acceptsPointer(on: screen(for: .player(guesser), state)))
        #expect(!SketchDuel.acceptsPointer(on: screen(for: .spectator, state)))
        #expect(!SketchDuel.acceptsPointer(on: ["Draw: line", "no canvas here"]))
    }

    @Test func theCanvasIsFoundUnderItsFrame() throws {
        let state = try Fixture.state()
        let lines = screen(for: .player(state.drawer), state)
        let top = try #require(SketchDuel.canvasTopLine(in: lines))
        // Header (2 lines), ruler, frame: the first braille row is line 4, labelled 0.
        #expect(top == 4)
        #expect(lines[top].hasPrefix("   0 |"))
        #expect(lines[top + SketchDuel.canvasRows - 1].hasPrefix("3071 |"))
    }

    @Test func cellsMapToTheCentresOfTheirBrailleBlocks() {
        // 43 columns of 4096/43 ≈ 95.3 units, 16 rows of 192 units.
        #expect(SketchDuel.gridPoint(of: TerminalCell(line: 4, column: 6), top: 4) == GridPoint(x: 47, y: 96))
        #expect(SketchDuel.gridPoint(of: TerminalCell(line: 19, column: 48), top: 4) == GridPoint(x: 4048, y: 2976))
        // Off the canvas: the nearest edge.
        #expect(SketchDuel.gridPoint(of: TerminalCell(line: 40, column: 200), top: 4) == GridPoint(x: 4048, y: 2976))
        #expect(SketchDuel.gridPoint(of: TerminalCell(line: 0, column: 0), top: 4) == GridPoint(x: 47, y: 96))
    }

    @Test func aDragBecomesADragCommandThatDrawsThroughItsCells() throws {
        var state = try Fixture.state()
        let lines = screen(for: .player(state.drawer), state)
        let cells = [
            TerminalCell(line: 4, column: 6), TerminalCell(line: 4, column: 7), TerminalCell(line: 4, column: 7),
            TerminalCell(line: 10, column: 19),
        ]
        let command = try #require(SketchDuel.pointerCommand(for: cells, on: lines))
        #expect(command == "drag 47 96 142 96 1285 1248")
        state = try SketchDuel.reduce(state, try SketchDuel.parseCommand(command), by: state.drawer)
        #expect(state.drawing.strokes.map(\.points) == [[
            GridPoint(x: 47, y: 96), GridPoint(x: 142, y: 96), GridPoint(x: 1285, y: 1248),
        ]])
        // The drawer sees the stroke where the drag was: the cell under the press is inked.
        let after = screen(for: .player(state.drawer), state)
        #expect(Array(after[4])[6] != "\u{2800}")
    }

    @Test func aDragThatStartsOffTheCanvasDrawsNothing() throws {
        let state = try Fixture.state()
        let lines = screen(for: .player(state.drawer), state)
        #expect(SketchDuel.pointerCommand(for: [TerminalCell(line: 4, column: 5)], on: lines) == nil)
        #expect(SketchDuel.pointerCommand(for: [TerminalCell(line: 3, column: 10)], on: lines) == nil)
        #expect(SketchDuel.pointerCommand(for: [TerminalCell(line: 4, column: 6)], on: ["no canvas"]) == nil)
        // A click is a dot.
        #expect(SketchDuel.pointerCommand(for: [TerminalCell(line: 4, column: 6)], on: lines) == "drag 47 96")
    }

    @Test func aLongDragFitsOneAction() throws {
        var state = try Fixture.state()
        let lines = screen(for: .player(state.drawer), state)
        // Zigzag over every cell of the canvas, row by row: 688 cells.
        let cells = (0..<SketchDuel.canvasRows).flatMap { row in
            (0..<SketchDuel.canvasColumns).map { column in
                TerminalCell(line: 4 + row, column: 6 + (row % 2 == 0 ? column : SketchDuel.canvasColumns - 1 - column))
            }
        }
        let command = try #require(SketchDuel.pointerCommand(for: cells, on: lines))
        state = try SketchDuel.reduce(state, try SketchDuel.parseCommand(command), by: state.drawer)
        let points = try #require(state.drawing.strokes.first?.points)
        #expect(points.count <= Drawing.maximumPointsPerBatch)
        // Simplified, the zigzag keeps its turns: both ends of every row.
        #expect(points.first == GridPoint(x: 47, y: 96) && points.count >= 2 * SketchDuel.canvasRows)
    }

    @Test func dragCommandsAreCheckedLikeTheOthers() throws {
        #expect(try SketchDuel.parseCommand("drag 1 2 3 4 c2 w3")
            == .stroke(Stroke(color: StrokeColor(rawValue: 2)!, width: 3, points: [GridPoint(x: 1, y: 2), GridPoint(x: 3, y: 4)])))
        #expect(throws: GameCommandError.self) { try SketchDuel.parseCommand("drag") }
        #expect(throws: GameCommandError.self) { try SketchDuel.parseCommand("drag 1 2 3") }
        #expect(throws: GameCommandError.self) { try SketchDuel.parseCommand("drag 1 2 5000 4") }
        #expect(throws: GameCommandError.self) { try SketchDuel.parseCommand("drag 1 2 w9") }
        let tooMany = "drag " + Array(repeating: "1 2", count: Drawing.maximumPointsPerBatch + 1).joined(separator: " ")
        #expect(throws: GameCommandError.self) { try SketchDuel.parseCommand(tooMany) }
    }
}
