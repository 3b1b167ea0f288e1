import Foundation
import GameCore

extension LiarsDice {
    /// `bid QUANTITY FACE` and `liar`.
    public static let commandHelp = [
        GameCommandHelp(syntax: "bid N FACE", summary: "Bid that the table holds at least N dice showing FACE, e.g. bid 4 3"),
        GameCommandHelp(syntax: "liar", summary: "Call the standing bid a lie: the cups are lifted"),
    ]

    /// `bid 4 3` (also `4 3`), `liar`.
    public static func parseCommand(_ line: String) throws(GameCommandError) -> Action {
        let words = line.split(separator: " ").map { $0.lowercased() }
        guard let first = words.first else { throw .empty }
        if first == "liar" || first == "call" {
            guard words.count == 1 else { throw .unexpectedArgument(command: first, argument: words[1]) }
            return .liar
        }
        let numbers = first == "bid" ? Array(words.dropFirst()) : words
        guard first == "bid" || Int(first) != nil else { throw .unknownCommand(first) }
        guard numbers.count >= 2 else { throw .missingArgument(command: "bid", expected: "a quantity and a face, e.g. bid 4 3") }
        guard numbers.count == 2 else { throw .unexpectedArgument(command: "bid", argument: numbers[2]) }
        guard let quantity = Int(numbers[0]), (1...36).contains(quantity) else {
            throw .invalidArgument(command: "bid", argument: numbers[0], expected: "a number of dice")
        }
        guard let face = Int(numbers[1]), (1...6).contains(face) else {
            throw .invalidArgument(command: "bid", argument: numbers[1], expected: "a face from 1 to 6")
        }
        return .bid(Bid(quantity: quantity, face: face))
    }

    /// `bid 4 3` or `liar`.
    public static func commandLine(for action: Action) -> String? {
        switch action.kind {
        case .bid: action.quantity.flatMap { quantity in action.face.map { "bid \(quantity) \($0)" } }
        case .liar: "liar"
        }
    }

    /// Every raise (more dice of any face, or as many of a higher face) and liar once there is a bid.
    public static func legalActions(in view: View, for player: PlayerID) -> [Action]? {
        guard view.turn == player, let seat = view.players.firstIndex(of: player), view.diceCounts[seat] > 0 else { return [] }
        var actions: [Action] = []
        for quantity in 1...max(view.totalDice, 1) {
            for face in 1...6 where Bid(quantity: quantity, face: face).raises(view.bid) {
                actions.append(.bid(Bid(quantity: quantity, face: face)))
            }
        }
        if view.bid != nil { actions.append(.liar) }
        return actions
    }

    /// The round, each player's dice count, the bid, the last reveal, your dice. Whose turn it is
    /// only when the surface does not say it; the last challenge in words only when the surface
    /// shows no event lines.
    public static func render(_ view: View, for viewer: Viewer, names: PlayerNames) -> String {
        let over = view.turn == nil
        var lines = [over ? "Liar's Dice: game over" : "Liar's Dice: round \(view.round), \(view.totalDice) dice on the table"]
        for (seat, player) in view.players.enumerated() {
            let name = names.name(of: player) + (player == viewer.playerID ? " (you)" : "")
            let state = !view.present[seat] ? "left" : view.diceCounts[seat] == 0 ? "out" : "\(view.diceCounts[seat]) dice"
            lines.append("  \(player == view.turn ? ">" : " ") \(name): \(state)")
        }
        if let reveal = view.lastReveal {
            let cups = reveal.dice.enumerated().filter { !$0.element.isEmpty }
                .map { "\(names.name(of: view.players[$0.offset])) \($0.element.map(String.init).joined())" }
            lines.append("Last cups (round \(reveal.round)): " + cups.joined(separator: ", "))
            if !names.surface.showsEvents {
                lines.append("  \(names.name(of: reveal.caller)) called liar on \(reveal.bid.spoken); there were \(reveal.counted): "
                    + "\(names.name(of: reveal.loser)) lost a die.")
            }
        }
        if let bid = view.bid, let bidder = view.bidder {
            lines.append("Bid: \(bid.spoken) by \(names.name(of: bidder))\(view.wildOnes && bid.face != 1 ? " (ones wild)" : "")")
        } else if !over {
            lines.append("No bid yet this round.")
        }
        if let dice = view.myDice, !dice.isEmpty, !over {
            lines.append("Your dice: " + dice.sorted().map(String.init).joined(separator: " "))
        }
        if !over, !names.surface.showsTurn, let turn = view.turn {
            lines.append(turn == viewer.playerID ? "Your turn: bid N FACE, or liar." : "Waiting for \(names.name(of: turn)).")
        }
        return lines.joined(separator: "\n")
    }

    /// Counts its own dice and expects a share of the others' (a third with wild ones, a sixth
    /// without): calls liar on a bid above that, else raises on its most common face.
    public static func botAction(for view: View, as player: PlayerID, random: inout SeededGenerator) -> Action? {
        guard view.turn == player, let dice = view.myDice, !dice.isEmpty else { return nil }
        let others = view.totalDice - dice.count
        func expected(_ face: Int) -> Double {
            let mine = Double(count(face, in: [dice], wildOnes: view.wildOnes))
            return mine + Double(others) / (view.wildOnes && face != 1 ? 3 : 6)
        }
        if let bid = view.bid, Double(bid.quantity) > expected(bid.face) + Double(random.nextInt(below: 2)) {
            return .liar
        }
        let best = (1...6).max { expected($0) < expected($1) } ?? 6
        let quantity = max(1, min(view.totalDice, Int(expected(best).rounded(.down))))
        let candidates = [Bid(quantity: quantity, face: best)] + (1...6).map { Bid(quantity: (view.bid?.quantity ?? 0) + 1, face: $0) }
            + (1...6).map { Bid(quantity: view.bid?.quantity ?? 1, face: $0) }
        let raises = candidates.filter { $0.raises(view.bid) && $0.quantity <= view.totalDice }
        guard let pick = raises.min(by: { expected($0.face) - Double($0.quantity) > expected($1.face) - Double($1.quantity) })
        else { return view.bid == nil ? nil : .liar }
        return .bid(pick)
    }
}
