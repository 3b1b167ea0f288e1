/// One of the 8 ink colours. JSON: its index 0-7.
public enum StrokeColor: Int, Hashable, Sendable, CaseIterable, Codable {
    /// `#000000`.
    case black = 0
    /// `#e02020`.
    case red = 1
    /// `#f08000`.
    case orange = 2
    /// `#f0d000`.
    case yellow = 3
    /// `#20a040`.
    case green = 4
    /// `#2060e0`.
    case blue = 5
    /// `#8030c0`.
    case purple = 6
    /// `#805020`.
    case brown = 7

    /// The colour as CSS hex, for faces.
    public var hex: String {
        switch self {
        case .black: "#000000"
        case .red: "#e02020"
        case .orange: "#f08000"
        case .yellow: "#f0d000"
        case .green: "#20a040"
        case .blue: "#2060e0"
        case .purple: "#8030c0"
        case .brown: "#805020"
        }
    }
}

/// A line drawn on the canvas: colour, width and its points in drawing order.
/// JSON: `{"color":0,"width":2,"points":"<base64url of the varint bytes>"}` (see ``StrokeCodec``).
public struct Stroke: Hashable, Sendable {
    /// Widths a stroke may have (1 thin ... 4 thick; a face draws width × 8 grid units).
    public static let widths = 1...4

    /// The ink.
    public var color: StrokeColor
    /// 1-4.
    public var width: Int
    /// The points, in order; consecutive points are joined by straight segments.
    public var points: [GridPoint]

    /// Creates a stroke (not checked: ``Drawing`` checks what it accepts).
    public init(color: StrokeColor, width: Int, points: [GridPoint]) {
        self.color = color
        self.width = width
        self.points = points
    }
}

extension Stroke: Codable {
    private enum CodingKeys: String, CodingKey { case color, width, points }

    /// Decodes the wire form; the points string is bounded by ``Drawing/maximumPointsPerStroke``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        color = try container.decode(StrokeColor.self, forKey: .color)
        width = try container.decode(Int.self, forKey: .width)
        guard Self.widths.contains(width) else {
            throw DecodingError.dataCorruptedError(forKey: .width, in: container, debugDescription: "width is 1-4")
        }
        let text = try container.decode(String.self, forKey: .points)
        do throws(StrokeCodecError) {
            points = try StrokeCodec.decode(text, maximumPoints: Drawing.maximumPointsPerStroke)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .points, in: container, debugDescription: error.description)
        }
    }

    /// Encodes the wire form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(color, forKey: .color)
        try container.encode(width, forKey: .width)
        try container.encode(StrokeCodec.encode(points), forKey: .points)
    }
}
