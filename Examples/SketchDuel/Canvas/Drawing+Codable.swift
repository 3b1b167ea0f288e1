extension Drawing: Codable {
    private enum CodingKeys: String, CodingKey { case strokes, strokeOpen }

    /// Decodes `"strokes"` and `"strokeOpen"` from the enclosing object (views and states are flat),
    /// checking the caps.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let strokes = try container.decode([Stroke].self, forKey: .strokes)
        let open = try container.decode(Bool.self, forKey: .strokeOpen)
        do throws(DrawingError) {
            try self.init(strokes: strokes, isStrokeOpen: open)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .strokes, in: container, debugDescription: error.description)
        }
    }

    /// Encodes `"strokes"` and `"strokeOpen"` into the enclosing object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(strokes, forKey: .strokes)
        try container.encode(isStrokeOpen, forKey: .strokeOpen)
    }
}
