import Foundation
import GameCore

/// Where a flow's head is: facing `cell`, about to enter it through its side `side`.
/// JSON: `{"cell":{"q":0,"r":-3},"side":5}`.
public struct FlowHead: Hashable, Sendable, Codable {
    /// The cell the flow faces (empty while the flow waits).
    public var cell: HexCoordinate
    /// The side of `cell` the flow will enter through.
    public var side: HexDirection

    /// Creates a head.
    public init(cell: HexCoordinate, side: HexDirection) {
        self.cell = cell
        self.side = side
    }
}

/// One cell of a flow's path: entered through `entry`, left through `exit`.
/// JSON: `{"cell":{"q":0,"r":-3},"entry":5,"exit":2}`.
public struct FlowStep: Hashable, Sendable, Codable {
    /// The cell passed through.
    public var cell: HexCoordinate
    /// The side it came in by.
    public var entry: HexDirection
    /// The side it went out by.
    public var exit: HexDirection

    /// Creates a step.
    public init(cell: HexCoordinate, entry: HexDirection, exit: HexDirection) {
        self.cell = cell
        self.entry = entry
        self.exit = exit
    }
}

/// Where a player stands. JSON: the string.
public enum FlowStatus: String, Hashable, Sendable, Codable {
    /// Still in the game.
    case playing
    /// Out: the flow left the board away from its goal, or met another flow head.
    case eliminated
    /// Out by choice (or by leaving the table).
    case resigned
    /// The flow reached its goal side: this player won.
    case completed
}

/// A player's flow: its port side, its goal, where its head is and the path it has run.
/// JSON: `{"player":"…","side":0,"goal":3,"status":"playing","head":{…},"path":[…]}`.
public struct Flow: Hashable, Sendable, Codable {
    /// The player (lower-case UUID string on the wire).
    @WireID public var player: PlayerID
    /// The board side this player starts from: its port is outer side `side` of the corner cell in
    /// that direction.
    public var side: HexDirection
    /// In the game, out, or won.
    public var status: FlowStatus
    /// Where the flow's head is (for a flow that left the board: the outer side it left through,
    /// as the cell it left and that side).
    public var head: FlowHead
    /// Every cell the flow has run through, in order.
    public var path: [FlowStep]

    /// The goal: the opposite board side.
    public var goal: HexDirection { side.opposite }

    /// Creates a flow at its port.
    public init(player: PlayerID, side: HexDirection, board: HexBoard) {
        self.player = player
        self.side = side
        self.status = .playing
        self.head = FlowHead(cell: board.corner(side), side: side)
        self.path = []
    }

    /// The cell the tie-break measures from: the cell the head faces (for a flow that left the
    /// board or met another, the last cell it was in).
    public var headCell: HexCoordinate { head.cell }
}

/// A tile on the board. JSON: `{"cell":{"q":0,"r":0},"tile":7,"rotation":2,"player":"…"}`.
public struct PlacedTile: Hashable, Sendable, Codable {
    /// Where it lies.
    public var cell: HexCoordinate
    /// Which tile.
    public var tile: Tile
    /// Turned clockwise by rotation × 60° (0...5).
    public var rotation: Int
    /// Who placed it.
    @WireID public var player: PlayerID

    /// Creates a placed tile.
    public init(cell: HexCoordinate, tile: Tile, rotation: Int, player: PlayerID) {
        self.cell = cell
        self.tile = tile
        self.rotation = rotation
        self.player = player
    }
}
