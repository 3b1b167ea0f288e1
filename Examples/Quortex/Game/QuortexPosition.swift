import GameCore

/// The public position: the board, its tiles and every flow. Both the host's state and every view
/// hold one, so bots and clients can work out the result of a placement exactly as the host does.
public struct QuortexPosition: Hashable, Sendable {
    /// The board's shape.
    public var board: HexBoard
    /// Tiles by cell.
    public var tiles: [HexCoordinate: PlacedTile]
    /// One flow per seat, in seat order.
    public var flows: [Flow]

    /// Creates a position.
    public init(board: HexBoard, tiles: [HexCoordinate: PlacedTile], flows: [Flow]) {
        self.board = board
        self.tiles = tiles
        self.flows = flows
    }

    /// What one placement did.
    public struct Result: Hashable, Sendable {
        /// The position after it.
        public var position: QuortexPosition
        /// Seats whose flow moved, in the order they moved.
        public var moved: [Int]
        /// Seats eliminated by it.
        public var eliminated: [Int]
        /// Seats whose flow reached its goal.
        public var completed: [Int]
    }

    /// The seat of `player`.
    public func seat(of player: PlayerID) -> Int? { flows.firstIndex { $0.player == player } }

    /// Places `tile` at `rotation` on `cell` for seat `mover` and advances every playing flow that
    /// faces `cell`, mover first, then in seat order. A flow runs through tiles until it faces an
    /// empty cell, leaves the board (completing it through its goal side, eliminated elsewhere), or
    /// leaves a cell through the side another waiting flow head is about to enter by (the two heads
    /// meet: both are eliminated). Trails never block.
    public func placing(_ tile: Tile, rotation: Int, on cell: HexCoordinate, by mover: Int) -> Result {
        var next = self
        next.tiles[cell] = PlacedTile(cell: cell, tile: tile, rotation: rotation, player: flows[mover].player)
        let facing = flows.indices.filter { flows[$0].status == .playing && flows[$0].head.cell == cell }
        let order = facing.sorted { ($0 - mover + flows.count) % flows.count < ($1 - mover + flows.count) % flows.count }
        var result = Result(position: next, moved: [], eliminated: [], completed: [])
        var resolved = Set<Int>()
        for seat in order where !resolved.contains(seat) {
            resolved.insert(seat)
            result.moved.append(seat)
            next.run(seat, waiting: order.filter { !resolved.contains($0) }, into: &result, resolved: &resolved)
        }
        result.position = next
        return result
    }

    /// Runs one flow until it stops (see ``placing(_:rotation:on:by:)``).
    private mutating func run(_ seat: Int, waiting: [Int], into result: inout Result, resolved: inout Set<Int>) {
        var head = flows[seat].head
        // A path can visit each cell side at most once, so this bounds the walk.
        for _ in 0...(board.cellCount * 6) {
            guard let placed = tiles[head.cell] else { break }
            let exit = placed.tile.exit(from: head.side, rotation: placed.rotation)
            flows[seat].path.append(FlowStep(cell: head.cell, entry: head.side, exit: exit))
            if let other = waiting.first(where: { !resolved.contains($0) && flows[$0].head == FlowHead(cell: head.cell, side: exit) }) {
                resolved.insert(other)
                flows[seat].head = FlowHead(cell: head.cell, side: exit)
                flows[seat].status = .eliminated
                flows[other].status = .eliminated
                result.eliminated += [seat, other]
                return
            }
            let neighbour = head.cell.neighbour(exit)
            guard board.contains(neighbour) else {
                flows[seat].head = FlowHead(cell: head.cell, side: exit)
                if exit == flows[seat].goal {
                    flows[seat].status = .completed
                    result.completed.append(seat)
                } else {
                    flows[seat].status = .eliminated
                    result.eliminated.append(seat)
                }
                return
            }
            head = FlowHead(cell: neighbour, side: exit.opposite)
        }
        flows[seat].head = head
    }

    /// Hex steps from seat's flow head to its goal side.
    public func distanceToGoal(of seat: Int) -> Int {
        board.distance(from: flows[seat].headCell, toSide: flows[seat].goal)
    }
}

extension QuortexPosition: Codable {
    private enum CodingKeys: String, CodingKey { case radius, tiles, flows }

    /// Decodes `{"radius":3,"tiles":[…],"flows":[…]}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        board = HexBoard(radius: try container.decode(Int.self, forKey: .radius))
        let list = try container.decode([PlacedTile].self, forKey: .tiles)
        tiles = Dictionary(list.map { ($0.cell, $0) }, uniquingKeysWith: { first, _ in first })
        flows = try container.decode([Flow].self, forKey: .flows)
    }

    /// Encodes tiles as a list in row order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(board.radius, forKey: .radius)
        try container.encode(tiles.values.sorted { $0.cell < $1.cell }, forKey: .tiles)
        try container.encode(flows, forKey: .flows)
    }
}
