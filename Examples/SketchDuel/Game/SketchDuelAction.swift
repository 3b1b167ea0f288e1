import GameCore

/// A SketchDuel move. Drawing moves are the drawer's; `guess` is the guessers'; `partner` anyone's.
///
/// Wire form (points: see ``StrokeCodec``; at most ``Drawing/maximumPointsPerBatch`` per action):
/// `{"type":"begin","color":0,"width":2,"points":"…"}` (start a stroke),
/// `{"type":"extend","points":"…"}` (more points for it), `{"type":"end"}` (it is finished),
/// `{"type":"stroke","color":0,"width":2,"points":"…"}` (a whole stroke at once),
/// `{"type":"undo"}`, `{"type":"clear"}`, `{"type":"guess","word":"cat"}`, `{"type":"partner"}` (the
/// sender is a practice partner, a bot: faces label it so).
public enum SketchDuelAction: Hashable, Sendable, CustomStringConvertible {
    /// Start a stroke with its first points (a stroke still open is finished first).
    case begin(color: StrokeColor, width: Int, points: [GridPoint])
    /// Add points to the stroke being drawn.
    case extend(points: [GridPoint])
    /// Finish the stroke being drawn.
    case end
    /// Draw a whole stroke in one action.
    case stroke(Stroke)
    /// Remove the last stroke.
    case undo
    /// Remove every stroke.
    case clear
    /// Guess the word (case and spaces do not matter).
    case guess(String)
    /// Say that the sender is a practice partner (a bot): every face labels it so. Bots send it first.
    case partner

    /// Whether the drawer sends it.
    public var isDrawing: Bool {
        switch self {
        case .begin, .extend, .end, .stroke, .undo, .clear: true
        case .guess, .partner: false
        }
    }

    /// For logs: `begin c0 w2 (12 points)`, `guess cat`.
    public var description: String {
        switch self {
        case .begin(let color, let width, let points): "begin c\(color.rawValue) w\(width) (\(points.count) points)"
        case .extend(let points): "extend (\(points.count) points)"
        case .end: "end"
        case .stroke(let stroke): "stroke c\(stroke.color.rawValue) w\(stroke.width) (\(stroke.points.count) points)"
        case .undo: "undo"
        case .clear: "clear"
        case .guess(let word): "guess \(word.prefix(SketchDuelRules.maximumGuessLength))"
        case .partner: "partner"
        }
    }
}

extension SketchDuelAction: Codable {
    private enum Kind: String, Codable { case begin, extend, end, stroke, undo, clear, guess, partner }
    private enum CodingKeys: String, CodingKey { case type, color, width, points, word }

    /// Decodes the wire form; points are bounded by ``Drawing/maximumPointsPerBatch`` before they are
    /// allocated, and a bad points string is a decoding error (the host answers `corruptedPayload`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func points() throws -> [GridPoint] {
            let text = try container.decode(String.self, forKey: .points)
            do throws(StrokeCodecError) {
                return try StrokeCodec.decode(text, maximumPoints: Drawing.maximumPointsPerBatch)
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .points, in: container, debugDescription: error.description)
            }
        }
        switch try container.decode(Kind.self, forKey: .type) {
        case .begin:
            self = .begin(
                color: try container.decode(StrokeColor.self, forKey: .color),
                width: try container.decode(Int.self, forKey: .width), points: try points())
        case .extend: self = .extend(points: try points())
        case .end: self = .end
        case .stroke:
            self = .stroke(Stroke(
                color: try container.decode(StrokeColor.self, forKey: .color),
                width: try container.decode(Int.self, forKey: .width), points: try points()))
        case .undo: self = .undo
        case .clear: self = .clear
        case .guess: self = .guess(try container.decode(String.self, forKey: .word))
        case .partner: self = .partner
        }
    }

    /// Encodes the wire form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .begin(let color, let width, let points):
            try container.encode(Kind.begin, forKey: .type)
            try container.encode(color, forKey: .color)
            try container.encode(width, forKey: .width)
            try container.encode(StrokeCodec.encode(points), forKey: .points)
        case .extend(let points):
            try container.encode(Kind.extend, forKey: .type)
            try container.encode(StrokeCodec.encode(points), forKey: .points)
        case .end: try container.encode(Kind.end, forKey: .type)
        case .stroke(let stroke):
            try container.encode(Kind.stroke, forKey: .type)
            try container.encode(stroke.color, forKey: .color)
            try container.encode(stroke.width, forKey: .width)
            try container.encode(StrokeCodec.encode(stroke.points), forKey: .points)
        case .undo: try container.encode(Kind.undo, forKey: .type)
        case .clear: try container.encode(Kind.clear, forKey: .type)
        case .guess(let word):
            try container.encode(Kind.guess, forKey: .type)
            try container.encode(word, forKey: .word)
        case .partner: try container.encode(Kind.partner, forKey: .type)
        }
    }
}
