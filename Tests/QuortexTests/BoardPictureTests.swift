import GameCore
import Testing

@testable import Quortex

/// The terminal board with tile paths: every side of a placed tile carries its path's mark at a
/// fixed place around the cell's centre, flows' letters along the paths they ran, in their colours.
@Suite struct BoardPictureTests {
    /// The character at column `x` of line `y` (a space past the end of the line).
    static func character(_ lines: [String], _ x: Int, _ y: Int) -> Character {
        let line = Array(lines[y])
        return x < line.count ? line[x] : " "
    }

    /// On a radius-3 board the centre cell (0,0) sits at column 20, line 7 (rims included), and
    /// its sides NE, E, SE, SW, W, NW at these places.
    static let centreSides = [(21, 6), (22, 7), (21, 8), (19, 8), (18, 7), (19, 6)]

    @Test(arguments: [(Fixture.straight, 0), (Fixture.adjacent, 1), (Tile(number: 7)!, 2), (Tile(number: 12)!, 5)])
    func aTileShowsWhichSidesItsPathsJoin(_ tile: Tile, _ rotation: Int) throws {
        var view = Quortex.view(of: try Fixture.state(players: 2), for: .spectator)
        let player = view.position.flows[0].player
        view.position.tiles[Fixture.cell(0, 0)] = PlacedTile(cell: Fixture.cell(0, 0), tile: tile, rotation: rotation, player: player)
        let grid = Quortex.boardGrid(view)
        #expect(Self.character(grid, 20, 7) == "#", "a tile no flow runs through")
        let marks = Self.centreSides.map { Self.character(grid, $0.0, $0.1) }
        #expect(marks.allSatisfy { "123".contains($0) }, "\(marks)")
        for first in 0..<6 {
            for second in (first + 1)..<6 {
                let joined = tile.exit(from: HexDirection(first), rotation: rotation).rawValue == second
                #expect((marks[first] == marks[second]) == joined, "sides \(first) and \(second): \(marks)")
            }
        }
        // The empty neighbours keep their dots, and their sides stay blank.
        #expect(Self.character(grid, 26, 7) == "·" && Self.character(grid, 24, 7) == " ")
    }

    @Test func theCellFacedAndTheTargetAreMarked() throws {
        let state = try Fixture.state(players: 2)
        let viewer = state.position.flows[0].player
        let view = Quortex.view(of: state, for: .player(viewer))
        let grid = Quortex.boardGrid(view)
        // Seat A waits outside the NE corner (3,-3), coming in by its NE side; B at the SW corner.
        let (x, y) = Quortex.centre(of: Fixture.cell(3, -3), radius: 3)
        #expect((x, y) == (29, 1))
        #expect(String(Array(grid[y])[(x - 1)...(x + 1)]) == "[a]")
        #expect(Self.character(grid, x + 1, y - 1) == "a", "the side it comes in by")
        let (bx, by) = Quortex.centre(of: Fixture.cell(-3, 3), radius: 3)
        #expect(Self.character(grid, bx, by) == "b" && Self.character(grid, bx - 1, by + 1) == "b")
        #expect(Self.character(grid, 20, 7) == "·")
    }

    @Test func aFlowsPathCarriesItsLetterInItsColour() throws {
        var state = try Fixture.state(players: 2)
        for _ in 0..<4 {
            let seat = state.turn
            let mover = state.position.flows[seat].player
            let options = Quortex.options(in: state.position, hand: state.hands[seat], seat: seat)
            let option = try #require(options.first { $0.legal && $0.result == .safe })
            state = try Quortex.reduce(state, .place(tile: option.tile, rotation: option.rotation, cell: nil), by: mover)
        }
        let view = Quortex.view(of: state, for: .spectator)
        let grid = Quortex.boardGrid(view)
        let face = Quortex.render(view, for: .spectator, names: PlayerNames([:])).components(separatedBy: "\n")
        let dropped = grid.prefix { $0.isEmpty }.count
        for (seat, flow) in view.position.flows.enumerated() {
            #expect(flow.path.count >= 2)
            let letter = Character(Quortex.letter(seat))
            for step in flow.path {
                let (x, y) = Quortex.centre(of: step.cell, radius: 3)
                for side in [step.entry, step.exit] {
                    let spot = Quortex.sideSpot(side)
                    let (sx, sy) = (x + spot.dx, y + spot.dy)
                    #expect(Self.character(grid, sx, sy) == letter, "seat \(seat) at \(step.cell) side \(side)")
                    let runs = Quortex.colours(of: face[sy - dropped])
                    #expect(runs.contains(TerminalColourRun(start: sx, end: sx + 1, colour: Quortex.seatColours[seat])))
                }
            }
        }
    }

    @Test(arguments: [2, 3])
    func theFaceFits80By24AllGameLong(players count: Int) throws {
        let names = PlayerNames(Dictionary(uniqueKeysWithValues: Fixture.players.enumerated().map { ($1, "Player\($0 + 1)") }))
        var state = try Fixture.state(players: count)
        #expect(state.position.board.radius == 3, "the default radius for \(count) players")
        var random = SeededGenerator(seed: 5)
        while true {
            for viewer in [Viewer.spectator] + state.position.flows.map({ Viewer.player($0.player) }) {
                // The room the live screen leaves the face at 80×24 (title, roster's row, an event, the command line).
                let room = TerminalRoom(columns: 80, rows: 20)
                let screen = Quortex.render(Quortex.view(of: state, for: viewer), for: viewer, names: names, in: room)
                let lines = screen.components(separatedBy: "\n")
                #expect(lines.allSatisfy { $0.count <= 80 }, "\(screen)")
                #expect(lines.count <= 20, "20 rows are left for the face at 80×24: \(lines.count)\n\(screen)")
            }
            guard state.finish == nil else { break }
            let actor = state.position.flows[state.turn].player
            let action = try #require(QuortexBot.greedy(Quortex.view(of: state, for: .player(actor)), as: actor, random: &random))
            state = try Quortex.reduce(state, action, by: actor)
        }
    }

    @Test func theLargestBoardStillFits80Columns() throws {
        let state = try Quortex.initialState(
            seatedInOrder: Array(Fixture.players.prefix(6)), settings: QuortexSettings(radius: 6), seed: 1)
        let viewer = Viewer.player(state.position.flows[state.turn].player)
        let screen = Quortex.render(Quortex.view(of: state, for: viewer), for: viewer, names: PlayerNames([:]))
        #expect(screen.components(separatedBy: "\n").allSatisfy { $0.count <= 80 }, "\(screen)")
        #expect(screen.contains("Your turn"))
    }

    @Test func yourTilesAreNamedByTheSidesTheyJoin() throws {
        #expect(Quortex.sidesJoined(Fixture.straight, rotation: 0) == "NE-SW E-W SE-NW")
        #expect(Quortex.sidesJoined(Fixture.adjacent, rotation: 1) == "NE-NW E-SE SW-W")
        let state = try Fixture.state(players: 2)
        let viewer = Viewer.player(state.position.flows[state.turn].player)
        let view = Quortex.view(of: state, for: viewer)
        let screen = Quortex.render(view, for: viewer, names: PlayerNames([:]))
        for tile in try #require(view.hand) {
            #expect(screen.contains("  \(tile.number): " + Quortex.sidesJoined(tile, rotation: 0)), "\(screen)")
        }
        #expect(!screen.contains("[0-"), "no side numbers in brackets any more")
    }
}
