import Foundation
import GameCore

extension LiarsDice {
    /// The viewer's own dice; of the others only how many they hold.
    public static func view(of state: State, for viewer: Viewer) -> View {
        let seat = viewer.playerID.flatMap { state.players.firstIndex(of: $0) }
        let over = outcome(of: state) != nil
        return View(
            players: state.players, myDice: seat.map { state.dice[$0] }, diceCounts: state.dice.map(\.count),
            present: state.present, turn: over ? nil : state.players[state.turn], bid: state.bid,
            bidder: state.bidder.map { state.players[$0] }, round: state.round, lastReveal: state.lastReveal,
            wildOnes: state.wildOnes)
    }

    /// The public history: each bid, each challenge with what the cups showed, who is out, and who
    /// left (platform event lines, shown by every surface; players named by mention).
    public static func events(from previous: State, to next: State) -> [String] {
        var lines: [String] = []
        func name(_ seat: Int) -> String { GameEventLine.mention(next.players[seat]) }
        if let reveal = next.lastReveal, reveal != previous.lastReveal {
            let caller = GameEventLine.mention(reveal.caller)
            let loser = GameEventLine.mention(reveal.loser)
            lines.append(
                "Round \(reveal.round): \(caller) called liar on \(reveal.bid.spoken); there were \(reveal.counted) — \(loser) loses a die.")
        } else if let bid = next.bid, let bidder = next.bidder, bid != previous.bid {
            lines.append("\(name(bidder)) bids \(bid.spoken).")
        }
        for seat in next.players.indices where next.dice[seat].isEmpty && !previous.dice[seat].isEmpty {
            lines.append(next.present[seat] ? "\(name(seat)) is out of dice." : "\(name(seat)) left the game.")
        }
        if let over = outcome(of: next), outcome(of: previous) == nil, let winner = over.winners.first {
            lines.append("\(GameEventLine.mention(winner)) wins.")
        }
        return lines
    }
}
