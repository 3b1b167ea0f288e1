import Foundation
import GameCore
@testable import Quortex

/// Hand-built Quortex positions.
enum Fixture {
    static let players = (1...6).map { UUID(uuidString: "00000000-0000-0000-0000-00000000000\($0)")! }

    /// A fresh game of `count` players (seed 1) on `radius`, seated in the order of ``players``
    /// (the first moves first; real games draw the order from the seed).
    static func state(players count: Int, radius: Int = 0) throws -> QuortexState {
        try Quortex.initialState(
            seatedInOrder: Array(players.prefix(count)), settings: QuortexSettings(radius: radius), seed: 1)
    }

    /// The tile whose unrotated paths are exactly `pairs` (e.g. [(0, 3), (1, 4), (2, 5)]).
    static func tile(_ pairs: [(Int, Int)]) -> Tile {
        var partners = Array(repeating: -1, count: 6)
        for (a, b) in pairs {
            partners[a] = b
            partners[b] = a
        }
        return Tile.all[Tile.number(of: partners)]
    }

    static let straight = tile([(0, 3), (1, 4), (2, 5)])
    static let adjacent = tile([(0, 1), (2, 3), (4, 5)])

    static func cell(_ q: Int, _ r: Int) -> HexCoordinate { HexCoordinate(q: q, r: r) }

    static func head(_ q: Int, _ r: Int, side: Int) -> FlowHead { FlowHead(cell: cell(q, r), side: HexDirection(side)) }
}
