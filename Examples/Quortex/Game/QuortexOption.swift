import Foundation
import GameCore

/// What placing one tile at one rotation would do for the mover. JSON: `{"tile":7,"rotation":2,
/// "result":"safe","legal":true,"eliminates":["…"],"distance":4}`.
public struct QuortexOption: Hashable, Sendable, Codable {
    /// For the mover.
    public enum Result: String, Hashable, Sendable, Codable {
        /// The flow stays on the board.
        case safe
        /// The flow reaches its goal: a win.
        case completes
        /// The flow leaves the board or meets another head: the mover is out.
        case eliminates
    }

    /// The tile.
    public var tile: Tile
    /// Its rotation.
    public var rotation: Int
    /// What happens to the mover.
    public var result: Result
    /// Whether the rules allow it (a self-eliminating placement is illegal while another is not).
    public var legal: Bool
    /// Other players this placement eliminates.
    @WireIDList public var eliminates: [PlayerID]
    /// The mover's hex distance to its goal side afterwards.
    public var distance: Int
}

extension Quortex {
    /// Every (tile, rotation) the seat could place from `hand`, with its result and legality.
    /// Duplicate tiles in the hand are listed once.
    public static func options(in position: QuortexPosition, hand: [Tile], seat: Int) -> [QuortexOption] {
        let cell = position.flows[seat].head.cell
        var options: [QuortexOption] = []
        for tile in Set(hand).sorted() {
            for rotation in 0..<6 {
                let result = position.placing(tile, rotation: rotation, on: cell, by: seat)
                let mine: QuortexOption.Result =
                    result.completed.contains(seat) ? .completes : (result.eliminated.contains(seat) ? .eliminates : .safe)
                let others = result.eliminated.filter { $0 != seat }.map { position.flows[$0].player }
                options.append(QuortexOption(
                    tile: tile, rotation: rotation, result: mine, legal: true, eliminates: others,
                    distance: result.position.distanceToGoal(of: seat)))
            }
        }
        // The seed's "tiles must maintain valid flow paths": no self-elimination while avoidable.
        if options.contains(where: { $0.result != .eliminates }) {
            for index in options.indices where options[index].result == .eliminates { options[index].legal = false }
        }
        return options
    }
}
