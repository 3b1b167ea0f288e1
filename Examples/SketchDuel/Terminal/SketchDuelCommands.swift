import GameCore

extension SketchDuel {
    /// The terminal commands. (`drag X1 Y1 ...`, what a mouse drag sends, is parsed but not listed:
    /// people drag rather than type it.)
    public static let commandHelp: [GameCommandHelp] = [
        GameCommandHelp(
            syntax: "line X1 Y1 X2 Y2 [cN] [wN]",
            summary: "Draw a line (canvas units: x 0-4095, y 0-3071; colour c0-c7, width w1-w4)"),
        GameCommandHelp(syntax: "circle X Y R [cN] [wN]", summary: "Draw a circle around X,Y with radius R"),
        GameCommandHelp(
            syntax: "drag X1 Y1 X2 Y2 ... [cN] [wN]",
            summary: "Draw one stroke through these points (what dragging the mouse on the canvas types for you)"),
        GameCommandHelp(syntax: "undo", summary: "Remove your last stroke"),
        GameCommandHelp(syntax: "clear", summary: "Wipe the canvas"),
        GameCommandHelp(
            syntax: "guess WORD", summary: "Guess the word (case and spaces do not matter; a bare WORD is a guess too)"),
    ]

    /// Parses `line 100 200 3000 200 c1 w3`, `circle 2048 1536 500`, `drag 95 96 190 96 286 288`,
    /// `undo`, `clear`, `guess ice cream`, and a bare `ice cream` (a guess).
    public static func parseCommand(_ line: String) throws(GameCommandError) -> SketchDuelAction {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let verb = words.first?.lowercased() else { throw .empty }
        switch verb {
        case "undo", "u": return .undo
        case "clear": return .clear
        case "guess", "g":
            let text = words.dropFirst().joined(separator: " ")
            guard !text.isEmpty else { throw .missingArgument(command: "guess", expected: "a word, e.g. guess apple") }
            return .guess(text)
        case "line", "l":
            let (numbers, color, width) = try arguments(Array(words.dropFirst()), command: "line", count: 4)
            let start = try point(numbers[0], numbers[1], command: "line")
            let end = try point(numbers[2], numbers[3], command: "line")
            return .stroke(Stroke(color: color, width: width, points: StrokeShapes.line(from: start, to: end)))
        case "circle", "c":
            let (numbers, color, width) = try arguments(Array(words.dropFirst()), command: "circle", count: 3)
            let center = try point(numbers[0], numbers[1], command: "circle")
            guard (1...GridPoint.width).contains(numbers[2]) else {
                throw .invalidArgument(command: "circle", argument: String(numbers[2]), expected: "a radius 1-4096")
            }
            return .stroke(Stroke(
                color: color, width: width, points: StrokeShapes.circle(center: center, radius: Double(numbers[2]))))
        case "drag":
            return .stroke(try dragStroke(Array(words.dropFirst())))
        default:
            // A bare word (letters and spaces only: no command takes just those) is a guess, as
            // a person types it in a drawing game; anything else is a mistyped command.
            guard line.allSatisfy({ $0.isLetter || $0.isWhitespace || $0 == "-" || $0 == "'" }) else {
                throw .unknownCommand(verb)
            }
            return .guess(words.joined(separator: " "))
        }
    }

    /// `count` integers followed by optional `cN` and `wN`.
    private static func arguments(_ words: [String], command: String, count: Int) throws(GameCommandError)
        -> ([Int], StrokeColor, Int)
    {
        let expected = command == "line" ? "X1 Y1 X2 Y2, e.g. line 0 0 4095 3071" : "X Y R, e.g. circle 2048 1536 500"
        guard words.count >= count else { throw .missingArgument(command: command, expected: expected) }
        var numbers: [Int] = []
        for word in words.prefix(count) {
            guard let number = Int(word) else { throw .invalidArgument(command: command, argument: word, expected: "a number") }
            numbers.append(number)
        }
        let (color, width) = try strokeOptions(Array(words.dropFirst(count)), command: command)
        return (numbers, color, width)
    }

    /// `drag`'s points (pairs of integers, at most ``Drawing/maximumPointsPerBatch``: one action), then
    /// `cN` and `wN`.
    private static func dragStroke(_ words: [String]) throws(GameCommandError) -> Stroke {
        let numberWords = words.prefix { Int($0) != nil }
        guard numberWords.count >= 2 else {
            throw .missingArgument(command: "drag", expected: "points X Y, e.g. drag 95 96 190 96")
        }
        guard numberWords.count % 2 == 0 else {
            throw .invalidArgument(command: "drag", argument: numberWords.last ?? "", expected: "pairs X Y")
        }
        guard numberWords.count / 2 <= Drawing.maximumPointsPerBatch else {
            throw .invalidArgument(
                command: "drag", argument: "\(numberWords.count / 2) points",
                expected: "at most \(Drawing.maximumPointsPerBatch) points")
        }
        let numbers = numberWords.compactMap { Int($0) }
        var points: [GridPoint] = []
        for index in stride(from: 0, to: numbers.count, by: 2) {
            let next = try point(numbers[index], numbers[index + 1], command: "drag")
            if points.last != next { points.append(next) }
        }
        let (color, width) = try strokeOptions(Array(words.dropFirst(numberWords.count)), command: "drag")
        return Stroke(color: color, width: width, points: points)
    }

    /// Optional `cN` (colour) and `wN` (width) words; anything else is refused.
    private static func strokeOptions(_ words: [String], command: String) throws(GameCommandError)
        -> (StrokeColor, Int)
    {
        var color = StrokeColor.black
        var width = 2
        for word in words {
            let lower = word.lowercased()
            if lower.hasPrefix("c"), let index = Int(lower.dropFirst()), let ink = StrokeColor(rawValue: index) {
                color = ink
            } else if lower.hasPrefix("w"), let number = Int(lower.dropFirst()), Stroke.widths.contains(number) {
                width = number
            } else {
                throw .unexpectedArgument(command: command, argument: word)
            }
        }
        return (color, width)
    }

    private static func point(_ x: Int, _ y: Int, command: String) throws(GameCommandError) -> GridPoint {
        let point = GridPoint(x: x, y: y)
        guard point.isOnGrid else {
            throw .invalidArgument(command: command, argument: "\(x) \(y)", expected: "a point on the canvas (x 0-4095, y 0-3071)")
        }
        return point
    }
}
