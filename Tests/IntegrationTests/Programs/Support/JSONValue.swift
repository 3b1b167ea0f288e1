import Foundation

/// A decoded JSON value from one event line of `lanhost --json` / `lanjoin --json`.
enum JSONValue: Sendable, Hashable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses one line; `nil` for anything that is not a JSON object.
    static func parse(_ line: String) -> [String: JSONValue]? {
        guard line.hasPrefix("{"), let value = try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8)),
            case .object(let object) = value
        else { return nil }
        return object
    }

    /// A member of an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    var string: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    var int: Int? {
        guard case .number(let value) = self else { return nil }
        return Int(exactly: value)
    }

    var bool: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    var array: [JSONValue]? {
        guard case .array(let value) = self else { return nil }
        return value
    }
}

/// One `--json` event: its name, its fields and when the test saw it (monotonic seconds).
struct ProgramEvent: Sendable {
    /// `event`.
    let name: String
    /// Every key of the line.
    let fields: [String: JSONValue]
    /// The line as printed.
    let line: String

    init?(_ line: String) {
        guard let fields = JSONValue.parse(line), let name = fields["event"]?.string else { return nil }
        self.name = name
        self.fields = fields
        self.line = line
    }

    subscript(key: String) -> JSONValue? { fields[key] }

    /// The names of `gameOver`'s winners, sorted.
    var winnerNames: [String] {
        (fields["winners"]?.array ?? []).compactMap { $0["name"]?.string }.sorted()
    }
}
