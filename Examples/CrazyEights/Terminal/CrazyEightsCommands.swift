import GameCore

extension CrazyEights {
    /// `play CARD [SUIT]`, `draw`, `pass`.
    public static let commandHelp: [GameCommandHelp] = [
        GameCommandHelp(syntax: "play CARD [SUIT]", summary: "Play a card, e.g. 'play 7H'; an eight may name a suit: 'play 8H spades'"),
        GameCommandHelp(syntax: "draw", summary: "Draw when you cannot play"),
        GameCommandHelp(syntax: "pass", summary: "End your turn after drawing (or when nothing can be drawn)"),
    ]

    /// Parses `play 7H`, `play 8h s`, `p 10D`, `draw` (`d`), `pass`, case-insensitively.
    public static func parseCommand(_ line: String) throws(GameCommandError) -> CrazyEightsAction {
        let words = line.split(whereSeparator: \.isWhitespace).prefix(8).map(String.init)
        guard let command = words.first?.lowercased() else { throw .empty }
        let arguments = words.dropFirst()
        switch command {
        case "play", "p":
            guard let cardText = arguments.first else {
                throw .missingArgument(command: "play", expected: "a card such as 7H or 10S")
            }
            guard let card = Card(code: cardText) else {
                throw .invalidArgument(command: "play", argument: cardText, expected: "a card such as 7H or 10S")
            }
            var suit: Suit?
            if let suitText = arguments.dropFirst().first {
                guard let parsed = Suit(text: suitText) else {
                    throw .invalidArgument(command: "play", argument: suitText, expected: "a suit (clubs, diamonds, hearts, spades)")
                }
                suit = parsed
            }
            if let extra = arguments.dropFirst(2).first { throw .unexpectedArgument(command: "play", argument: extra) }
            return .play(card, chosenSuit: suit)
        case "draw", "d":
            if let extra = arguments.first { throw .unexpectedArgument(command: "draw", argument: extra) }
            return .draw
        case "pass":
            if let extra = arguments.first { throw .unexpectedArgument(command: "pass", argument: extra) }
            return .pass
        default:
            throw .unknownCommand(command)
        }
    }
}
