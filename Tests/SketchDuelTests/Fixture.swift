import Foundation
import GameCore
@testable import SketchDuel

/// Players, games and strokes for the tests.
enum Fixture {
    static let a = UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!
    static let b = UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!
    static let watcher = UUID(uuidString: "00000000-0000-0000-0000-00000000000C")!

    /// Seats for larger tables: `a`, `b`, then 6 more.
    static let seats: [PlayerID] = [a, b] + (1...6).map { UUID(uuidString: "00000000-0000-0000-0000-00000000010\($0)")! }

    /// A fresh race of `count` players (3-8) from ``seats``.
    static func race(_ count: Int, _ settings: SketchDuelSettings = SketchDuelSettings(), seed: UInt64 = 1) throws -> SketchDuelState {
        try SketchDuel.initialState(players: Array(seats.prefix(count)), settings: settings, seed: seed)
    }

    /// A fresh game between a (draws first) and b.
    static func state(_ settings: SketchDuelSettings = SketchDuelSettings(), seed: UInt64 = 1) throws -> SketchDuelState {
        try SketchDuel.initialState(players: [a, b], settings: settings, seed: seed)
    }

    static func p(_ x: Int, _ y: Int) -> GridPoint { GridPoint(x: x, y: y) }

    /// `count` points along a diagonal, on the grid.
    static func points(_ count: Int, from start: Int = 0) -> [GridPoint] {
        (0..<count).map { p((start + $0) % GridPoint.width, (start + $0) % GridPoint.height) }
    }
}

extension SketchDuelState {
    /// In a duet, the one guesser.
    var guesser: PlayerID { guessers[0] }
}
