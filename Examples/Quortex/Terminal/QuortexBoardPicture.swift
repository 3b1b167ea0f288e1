extension Quortex {
    /// The hex board drawn with every tile's paths, north at the top: two text lines per row of
    /// cells (the centre line of a row and the line between it and the next).
    ///
    /// A cell is its centre (`·` empty, `#` a tile no flow runs through, `A` a tile flow A runs
    /// through, `+` several flows, `a` the empty cell flow a faces, `[a]` the cell your flow faces)
    /// and one mark per side, each side its own character so neighbours never share one:
    ///
    /// ```
    ///    NW NE            1 A        a tile whose path 1 joins NW to SW, path 2 joins E to SE,
    ///  W  ·  E   e.g.   A  A  2      and flow A's path runs from W to NE
    ///    SW SE            1 2
    /// ```
    /// A side of a tile carries its path's number (1-3, in the order of ``Tile/paths(rotation:)``)
    /// or the letter of the flow that ran along that path; the side a waiting flow comes in by
    /// carries its lower-case letter. Sides of empty cells stay blank. Lines with nothing on them
    /// (the rims above and below the board, before any flow is there) are left out.
    static func boardPicture(_ view: QuortexView) -> [String] {
        let lines = boardGrid(view)
        // The rims hold only the outer sides: leave them out while nothing is drawn there.
        return Array(lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
    }

    /// Every line of the board at ``centre(of:radius:)``'s places, the empty rims included.
    static func boardGrid(_ view: QuortexView) -> [String] {
        let position = view.position
        let radius = position.board.radius
        var grid = Array(repeating: Array(repeating: Character(" "), count: boardWidth(radius: radius)), count: 4 * radius + 3)
        var through: [HexCoordinate: [Int]] = [:]
        var pathFlows: [HexCoordinate: [Set<HexDirection>: Int]] = [:]
        for (seat, flow) in position.flows.enumerated() {
            for step in flow.path {
                if through[step.cell]?.contains(seat) != true { through[step.cell, default: []].append(seat) }
                // The first flow along a path keeps its letter there (a later one follows its trail).
                pathFlows[step.cell, default: [:]][[step.entry, step.exit]] =
                    pathFlows[step.cell]?[[step.entry, step.exit]] ?? seat
            }
        }
        for cell in position.board.cells {
            let (x, y) = centre(of: cell, radius: radius)
            guard let placed = position.tiles[cell] else {
                grid[y][x] = "·"
                continue
            }
            for (index, path) in placed.tile.paths(rotation: placed.rotation).enumerated() {
                let flow = pathFlows[cell]?[[path.0, path.1]]
                let mark = flow.map { Character(letter($0)) } ?? Character("\(index + 1)")
                for side in [path.0, path.1] {
                    let spot = sideSpot(side)
                    grid[y + spot.dy][x + spot.dx] = mark
                }
            }
            let seats = through[cell] ?? []
            grid[y][x] = seats.isEmpty ? "#" : (seats.count == 1 ? Character(letter(seats[0])) : "+")
        }
        // Waiting flows: a lower-case letter on the side they come in by and in the cell.
        var facing: [HexCoordinate: [Int]] = [:]
        for (seat, flow) in position.flows.enumerated() where flow.status == .playing {
            facing[flow.head.cell, default: []].append(seat)
            let (x, y) = centre(of: flow.head.cell, radius: radius)
            let spot = sideSpot(flow.head.side)
            grid[y + spot.dy][x + spot.dx] = Character(letter(seat).lowercased())
        }
        for (cell, seats) in facing {
            let (x, y) = centre(of: cell, radius: radius)
            let marks = seats.map { Character(letter($0).lowercased()) }
            if cell == view.target {
                grid[y][x - 1] = "["
                grid[y][x] = marks[0]
                grid[y][x + 1] = "]"
            } else {
                // Up to three flows can face one cell; their letters fill the centre's three columns.
                for (offset, mark) in marks.prefix(3).enumerated() { grid[y][x + [0, 1, -1][offset]] = mark }
            }
        }
        return grid.map { String($0).trimmingTrailingSpaces() }
    }

    /// Columns the board takes for `radius`: six per cell of the middle row, and the outer sides.
    static func boardWidth(radius: Int) -> Int { 12 * radius + 5 }

    /// The column and line of `cell`'s centre in the ``boardPicture(_:)`` grid (before its empty
    /// rims are dropped): rows of cells 2 lines apart, cells 6 columns apart, each row half a cell
    /// to the right of the one above, as hexes are.
    static func centre(of cell: HexCoordinate, radius: Int) -> (x: Int, y: Int) {
        (6 * cell.q + 3 * cell.r + 6 * radius + 2, 2 * (cell.r + radius) + 1)
    }

    /// Where side `side`'s mark sits from the cell's centre: NE and NW one line up, SE and SW one
    /// down, one column either way; E and W two columns away on the centre's line.
    static func sideSpot(_ side: HexDirection) -> (dx: Int, dy: Int) {
        [(1, -1), (2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1)][side.rawValue]
    }
}
