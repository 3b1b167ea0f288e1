/// How the text of one setting maps to its values: named values (with aliases a person may also
/// type) and, for numbers, a range. The typed half behind a ``SettingField``.
struct SettingValueSet<Value: Hashable & Sendable>: Sendable {
    /// A value with the name that shows it.
    struct Named: Sendable {
        var name: String
        var value: Value
    }

    /// The numbers a person may type and how they become values.
    struct Numbers: Sendable {
        var range: ClosedRange<Int>
        var step: Int
        var make: @Sendable (Int) -> Value
        var number: @Sendable (Value) -> Int?
    }

    /// The named values, in the order help texts list them; the first name of a value shows it.
    var names: [Named]
    /// Further names accepted when typed but never shown (`true` for `on`).
    var aliases: [Named] = []
    var numbers: Numbers?

    /// The value `text` stands for, if it is acceptable. Names ignore case; a typed number that
    /// equals a named value counts as that value (`turnSeconds=0` is `off`).
    func parse(_ text: String) -> Value? {
        let lowered = text.lowercased()
        if let named = (names + aliases).first(where: { $0.name.lowercased() == lowered }) {
            return named.value
        }
        guard let numbers, let number = Int(text) else { return nil }
        let value = numbers.make(number)
        return accepts(value) ? value : nil
    }

    /// Whether a value (typically decoded from a snapshot) is one this setting allows.
    func accepts(_ value: Value) -> Bool {
        if names.contains(where: { $0.value == value }) { return true }
        guard let numbers, let number = numbers.number(value) else { return false }
        return numbers.range.contains(number) && (number - numbers.range.lowerBound).isMultiple(of: numbers.step)
    }

    /// The text that shows `value`: its name, else its number.
    func text(of value: Value) -> String {
        if let named = names.first(where: { $0.value == value }) { return named.name }
        if let number = numbers?.number(value) { return String(number) }
        return String(describing: value)
    }

    /// The description that help texts and the JSON form are made from.
    var kind: SettingKind {
        if let numbers {
            return .integer(numbers.range, step: numbers.step, names: names.map(\.name))
        }
        return .choice(names.map(\.name))
    }
}
