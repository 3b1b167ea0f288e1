import Foundation
import GameCore

extension HighCardDuel {
    /// `pick CARD`.
    public static let commandHelp = [GameCommandHelp(syntax: "pick CARD", summary: "Put down CARD this round, e.g. pick 4")]

    /// `pick 4` (or just `4`).
    public static func parseCommand(_ line: String) throws(GameCommandError) -> Action {
        let words = line.split(separator: " ").map { $0.lowercased() }
        guard let first = words.first else { throw .empty }
        let argument: String
        if first == "pick" {
            guard words.count >= 2 else { throw .missingArgument(command: "pick", expected: "a card, e.g. pick 4") }
            guard words.count == 2 else { throw .unexpectedArgument(command: "pick", argument: words[2]) }
            argument = words[1]
        } else if words.count == 1, Int(first) != nil {
            argument = first
        } else {
            throw .unknownCommand(first)
        }
        guard let card = Int(argument), (1...9).contains(card) else {
            throw .invalidArgument(command: "pick", argument: argument, expected: "a card from 1 to 9")
        }
        return Action(card: card)
    }

    /// The round, each player's score and whether they picked, the last round's cards, your hand.
    public static func render(_ view: View, for viewer: Viewer, names: PlayerNames) -> String {
        let over = view.round > view.rounds
        var lines = [over ? "High Card Duel: game over" : "High Card Duel: round \(view.round) of \(view.rounds)"]
        for (seat, player) in view.players.enumerated() {
            let state = !view.present[seat] ? "left" : over ? nil : view.picked[seat] ? "picked" : "choosing"
            let shown = view.lastReveal[seat].map { "last: \($0)" }
            let name = names.name(of: player) + (player == viewer.playerID ? " (you)" : "")
            let parts = [view.scores[seat] == 1 ? "1 point" : "\(view.scores[seat]) points", state, shown].compactMap { $0 }
            lines.append("  \(name): " + parts.joined(separator: "  "))
        }
        if let hand = view.hand, !hand.isEmpty, !over {
            lines.append("Your cards: " + hand.map(String.init).joined(separator: " "))
            lines.append(view.myPick.map { "You picked \($0); waiting for the others." } ?? "Pick a card: pick CARD")
        }
        return lines.joined(separator: "\n")
    }

    /// Puts down its highest card, now and then a random one (bot games stay varied).
    public static func botAction(for view: View, as player: PlayerID, random: inout SeededGenerator) -> Action? {
        guard view.round <= view.rounds, view.myPick == nil, let hand = view.hand, !hand.isEmpty,
            view.players.contains(player)
        else { return nil }
        let index = random.nextInt(below: 4) == 0 ? random.nextInt(below: hand.count) : hand.count - 1
        return Action(card: hand.sorted()[index])
    }
}
