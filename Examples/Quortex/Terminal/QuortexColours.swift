import GameCore

/// Each flow in its colour on the live terminal screen: the seat letters on the hex board (the
/// sides and centres of the tiles a flow ran through `A`, where it waits `a`) and at the start of
/// each player's line, one colour per seat; tiles' other paths (their numbers) dim, so the flows
/// stand out.
extension Quortex: TerminalColourGame {
    /// Seat colours, A to F.
    static let seatColours: [TerminalColour] = [.cyan, .magenta, .yellow, .green, .blue, .red]

    /// The runs of a face line: the board part (before ``panelDivider``, or the whole line when it
    /// is only board characters) and a player line, in the panel or on its own.
    public static func colours(of line: String) -> [TerminalColourRun] {
        let characters = Array(line)
        // Without its trailing space: a board row with nothing beside it ends in the bar.
        let divider = Array(panelDivider.trimmingTrailingSpaces())
        let split = (0...max(0, characters.count - divider.count)).first { start in
            characters.count >= divider.count && Array(characters[start..<(start + divider.count)]) == divider
        }
        guard let split else {
            return isBoardLine(characters) ? boardRuns(characters) : playerRuns(characters, from: 0)
        }
        return boardRuns(Array(characters[..<split])) + playerRuns(characters, from: split + panelDivider.count)
    }

    /// A row of the board: only cells, path numbers, seat letters, brackets and spaces.
    private static func isBoardLine(_ characters: [Character]) -> Bool {
        characters.contains { $0 == "·" || $0 == "#" || $0 == "[" || ("1"..."3").contains($0) }
            && characters.allSatisfy { " ·#+[]123".contains($0) || seatColour($0) != nil }
    }

    /// Seat letters in their colours, path numbers dim.
    private static func boardRuns(_ characters: [Character]) -> [TerminalColourRun] {
        characters.enumerated().compactMap { index, character in
            let colour: TerminalColour? = ("1"..."3").contains(character) ? .dim : seatColour(character)
            return colour.map { TerminalColourRun(start: index, end: index + 1, colour: $0) }
        }
    }

    /// The seat letter of a player line starting at `start`: marker, space, capital, space.
    private static func playerRuns(_ characters: [Character], from start: Int) -> [TerminalColourRun] {
        guard characters.count > start + 4, characters[start + 1] == " ", characters[start + 3] == " ",
            " >".contains(characters[start]), characters[start + 2].isUppercase,
            let colour = seatColour(characters[start + 2])
        else { return [] }
        return [TerminalColourRun(start: start + 2, end: start + 3, colour: colour)]
    }

    /// The colour of seat letter `A`-`F` (either case), `nil` for anything else.
    private static func seatColour(_ character: Character) -> TerminalColour? {
        guard let ascii = character.uppercased().first?.asciiValue, (65..<71).contains(ascii) else { return nil }
        return seatColours[Int(ascii - 65)]
    }
}
