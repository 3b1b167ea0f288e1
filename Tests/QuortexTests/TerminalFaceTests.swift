import Foundation
import GameCore
import Testing

@testable import Quortex

/// The terminal face: commands typed by people, `show TILE`, and the rendered screen.
@Suite struct TerminalFaceTests {
    @Test(arguments: [
        ("place 7 2", QuortexAction.place(tile: Tile(number: 7)!, rotation: 2, cell: nil)),
        ("place 7 r2", .place(tile: Tile(number: 7)!, rotation: 2, cell: nil)),
        ("  PLACE 14   R5 ", .place(tile: Tile(number: 14)!, rotation: 5, cell: nil)),
        ("p 0 0", .place(tile: Tile(number: 0)!, rotation: 0, cell: nil)),
        ("place 7 r2 at 0,-3", .place(tile: Tile(number: 7)!, rotation: 2, cell: HexCoordinate(q: 0, r: -3))),
        ("place 3 4 at -3,3", .place(tile: Tile(number: 3)!, rotation: 4, cell: HexCoordinate(q: -3, r: 3))),
        ("resign", .resign),
    ])
    func commandsParse(_ line: String, _ action: QuortexAction) throws {
        #expect(try Quortex.parseCommand(line) == action)
    }

    @Test(arguments: [
        ("", GameCommandError.empty),
        ("fly 7", .unknownCommand("fly")),
        ("place", .missingArgument(command: "place", expected: "TILE ROT, e.g. place 7 r2")),
        ("place 7", .missingArgument(command: "place", expected: "TILE ROT, e.g. place 7 r2")),
        ("place 15 2", .invalidArgument(command: "place", argument: "15", expected: "a tile number from your hand (0-14)")),
        ("place x 2", .invalidArgument(command: "place", argument: "x", expected: "a tile number from your hand (0-14)")),
        ("place 7 6", .invalidArgument(command: "place", argument: "6", expected: "a rotation 0-5 (or r0-r5)")),
        ("place 7 r-1", .invalidArgument(command: "place", argument: "r-1", expected: "a rotation 0-5 (or r0-r5)")),
        ("place 7 2 on 0,3", .invalidArgument(command: "place", argument: "on 0,3", expected: "at Q,R, e.g. at 0,-3")),
        ("place 7 2 at 0;3", .invalidArgument(command: "place", argument: "at 0;3", expected: "at Q,R, e.g. at 0,-3")),
    ])
    func badCommandsSayWhatIsExpected(_ line: String, _ error: GameCommandError) {
        #expect(throws: error) { try Quortex.parseCommand(line) }
    }

    @Test func helpListsEveryCommand() {
        let syntaxes = (Quortex.commandHelp + Quortex.localCommandHelp).map(\.syntax)
        #expect(syntaxes == ["place TILE ROT [at Q,R]", "resign", "show TILE"])
        #expect(Quortex.localCommandHelp.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func showIsAnsweredLocallyAndMovesAreNot() throws {
        #expect(try Quortex.localAnswer(to: "show 7") == Quortex.tilePicture(Tile(number: 7)!))
        #expect(try Quortex.localAnswer(to: " S 12 ") == Quortex.tilePicture(Tile(number: 12)!))
        #expect(try Quortex.localAnswer(to: "place 7 r2") == nil)
        #expect(try Quortex.localAnswer(to: "resign") == nil)
        #expect(try Quortex.localAnswer(to: "") == nil)
    }

    @Test(arguments: [
        ("show", GameCommandError.missingArgument(command: "show", expected: "a tile number 0-14, e.g. show 7")),
        ("show 15", .invalidArgument(command: "show", argument: "15", expected: "a tile number 0-14")),
        ("show -1", .invalidArgument(command: "show", argument: "-1", expected: "a tile number 0-14")),
        ("show seven", .invalidArgument(command: "show", argument: "seven", expected: "a tile number 0-14")),
        ("show 7 8", .unexpectedArgument(command: "show", argument: "8")),
    ])
    func badShowSaysWhatIsExpected(_ line: String, _ error: GameCommandError) {
        #expect(throws: error) { try Quortex.localAnswer(to: line) }
        #expect(error.description.count < 80, "one short line: \(error.description)")
    }

    /// Reads the picture back: in every rotation's hex, two sides carry the same letter exactly when
    /// the tile joins them at that rotation, and the path list under it names the same pairs.
    @Test(arguments: Tile.all)
    func thePictureShowsEachRotationsPaths(_ tile: Tile) {
        let lines = Quortex.tilePicture(tile).components(separatedBy: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 }, "fits 80 columns")
        let rows = Array(lines.dropFirst().prefix(5)).map { Array($0.padding(toLength: 78, withPad: " ", startingAt: 0)) }
        #expect(rows.count == 5)
        for rotation in 0..<6 {
            let left = rotation * 13
            #expect(String(rows[0][left..<(left + 13)]).trimmingCharacters(in: .whitespaces) == "r\(rotation)")
            // Where each side's letter sits in the block (sides 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW).
            let spots = [(1, 9), (2, 10), (3, 9), (3, 3), (2, 2), (1, 3)]
            let letters = spots.map { rows[$0.0][left + $0.1] }
            for first in 0..<6 {
                for second in (first + 1)..<6 {
                    let joined = tile.exit(from: HexDirection(first), rotation: rotation).rawValue == second
                    #expect((letters[first] == letters[second]) == joined, "tile \(tile.number) r\(rotation): \(letters)")
                }
            }
            let names = tile.paths(rotation: rotation).map { "\($0.0)-\($0.1)" }.joined(separator: " ")
            #expect(String(rows[4][left..<(left + 13)]).trimmingCharacters(in: .whitespaces) == names)
        }
    }

    @Test func theTurnScreenSaysWhereTheFlowComesInAndFits80By24() throws {
        let state = try Fixture.state(players: 6)
        let mover = state.position.flows[state.turn].player
        let view = Quortex.view(of: state, for: .player(mover))
        let names = PlayerNames(Dictionary(uniqueKeysWithValues: Fixture.players.enumerated().map { ($1, "Player\($0 + 1)") }))
        let screen = Quortex.render(view, for: .player(mover), names: names)
        let lines = screen.components(separatedBy: "\n")
        // Seat 0 starts outside the NE corner cell, coming in by that cell's NE side.
        #expect(view.target == HexCoordinate(q: 4, r: -4))
        // The panel beside the radius-4 board is 24 columns wide: the sentences are wrapped.
        let panel = lines.compactMap { $0.components(separatedBy: Quortex.panelDivider).dropFirst().first }
        let said = panel.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(said.contains("Your turn: your flow enters [4,-4] by its NE side."), "\(screen)")
        // Too narrow for the edges too: the board shows them.
        #expect(said.contains("> A Player1 (you): 8 from goal"), "\(screen)")
        #expect(panel.contains { $0.hasPrefix("  D Player4: 8 from goal") })
        // A wider room names them.
        let wide = Quortex.render(view, for: .player(mover), names: names, in: TerminalRoom(columns: 100, rows: 30))
        #expect(wide.contains("> A Player1 (you): NE→SW, 8 from goal") && wide.contains("  D Player4: SW→NE, 8 from goal"))
        #expect(lines.contains { $0.hasPrefix("  place ") })
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(screen)")
        #expect(lines.count <= 23, "with the prompt line it fits 24 rows: \(lines.count)")
    }
}
