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
        let place = try #require(SketchDuel.canvasPlace(in: lines))
        // Header (2 lines), ruler, frame: the first braille row is line 4, labelled 0; the standard
        // room has the 43 × 16 canvas.
        #expect(place == SketchDuelCanvasPlace(top: 4, size: SketchDuelCanvasSize(columns: 43, rows: 16)))
        #expect(lines[place.top].hasPrefix("   0 |"))
        #expect(lines[place.top + place.size.rows - 1].hasPrefix("3071 |"))
    }

    @Test func cellsMapToTheCentresOfTheirBrailleBlocks() {
        // 43 columns of 4096/43 ≈ 95.3 units, 16 rows of 192 units.
        let canvas = SketchDuelCanvasPlace(top: 4, size: SketchDuelCanvasSize(columns: 43, rows: 16))
        #expect(canvas.gridPoint(of: TerminalCell(line: 4, column: 6)) == GridPoint(x: 47, y: 96))
        #expect(canvas.gridPoint(of: TerminalCell(line: 19, column: 48)) == GridPoint(x: 4048, y: 2976))
        // Off the canvas: the nearest edge.
        #expect(canvas.gridPoint(of: TerminalCell(line: 40, column: 200)) == GridPoint(x: 4048, y: 2976))
        #expect(canvas.gridPoint(of: TerminalCell(line: 0, column: 0)) == GridPoint(x: 47, y: 96))
    }

    @Test func aBiggerRoomGivesABiggerCanvasThatTheMouseFindsAndScales() throws {
        var state = try Fixture.state()
        let viewer = Viewer.player(state.drawer)
        let room = TerminalRoom(columns: 120, rows: 30)
        let lines = SketchDuel.render(SketchDuel.view(of: state, for: viewer), for: viewer, names: names, in: room)
            .components(separatedBy: "\n")
        let place = try #require(SketchDuel.canvasPlace(in: lines))
        #expect(place.size == SketchDuelCanvasSize(columns: 64, rows: 24))
        #expect(lines.count <= room.rows && lines.allSatisfy { $0.count < room.columns })
        // The bottom-right character of the larger canvas is the grid's bottom-right corner.
        let corner = TerminalCell(line: place.top + 23, column: SketchDuel.canvasLeftColumn + 63)
        let command = try #require(SketchDuel.pointerCommand(for: [corner], on: lines))
        #expect(command == "drag 4064 3008")
        state = try SketchDuel.reduce(state, try SketchDuel.parseCommand(command), by: state.drawer)
        let after = SketchDuel.render(SketchDuel.view(of: state, for: viewer), for: viewer, names: names, in: room)
            .components(separatedBy: "\n")
        #expect(Array(after[corner.line])[corner.column] != "\u{2800}")
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
        let size = try #require(SketchDuel.canvasPlace(in: lines)).size
        let cells = (0..<size.rows).flatMap { row in
            (0..<size.columns).map { column in
                TerminalCell(line: 4 + row, column: 6 + (row % 2 == 0 ? column : size.columns - 1 - column))
            }
        }
        let command = try #require(SketchDuel.pointerCommand(for: cells, on: lines))
        state = try SketchDuel.reduce(state, try SketchDuel.parseCommand(command), by: state.drawer)
        let points = try #require(state.drawing.strokes.first?.points)
        #expect(points.count <= Drawing.maximumPointsPerBatch)
        // Simplified, the zigzag keeps its turns: both ends of every row.
        #expect(points.first == GridPoint(x: 47, y: 96) && points.count >= 2 * size.rows)
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
