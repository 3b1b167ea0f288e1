import Foundation
import GameCore
@testable import SketchDuel
import Testing

/// The terminal face in the room the live screen gives it: the canvas grows with the room and the
/// whole face stays inside it.
@Suite struct TerminalRoomTests {
    let names = PlayerNames([Fixture.a: "Ann", Fixture.b: "Bob"])

    /// A round with a drawing, guesses and a finished round before it, as each viewer sees it.
    func screens(in room: TerminalRoom) throws -> [[String]] {
        var state = try Fixture.state()
        let drawer = state.drawer
        let guesser = state.players.first { $0 != drawer }!
        state = try SketchDuel.reduce(state, try SketchDuel.parseCommand("circle 2048 1536 1000"), by: drawer)
        for word in ["qwerty", "zzzz", "xyxyx"] {
            state = try SketchDuel.reduce(state, try SketchDuel.parseCommand(word), by: guesser)
        }
        return [Viewer.player(drawer), .player(guesser), .spectator].map { viewer in
            SketchDuel.render(SketchDuel.view(of: state, for: viewer), for: viewer, names: names, in: room)
                .components(separatedBy: "\n")
        }
    }

    @Test(arguments: [(80, 14), (80, 20), (80, 22), (100, 30), (120, 36), (160, 45), (200, 60)])
    func everyScreenFitsItsRoom(columns: Int, rows: Int) throws {
        let room = TerminalRoom(columns: columns, rows: rows)
        for screen in try screens(in: room) {
            // A column stays free (the plain-lines mode wraps a line as wide as the terminal).
            #expect(screen.allSatisfy { $0.count < columns }, "\(room): a line too wide")
            #expect(screen.count <= rows, "\(room): \(screen.count) lines")
            let size = try #require(SketchDuel.canvasPlace(in: screen)).size
            // 4:3 like the grid: 8 columns for every 3 rows.
            #expect(abs(size.columns * 3 - size.rows * 8) <= 2)
        }
    }

    @Test func aBiggerRoomShowsABiggerCanvasUpToTheLargest() throws {
        let sizes = try [(80, 20), (80, 22), (120, 36), (200, 60), (400, 200)].map { columns, rows in
            try #require(SketchDuel.canvasPlace(in: try screens(in: TerminalRoom(columns: columns, rows: rows))[0])).size.rows
        }
        #expect(sizes == [14, 16, 30, 40, 40])
    }

    @Test func aTinyRoomStillGetsTheSmallestCanvas() throws {
        let screen = try screens(in: TerminalRoom(columns: 40, rows: 8))[0]
        #expect(try #require(SketchDuel.canvasPlace(in: screen)).size == SketchDuelCanvasSize(columns: 22, rows: 8))
    }

    @Test func theStandardFaceIsTheOneEveryoneElseGets() throws {
        let state = try Fixture.state()
        let view = SketchDuel.view(of: state, for: .spectator)
        #expect(SketchDuel.render(view, for: .spectator, names: names)
            == SketchDuel.render(view, for: .spectator, names: names, in: .standard))
    }
}
