import GameCore

/// Each flow in its colour on the live terminal screen: the seat letters on the hex board (a flow's
/// tiles `A`, its head `a`) and at the start of each player's line, one colour per seat.
extension Quortex: TerminalColourGame {
    /// Seat colours, A to F.
    static let seatColours: [TerminalColour] = [.cyan, .magenta, .yellow, .green, .blue, .red]

    /// The seat letters of a board line, or the letter of a player line (`> A Bo: ...`).
    public static func colours(of line: String) -> [TerminalColourRun] {
        let characters = Array(line)
        if isBoardLine(characters) {
            return characters.enumerated().compactMap { index, character in
                seatColour(character).map { TerminalColourRun(start: index, end: index + 1, colour: $0) }
            }
        }
        // A player line: marker, space, the seat's capital letter, space.
        guard characters.count > 4, characters[1] == " ", characters[3] == " ", characters[2].isUppercase,
            let colour = seatColour(characters[2])
        else { return [] }
        return [TerminalColourRun(start: 2, end: 3, colour: colour)]
    }

    /// A row of the board: only cells (`·`, `#`, `+`, seat letters), the target's brackets and spaces.
    private static func isBoardLine(_ characters: [Character]) -> Bool {
        characters.contains { $0 == "·" || $0 == "#" || $0 == "[" }
            && characters.allSatisfy { " ·#+[]".contains($0) || seatColour($0) != nil }
    }

    /// The colour of seat letter `A`-`F` (either case), `nil` for anything else.
    private static func seatColour(_ character: Character) -> TerminalColour? {
        guard let ascii = character.uppercased().first?.asciiValue, (65..<71).contains(ascii) else { return nil }
        return seatColours[Int(ascii - 65)]
    }
}
