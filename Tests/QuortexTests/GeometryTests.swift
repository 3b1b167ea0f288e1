import GameCore
import PropertyBased
@testable import Quortex
import Testing

@Suite struct GeometryTests {
    @Test func thereAre15TilesIn5Shapes() {
        #expect(Tile.all.count == 15)
        #expect(Set(Tile.pairings).count == 15)
        #expect(Set(Tile.all.map(\.shape)).count == 5)
    }

    @Test func everyTileIsAPerfectPairingAtEveryRotation() async {
        await propertyCheck(input: Gen.int(in: 0...14), Gen.int(in: 0...5), Gen.int(in: 0...5)) { number, side, rotation in
            let tile = Tile.all[number]
            let exit = tile.exit(from: HexDirection(side), rotation: rotation)
            #expect(exit != HexDirection(side))
            #expect(tile.exit(from: exit, rotation: rotation) == HexDirection(side))
        }
    }

    @Test func rotatingBySixIsTheIdentity() async {
        await propertyCheck(input: Gen.int(in: 0...14), Gen.int(in: 0...5), Gen.int(in: 0...5)) { number, side, rotation in
            let tile = Tile.all[number]
            #expect(tile.exit(from: HexDirection(side), rotation: rotation + 6) == tile.exit(from: HexDirection(side), rotation: rotation))
            #expect(HexDirection(side).rotated(by: 6) == HexDirection(side))
        }
    }

    @Test func boardsHaveTheRightCellsSidesAndCorners() {
        for (radius, cells) in [(3, 37), (4, 61)] {
            let board = HexBoard(radius: radius)
            #expect(board.cells.count == cells && board.cellCount == cells)
            for direction in HexDirection.all {
                let side = board.sideCells(direction)
                #expect(side.count == 2 * radius + 1)
                #expect(side.contains(board.corner(direction)))
                #expect(board.isOuterSide(direction, of: board.corner(direction)))
            }
            // Every outer cell side belongs to exactly one board side: 6(2R+1) in all.
            let outer = board.cells.flatMap { cell in HexDirection.all.filter { board.isOuterSide($0, of: cell) } }
            #expect(outer.count == 6 * (2 * radius + 1))
        }
    }

    @Test func neighboursAndDistances() {
        let origin = HexCoordinate.origin
        for direction in HexDirection.all {
            #expect(origin.neighbour(direction).distance(to: origin) == 1)
            #expect(origin.neighbour(direction).neighbour(direction.opposite) == origin)
        }
        #expect(HexCoordinate(q: 3, r: -3).distance(to: HexCoordinate(q: -3, r: 3)) == 6)
        let board = HexBoard(radius: 3)
        #expect(board.distance(from: board.corner(HexDirection(0)), toSide: HexDirection(3)) == 6)
        #expect(board.distance(from: .origin, toSide: HexDirection(3)) == 3)
    }

    @Test func portsSpreadAsTheRulesSay() {
        #expect(Quortex.portSides(forPlayers: 2).map(\.rawValue) == [0, 3])
        #expect(Quortex.portSides(forPlayers: 3).map(\.rawValue) == [0, 2, 4])
        #expect(Quortex.portSides(forPlayers: 6).map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        for count in 2...6 { #expect(Set(Quortex.portSides(forPlayers: count)).count == count) }
    }
}
