/// One setting of a ``SettingsSchema``: its key, what it changes, what it accepts, and where its
/// value lives in the settings value (a key path). Declared with ``integer(_:_:in:step:or:summary:)``,
/// ``boolean(_:_:summary:)`` or ``choice(_:_:summary:)``.
public struct SettingField<Settings: GameSettings>: Sendable {
    /// The key, as typed in `set KEY=VALUE` (matched ignoring case) and written in snapshots.
    public let key: String
    /// What it changes, for help texts and forms.
    public let summary: String
    /// What it accepts.
    public let kind: SettingKind

    let text: @Sendable (Settings) -> String
    let assign: @Sendable (inout Settings, String) -> Bool
    let isValid: @Sendable (Settings) -> Bool
    let decode: @Sendable (inout Settings, KeyedDecodingContainer<SettingCodingKey>) throws -> Void

    init<Value: Codable & Hashable & Sendable>(
        key: String, summary: String, path: any WritableKeyPath<Settings, Value> & Sendable, values: SettingValueSet<Value>,
        kind: SettingKind? = nil
    ) {
        self.key = key
        self.summary = summary
        self.kind = kind ?? values.kind
        text = { values.text(of: $0[keyPath: path]) }
        assign = { settings, text in
            guard let value = values.parse(text) else { return false }
            settings[keyPath: path] = value
            return true
        }
        isValid = { values.accepts($0[keyPath: path]) }
        decode = { settings, container in
            if let value = try container.decodeIfPresent(Value.self, forKey: SettingCodingKey(key)) {
                settings[keyPath: path] = value
            }
        }
    }

    /// The key and its help text, as `settings` lists show them.
    public var descriptor: SettingDescriptor {
        SettingDescriptor(key: key, summary: summary, allowedValues: kind.allowedValues)
    }

    /// A whole number in `range` (every `step`-th from its lower bound), or one of `names`: special
    /// values such as `["auto": 0]` for an `Int`, or `["classic": .classic]` for a ``SettingNumber``
    /// type. Help text: `auto or 3...5`.
    public static func integer<Value: SettingNumber>(
        _ key: String, _ path: any WritableKeyPath<Settings, Value> & Sendable, in range: ClosedRange<Int>, step: Int = 1,
        or names: KeyValuePairs<String, Value> = [:], summary: String
    ) -> Self {
        precondition(step > 0, "a setting's step must be positive")
        let numbers = SettingValueSet<Value>.Numbers(
            range: range, step: step, make: { Value(settingNumber: $0) }, number: { $0.settingNumber })
        let named = names.map { SettingValueSet<Value>.Named(name: $0.key, value: $0.value) }
        return Self(key: key, summary: summary, path: path, values: SettingValueSet(names: named, numbers: numbers))
    }

    /// `on` or `off` (a person may also type `true`/`false`, `yes`/`no`, `1`/`0`); a JSON boolean in
    /// snapshots.
    public static func boolean(_ key: String, _ path: any WritableKeyPath<Settings, Bool> & Sendable, summary: String) -> Self {
        typealias Named = SettingValueSet<Bool>.Named
        let values = SettingValueSet(
            names: [Named(name: "on", value: true), Named(name: "off", value: false)],
            aliases: [("true", true), ("yes", true), ("1", true), ("false", false), ("no", false), ("0", false)]
                .map { Named(name: $0.0, value: $0.1) })
        return Self(key: key, summary: summary, path: path, values: values, kind: .boolean)
    }

    /// One of the cases of a string-backed enumeration, named by their raw values (typed ignoring
    /// case), in `allCases` order.
    public static func choice<Value: CaseIterable & RawRepresentable & Codable & Hashable & Sendable>(
        _ key: String, _ path: any WritableKeyPath<Settings, Value> & Sendable, summary: String
    ) -> Self where Value.RawValue == String {
        let named = Value.allCases.map { SettingValueSet<Value>.Named(name: $0.rawValue, value: $0) }
        return Self(key: key, summary: summary, path: path, values: SettingValueSet(names: named))
    }
}

/// A snapshot's key for one setting.
struct SettingCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ key: String) { stringValue = key }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
