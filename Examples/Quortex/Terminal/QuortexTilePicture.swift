import GameCore

extension Quortex {
    /// Commands a terminal answers by itself, without the host: `show TILE`.
    public static let localCommandHelp: [GameCommandHelp] = [
        GameCommandHelp(syntax: "show TILE", summary: "Draw tile TILE (0-14) at its 6 rotations: which sides its paths join"),
    ]

    /// Answers a command that needs no host: `show TILE` (or `s TILE`) returns ``tilePicture(_:)``.
    /// `nil` when the line is not such a command (it is then a move, for ``parseCommand(_:)``).
    public static func localAnswer(to line: String) throws(GameCommandError) -> String? {
        let words = line.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard let verb = words.first, verb == "show" || verb == "s" else { return nil }
        guard words.count >= 2 else { throw .missingArgument(command: "show", expected: "a tile number 0-14, e.g. show 7") }
        guard let number = Int(words[1]), let tile = Tile(number: number) else {
            throw .invalidArgument(command: "show", argument: words[1], expected: "a tile number 0-14")
        }
        guard words.count == 2 else { throw .unexpectedArgument(command: "show", argument: words[2]) }
        return tilePicture(tile)
    }

    /// Tile `tile` at rotations 0-5 side by side (78 columns): a hex per rotation with a letter on
    /// each side, where sides with the same letter are joined by one of the tile's paths, and the
    /// paths as side numbers under it.
    ///
    /// ```
    ///      r0           r1     ...
    ///    a / \ a      a / \ b
    ///   c |   | b    c |   | a
    ///    c \ / b      b \ / c
    ///  0-5 1-2 3-4  0-1 2-5 3-4
    /// ```
    public static func tilePicture(_ tile: Tile) -> String {
        let blocks = (0..<6).map { block(tile, rotation: $0) }
        var lines = ["Tile \(tile.number) at each rotation (place \(tile.number) rN):"]
        for row in 0..<blocks[0].count {
            lines.append(blocks.map { $0[row] }.joined().trimmingTrailingSpaces())
        }
        lines.append("Sides with the same letter are joined. Sides: 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW.")
        lines.append("A flow entering by one side leaves by the other side of its letter.")
        return lines.joined(separator: "\n")
    }

    /// One rotation, 13 columns wide: title, three rows of hex, the paths.
    private static func block(_ tile: Tile, rotation: Int) -> [String] {
        let paths = tile.paths(rotation: rotation)
        var letter = [Character](repeating: "?", count: 6)
        for (index, path) in paths.enumerated() {
            let mark = Character(UnicodeScalar(UInt8(97 + index)))  // a, b, c
            letter[path.0.rawValue] = mark
            letter[path.1.rawValue] = mark
        }
        let names = paths.map { "\($0.0)-\($0.1)" }.joined(separator: " ")
        return [
            "     r\(rotation)      ",
            "   \(letter[5]) / \\ \(letter[0])   ",
            "  \(letter[4]) |   | \(letter[1])  ",
            "   \(letter[3]) \\ / \(letter[2])   ",
            " \(names) ",
        ]
    }
}
