import Foundation
import GameCore

/// One entry of the move history (the move log every view carries). JSON:
/// `{"player":"…","kind":"place","tile":7,"rotation":2,"cell":{"q":0,"r":-3},"moved":["…"],
/// "eliminated":["…"],"completed":[],"pathLengths":[3,0]}`. `tile`, `rotation` and `cell` are
/// there only when a tile was placed; `kind` is `place`, `timeout` (the timer played for the player),
/// `resign` or `left`. `pathLengths` is every flow's path length after the move, in seat order, so
/// a client can show the board as it was after any move (the tiles of the moves up to it, each
/// flow's path cut to its length then). Nothing in it is hidden: a resignation names no tile.
public struct QuortexMove: Hashable, Sendable {
    /// What happened.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A placement by the player.
        case place
        /// A placement the host made when the player's turn ran out.
        case timeout
        /// The player resigned.
        case resign
        /// The player left the table for good.
        case left
    }

    /// Who moved.
    public var player: PlayerID
    /// What kind of move.
    public var kind: Kind
    /// The tile placed.
    public var tile: Tile?
    /// Its rotation.
    public var rotation: Int?
    /// Where.
    public var cell: HexCoordinate?
    /// Players whose flow moved.
    public var moved: [PlayerID]
    /// Players eliminated by the move.
    public var eliminated: [PlayerID]
    /// Players whose flow reached its goal.
    public var completed: [PlayerID]
    /// Each seat's flow path length after the move (empty from peers before 1.1.0).
    public var pathLengths: [Int]

    /// Creates an entry.
    public init(
        player: PlayerID, kind: Kind, tile: Tile? = nil, rotation: Int? = nil, cell: HexCoordinate? = nil,
        moved: [PlayerID], eliminated: [PlayerID], completed: [PlayerID], pathLengths: [Int]
    ) {
        self.player = player
        self.kind = kind
        self.tile = tile
        self.rotation = rotation
        self.cell = cell
        self.moved = moved
        self.eliminated = eliminated
        self.completed = completed
        self.pathLengths = pathLengths
    }
}

extension QuortexMove: Codable {
    private enum CodingKeys: String, CodingKey {
        case player, kind, tile, rotation, cell, moved, eliminated, completed, pathLengths
    }

    /// Decodes the wire form; a missing `pathLengths` (a 1.0 host) reads as empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        player = try container.decode(WireID.self, forKey: .player).wrappedValue
        kind = try container.decode(Kind.self, forKey: .kind)
        tile = try container.decodeIfPresent(Tile.self, forKey: .tile)
        rotation = try container.decodeIfPresent(Int.self, forKey: .rotation)
        cell = try container.decodeIfPresent(HexCoordinate.self, forKey: .cell)
        moved = try container.decode(WireIDList.self, forKey: .moved).wrappedValue
        eliminated = try container.decode(WireIDList.self, forKey: .eliminated).wrappedValue
        completed = try container.decode(WireIDList.self, forKey: .completed).wrappedValue
        pathLengths = try container.decodeIfPresent([Int].self, forKey: .pathLengths) ?? []
    }

    /// Encodes the wire form (`tile`, `rotation`, `cell` left out when no tile was placed).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(player.wireString, forKey: .player)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(tile, forKey: .tile)
        try container.encodeIfPresent(rotation, forKey: .rotation)
        try container.encodeIfPresent(cell, forKey: .cell)
        try container.encode(moved.map(\.wireString), forKey: .moved)
        try container.encode(eliminated.map(\.wireString), forKey: .eliminated)
        try container.encode(completed.map(\.wireString), forKey: .completed)
        try container.encode(pathLengths, forKey: .pathLengths)
    }
}
