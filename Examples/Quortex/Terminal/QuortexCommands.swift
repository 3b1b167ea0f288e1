import GameCore

extension Quortex {
    /// The terminal commands.
    public static let commandHelp: [GameCommandHelp] = [
        GameCommandHelp(
            syntax: "place TILE ROT [at Q,R]",
            summary: "Place tile TILE (a number from 'Your tiles') turned ROT (0-5, or r0-r5) on the cell your flow faces"),
        GameCommandHelp(syntax: "resign", summary: "Give up (your tiles go back into the bag)"),
    ]

    /// Parses `place 7 2`, `place 7 r2`, `place 7 r2 at 0,-3`, `resign`.
    public static func parseCommand(_ line: String) throws(GameCommandError) -> QuortexAction {
        let words = line.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard let verb = words.first else { throw .empty }
        switch verb {
        case "resign":
            return .resign
        case "place", "p":
            guard words.count >= 3 else { throw .missingArgument(command: "place", expected: "TILE ROT, e.g. place 7 r2") }
            guard let number = Int(words[1]), let tile = Tile(number: number) else {
                throw .invalidArgument(command: "place", argument: words[1], expected: "a tile number from your hand (0-14)")
            }
            let rotationText = words[2].hasPrefix("r") ? String(words[2].dropFirst()) : words[2]
            guard let rotation = Int(rotationText), (0..<6).contains(rotation) else {
                throw .invalidArgument(command: "place", argument: words[2], expected: "a rotation 0-5 (or r0-r5)")
            }
            guard words.count > 3 else { return .place(tile: tile, rotation: rotation, cell: nil) }
            guard words.count == 5, words[3] == "at", let cell = parseCell(words[4]) else {
                throw .invalidArgument(
                    command: "place", argument: words.dropFirst(3).joined(separator: " "), expected: "at Q,R, e.g. at 0,-3")
            }
            return .place(tile: tile, rotation: rotation, cell: cell)
        default:
            throw .unknownCommand(verb)
        }
    }

    private static func parseCell(_ text: String) -> HexCoordinate? {
        let parts = text.split(separator: ",")
        guard parts.count == 2, let q = Int(parts[0]), let r = Int(parts[1]) else { return nil }
        return HexCoordinate(q: q, r: r)
    }
}
