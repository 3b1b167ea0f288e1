import Foundation

/// Reading JSON text back into ``JSONValue`` (game views for `state` events, and tests reading lines).
extension JSONValue: Decodable {
    /// Decodes any JSON value; booleans are kept apart from numbers, integers from fractions.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses JSON bytes; `nil` when they are not JSON.
    public init?(jsonData: Data) {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: jsonData) else { return nil }
        self = value
    }

    /// The member `key` of an object, else `nil`.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    /// The string, if this is one.
    public var stringValue: String? { if case .string(let value) = self { value } else { nil } }

    /// The integer, if this is one.
    public var intValue: Int? { if case .int(let value) = self { value } else { nil } }

    /// The number, if this is one (an integer too: `10` and `10.5` are both seconds).
    public var doubleValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        case .string, .bool, .array, .object, .null: nil
        }
    }

    /// The boolean, if this is one.
    public var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
}
