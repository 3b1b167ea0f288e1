/// A key of a coding path that ``PayloadJSONWriter`` rebuilds from the keys it has written (it keeps
/// no `CodingKey` values while encoding): a member's key as a string, an array position as an index.
struct PayloadJSONEncoderPathKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// An array position, described as Foundation's encoder describes one.
    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

extension PayloadJSONWriter {
    /// The coding path of a value inside the first `depth` frames: the key or position each of them
    /// is writing. Built only when asked (an error, or a type reading `codingPath`).
    func codingPath(depth: Int) -> [any CodingKey] {
        var path: [any CodingKey] = []
        for index in 0..<min(max(depth, 0), frames.count) {
            let frame = frames[index]
            switch frame.kind {
            case .object:
                let member = members[frame.memberBase + frame.count - 1]
                let bytes: [UInt8] = member.escaped
                    ? rawKey(member) : (member.keyStart + 1..<member.keyEnd - 1).map { buffer[$0] }
                path.append(PayloadJSONEncoderPathKey(stringValue: String(decoding: bytes, as: UTF8.self)))
            case .array:
                path.append(PayloadJSONEncoderPathKey(intValue: frame.count - 1))
            case .pending, .single:
                // A scalar or an empty value has nothing inside it.
                break
            }
        }
        return path
    }

    /// The coding path of the frame `handle` (empty when it has closed).
    func codingPath(of handle: PayloadJSONFrameHandle) -> [any CodingKey] {
        isOpen(handle) ? codingPath(depth: handle.index) : []
    }

    /// Foundation's error for a NaN or infinite number, at the value inside the first `depth` frames.
    func invalidNumber<Number: BinaryFloatingPoint>(_ value: Number, depth: Int) -> EncodingError {
        invalidNumber(value, codingPath: codingPath(depth: depth))
    }

    /// Foundation's error for a NaN or infinite number at `codingPath`.
    func invalidNumber<Number: BinaryFloatingPoint>(_ value: Number, codingPath: [any CodingKey]) -> EncodingError {
        sawError = true
        return EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: codingPath, debugDescription: "Unable to encode \(Number.self).\(value) directly in JSON."))
    }
}
