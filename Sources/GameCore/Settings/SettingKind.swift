/// What a setting accepts: the part of a schema that help texts, the JSON form and a web form read.
public enum SettingKind: Hashable, Sendable {
    /// A whole number in the range, `step` apart from its lower bound, or one of `names` (special
    /// values such as `auto`, `off` or `classic`).
    case integer(ClosedRange<Int>, step: Int, names: [String])
    /// One of the names.
    case choice([String])
    /// `on` or `off` (also `true`/`false`, `yes`/`no`, `1`/`0` when typed).
    case boolean
    /// Text that a hand-written ``GameSettings`` parses itself; only its help text is known.
    case text(allowedValues: String)

    /// The help text: `classic or 1...20`, `on or off`, `an even number 2...20`, `everyday or animals`.
    public var allowedValues: String {
        switch self {
        case .integer(let range, let step, let names):
            (names + [Self.numbers(range, step: step)]).joined(separator: " or ")
        case .choice(let names):
            names.joined(separator: " or ")
        case .boolean:
            "on or off"
        case .text(let allowedValues):
            allowedValues
        }
    }

    /// The JSON form's `type`.
    public var type: SettingsSchemaDocument.SettingType {
        switch self {
        case .integer: .integer
        case .choice: .choice
        case .boolean: .boolean
        case .text: .text
        }
    }

    private static func numbers(_ range: ClosedRange<Int>, step: Int) -> String {
        let bounds = "\(range.lowerBound)...\(range.upperBound)"
        switch step {
        case 1: return bounds
        // "an even number" reads better than "in steps of 2" and is what the games said before.
        case 2 where range.lowerBound.isMultiple(of: 2): return "an even number \(bounds)"
        default: return "\(bounds) in steps of \(step)"
        }
    }
}
