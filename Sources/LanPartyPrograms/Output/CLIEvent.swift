import Foundation

/// One line of `--json` output: an `"event"` name plus that event's fields.
///
/// Fields are kept as JSON values so each event can carry what it needs without a type per event.
public struct CLIEvent: Sendable, Equatable {
    /// The event name (`published`, `lobby`, `joined`, `rejected`, `kicked`, `banned`, `playerJoined`,
    /// `playerLeft`, `gameStarted`, `state`, `actionRejected`, `gameOver`, `hostLost`, `reconnecting`,
    /// `resumed`, `error`, ...).
    public var name: String
    /// The event's fields, without `event`.
    public var fields: [String: JSONValue]
    /// A line for people (used when not in `--json` mode).
    public var text: String

    /// Creates an event.
    public init(_ name: String, _ fields: [String: JSONValue] = [:], text: String) {
        self.name = name
        self.fields = fields
        self.text = text
    }

    /// The single JSON line (no trailing newline), keys sorted so output is stable.
    public var jsonLine: String {
        var object = fields
        object["event"] = .string(name)
        return JSONValue.object(object).serialized
    }
}

/// A JSON value, for building event lines.
public indirect enum JSONValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral
{
    /// A string.
    case string(String)
    /// An integer.
    case int(Int)
    /// A number with a fraction (non-finite values serialize as `null`).
    case double(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// An array.
    case array([JSONValue])
    /// An object (keys are sorted when serialized).
    case object([String: JSONValue])
    /// `null`.
    case null

    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer value.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// Compact JSON text with sorted keys.
    public var serialized: String {
        switch self {
        case .string(let value): Self.quote(value)
        case .int(let value): String(value)
        case .double(let value): value.isFinite ? String(value) : "null"
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        case .array(let values): "[" + values.map(\.serialized).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.keys.sorted().map { Self.quote($0) + ":" + members[$0]!.serialized }
                .joined(separator: ",") + "}"
        }
    }

    private static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let control where control.value < 0x20:
                out += String(format: "\\u%04x", control.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
