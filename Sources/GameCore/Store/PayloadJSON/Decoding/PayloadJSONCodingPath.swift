/// Coding paths are never kept while decoding: a value's path follows from its position in the
/// token index, so it is rebuilt (one walk from the top) only when an error or a caller asks.
extension PayloadJSONDocument {
    /// The path from the top-level value to the value at `position`: object keys as they are in
    /// the input, array elements as `Index n` keys (Foundation's form).
    ///
    /// Each level's walk starts where the previous walk found its way if that is not past
    /// `position`, so asking for the paths of consecutive members (a type that probes every element
    /// with `try?`) costs a step each, not a walk from the start.
    func codingPath(to position: Int) -> [any CodingKey] {
        if position < 0 {
            let absent = absentValue(at: position)
            return codingPath(to: absent.container) + [absent.key]
        }
        var path: [any CodingKey] = []
        var current = 0
        var depth = 0
        descending: while current != position {
            let container = tokens[current]
            guard container.isContainer, position < Int(container.length) else { break }
            let isObject = container.kind == .object
            var member = current + 1
            var index = 0
            if depth < pathSteps.count, pathSteps[depth].container == current, pathSteps[depth].member <= position {
                member = pathSteps[depth].member
                index = pathSteps[depth].index
            }
            while member < Int(container.length) {
                let value = isObject ? member + 1 : member
                let after = nextSibling(of: value)
                if (value..<after).contains(position) {
                    path.append(isObject ? PayloadJSONCodingKey(string(at: member)) : PayloadJSONCodingKey(index: index))
                    let step = PathStep(container: current, member: member, index: index)
                    if depth < pathSteps.count { pathSteps[depth] = step } else { pathSteps.append(step) }
                    current = value
                    depth += 1
                    continue descending
                }
                member = after
                index += 1
            }
            break  // `position` is a key token, which has no path of its own
        }
        return path
    }

    /// The path to the value at `position` with `key` appended (a member or element asked for).
    func codingPath(to position: Int, appending key: some CodingKey) -> [any CodingKey] {
        codingPath(to: position) + [key]
    }
}

/// A key in a rebuilt coding path: an object key, or an array element's index.
struct PayloadJSONCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    /// An object key.
    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    /// An array element, named as Foundation names it.
    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }

    /// `superDecoder()`'s key.
    static let `super` = PayloadJSONCodingKey("super")
}

/// Why a value does not convert to what was asked, before the caller attaches a coding path.
enum PayloadJSONValueFailure: Error {
    /// `null` where a value is required.
    case null
    /// Another kind of value.
    case mismatch(PayloadJSONToken.Kind)
    /// The right kind but not representable (a number out of range, invalid base64, …).
    case corrupted(String)

    /// The `DecodingError` Foundation throws in this case, for a value of `type` at `path`.
    func decodingError(_ type: Any.Type, at path: [any CodingKey]) -> DecodingError {
        switch self {
        case .null:
            .valueNotFound(
                type, .init(codingPath: path, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
        case .mismatch(let kind):
            .typeMismatch(
                type, .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(kind.description) instead."))
        case .corrupted(let description):
            .dataCorrupted(.init(codingPath: path, debugDescription: description))
        }
    }
}
