import GameCore

/// A Quortex move.
///
/// Wire form: `{"type":"place","tile":7,"rotation":2,"cell":{"q":0,"r":-3}}` (a tile from your
/// hand, turned clockwise by rotation × 60°, on the cell your flow faces; `cell` may be left out
/// to mean that cell, and the host refuses any other) and `{"type":"resign"}`.
public enum QuortexAction: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Place a tile from the hand on the cell the mover's flow faces (`nil`: that cell, implied).
    case place(tile: Tile, rotation: Int, cell: HexCoordinate?)
    /// Leave the game (allowed at any time).
    case resign

    private enum Kind: String, Codable { case place, resign }
    private enum CodingKeys: String, CodingKey { case type, tile, rotation, cell }

    /// Decodes the wire form; unknown types are errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .type) {
        case .place:
            self = .place(
                tile: try container.decode(Tile.self, forKey: .tile),
                rotation: try container.decode(Int.self, forKey: .rotation),
                cell: try container.decodeIfPresent(HexCoordinate.self, forKey: .cell))
        case .resign: self = .resign
        }
    }

    /// Encodes the wire form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .place(let tile, let rotation, let cell):
            try container.encode(Kind.place, forKey: .type)
            try container.encode(tile, forKey: .tile)
            try container.encode(rotation, forKey: .rotation)
            try container.encodeIfPresent(cell, forKey: .cell)
        case .resign: try container.encode(Kind.resign, forKey: .type)
        }
    }

    /// `place tile 7 r2 at 0,-3` or `resign`.
    public var description: String {
        switch self {
        case .place(let tile, let rotation, let cell?): "place \(tile.number) r\(rotation) at \(cell)"
        case .place(let tile, let rotation, nil): "place \(tile.number) r\(rotation)"
        case .resign: "resign"
        }
    }
}
