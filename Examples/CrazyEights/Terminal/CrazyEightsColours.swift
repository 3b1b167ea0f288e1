import GameCore

/// Suits in colour on the live terminal screen: every card code (`7H`, `10D`, `QS.`) in red for
/// hearts and diamonds, in bold for clubs and spades, as a deck is printed.
extension CrazyEights: TerminalColourGame {
    /// The card codes of `line`, coloured by suit.
    public static func colours(of line: String) -> [TerminalColourRun] {
        var runs: [TerminalColourRun] = []
        var offset = 0
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            // A card ends a sentence sometimes ("Hana played 7D.").
            let code = word.hasSuffix(".") || word.hasSuffix(",") ? word.dropLast() : word[...]
            if let suit = code.last, isCard(code) {
                let colour: TerminalColour = suit == "H" || suit == "D" ? .red : .bold
                runs.append(TerminalColourRun(start: offset, end: offset + code.count, colour: colour))
            }
            offset += word.count + 1
        }
        return runs
    }

    /// `7H`, `10D`, `AS`: a rank and a suit letter.
    private static func isCard(_ code: Substring) -> Bool {
        guard let suit = code.last, "CDHS".contains(suit) else { return false }
        return ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"].contains(String(code.dropLast()))
    }
}
