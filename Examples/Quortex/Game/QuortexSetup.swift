import GameCore

extension Quortex {
    /// The port directions of `count` players: 2 opposite, 3 alternate, 4-6 spread evenly.
    public static func portSides(forPlayers count: Int) -> [HexDirection] {
        let sides: [Int] =
            switch count {
            case 2: [0, 3]
            case 3: [0, 2, 4]
            case 4: [0, 1, 3, 4]
            case 5: [0, 1, 2, 3, 4]
            default: Array(0..<max(0, min(count, 6)))
            }
        return sides.map(HexDirection.init)
    }

    /// Seats the players in an order drawn from `seed` (seat order is turn order and gives each
    /// player its side: the lobby's order, with the host first, would give the host the first move
    /// every game, and the first move wins more than its share; see Docs/Games/Quortex.md,
    /// "Fairness"), fills the bag from `seed`, deals the hands.
    public static func initialState(players: [PlayerID], settings: QuortexSettings, seed: UInt64)
        throws(GameSetupError) -> QuortexState
    {
        try initialState(seatedInOrder: seating(of: players, seed: seed), settings: settings, seed: seed)
    }

    /// The seat order of `players` for a game from `seed`: a uniformly random permutation, from a
    /// generator of its own (the bag's shuffle is the same as without it).
    public static func seating(of players: [PlayerID], seed: UInt64) -> [PlayerID] {
        var random = SeededGenerator(seed: seed ^ 0x5EA7_1A60_5EA7_1A60)
        var seated = players
        random.shuffle(&seated)
        return seated
    }

    /// Seats the players in the order given (seat 0 moves first), fills the bag from `seed`, deals
    /// the hands. Hand-built positions in tests start here.
    static func initialState(seatedInOrder players: [PlayerID], settings: QuortexSettings, seed: UInt64)
        throws(GameSetupError) -> QuortexState
    {
        try validateSeating(players)
        do throws(SettingsError) { try settings.validate() } catch { throw .invalidSettings(error) }
        let board = HexBoard(radius: settings.boardRadius(forPlayers: players.count))
        let sides = portSides(forPlayers: players.count)
        let flows = zip(players, sides).map { Flow(player: $0, side: $1, board: board) }
        var random = SeededGenerator(seed: seed)
        var bag = Tile.all.flatMap { Array(repeating: $0, count: settings.tileCopies) }
        random.shuffle(&bag)
        var hands: [[Tile]] = []
        for _ in players {
            let count = min(settings.handSize, bag.count)
            hands.append(Array(bag.suffix(count)))
            bag.removeLast(count)
        }
        return QuortexState(
            settings: settings, position: QuortexPosition(board: board, tiles: [:], flows: flows), hands: hands,
            bag: bag, turn: 0, history: [], random: random, now: .zero, turnStarted: .zero, finish: nil)
    }
}
