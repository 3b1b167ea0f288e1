import Foundation
import GameCore

extension LiarsDice {
    /// Everyone rolls `startingDice` dice with the seed's generator; the first seat opens.
    public static func initialState(players: [PlayerID], settings: Settings, seed: UInt64) throws(GameSetupError) -> State {
        try validateSeating(players)
        var state = State(
            players: players, dice: players.map { _ in [] }, present: players.map { _ in true }, turn: 0, bid: nil,
            bidder: nil, round: 1, lastReveal: nil, wildOnes: settings.wildOnes, random: SeededGenerator(seed: seed))
        state.dice = players.map { _ in Array(repeating: 0, count: settings.startingDice) }
        return rolled(state)
    }

    /// A bid that raises the standing one, or liar on it — from the player whose turn it is.
    public static func reduce(_ state: State, _ action: Action, by player: PlayerID) throws(GameError) -> State {
        guard outcome(of: state) == nil else { throw .gameNotRunning }
        guard let seat = state.players.firstIndex(of: player), state.present[seat], !state.dice[seat].isEmpty else {
            throw .notAPlayer
        }
        guard seat == state.turn else { throw .notYourTurn }
        switch action.kind {
        case .bid:
            guard let quantity = action.quantity, let face = action.face else {
                throw .invalidAction("A bid needs a quantity and a face, e.g. bid 4 3.")
            }
            let bid = Bid(quantity: quantity, face: face)
            guard (1...6).contains(face) else { throw .invalidAction("A face is 1 to 6.") }
            let total = state.dice.reduce(0) { $0 + $1.count }
            guard (1...total).contains(quantity) else {
                throw .invalidAction("There are \(total) dice on the table: bid 1 to \(total) of them.")
            }
            guard bid.raises(state.bid) else {
                throw .invalidAction("\(bid.spoken) does not raise \(state.bid?.spoken ?? "nothing"): bid more dice, or a higher face.")
            }
            var next = state
            next.bid = bid
            next.bidder = seat
            next.turn = nextSeat(after: seat, in: state)
            return next
        case .liar:
            guard let bid = state.bid, let bidder = state.bidder else {
                throw .invalidAction("There is no bid to call yet: open with a bid.")
            }
            return challenged(state, bid: bid, bidder: bidder, caller: seat)
        }
    }

    /// The cups lifted: the loser loses a die, opens the next round (or the next seat if out).
    static func challenged(_ state: State, bid: Bid, bidder: Int, caller: Int) -> State {
        let counted = count(bid.face, in: state.dice, wildOnes: state.wildOnes)
        let loser = counted >= bid.quantity ? caller : bidder
        var next = state
        next.lastReveal = Reveal(
            round: state.round, bid: bid, bidder: state.players[bidder], caller: state.players[caller], dice: state.dice,
            counted: counted, loser: state.players[loser])
        next.dice[loser].removeLast()
        next.bid = nil
        next.bidder = nil
        next.round += 1
        next.turn = next.dice[loser].isEmpty || !next.present[loser] ? nextSeat(after: loser, in: next) : loser
        return outcome(of: next) == nil ? rolled(next) : next
    }

    /// How many of `dice` count for `face` (ones too when wild and the face is not 1).
    public static func count(_ face: Int, in dice: [[Int]], wildOnes: Bool) -> Int {
        dice.joined().count(where: { $0 == face || (wildOnes && face != 1 && $0 == 1) })
    }

    /// Every player still in rolls their dice afresh, with the state's own generator.
    static func rolled(_ state: State) -> State {
        var next = state
        var random = state.random
        for seat in next.dice.indices {
            next.dice[seat] = next.dice[seat].map { _ in 1 + random.nextInt(below: 6) }
        }
        next.random = random
        return next
    }

    /// The next seat after `seat` still in the game (with dice, present).
    static func nextSeat(after seat: Int, in state: State) -> Int {
        let count = state.players.count
        for step in 1...count {
            let candidate = (seat + step) % count
            if state.present[candidate], !state.dice[candidate].isEmpty { return candidate }
        }
        return seat
    }

    /// The seats still in the game.
    static func seatsIn(_ state: State) -> [Int] {
        state.players.indices.filter { state.present[$0] && !state.dice[$0].isEmpty }
    }

    /// A leaver's dice leave the table; the round starts again (new cups) if the bid involved them.
    public static func playerLeft(_ state: State, player: PlayerID) -> State {
        guard outcome(of: state) == nil, let seat = state.players.firstIndex(of: player), state.present[seat] else {
            return state
        }
        var next = state
        next.present[seat] = false
        next.dice[seat] = []
        guard outcome(of: next) == nil else { return next }
        // The standing bid counted the leaver's dice: a fresh round, opened by the next seat.
        next.bid = nil
        next.bidder = nil
        next.turn = seat == state.turn || !next.present[next.turn] ? nextSeat(after: seat, in: next) : next.turn
        return rolled(next)
    }

    /// Over when one player has dice (or nobody is left).
    public static func outcome(of state: State) -> GameOutcome? {
        let seats = seatsIn(state)
        guard seats.count < 2 else { return nil }
        let winners = seats.map { state.players[$0] }
        return GameOutcome(
            winners: winners, summary: winners.isEmpty ? "Nobody is left." : "The last one with dice, after \(state.round - 1) round(s).")
    }

    /// The player whose turn it is (nobody once over).
    public static func playersToAct(in state: State) -> Set<PlayerID>? {
        guard outcome(of: state) == nil else { return [] }
        return [state.players[state.turn]]
    }
}
