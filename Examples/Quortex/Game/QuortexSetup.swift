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

    /// Seats the players (seat order = turn order), fills the bag from `seed`, deals the hands.
    public static func initialState(players: [PlayerID], settings: QuortexSettings, seed: UInt64)
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
