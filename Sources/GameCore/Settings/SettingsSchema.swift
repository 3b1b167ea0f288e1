/// A game's settings declared once, one ``SettingField`` per key: `set KEY=VALUE` parsing, the
/// `settings` list, the validation of decoded snapshots and the JSON form all come from it.
///
/// ```swift
/// static let schema = SettingsSchema<Self>([
///     .integer("highestCard", \.highestCard, in: 2...99, summary: "The highest card value"),
/// ])
/// ```
public struct SettingsSchema<Settings: GameSettings>: Sendable {
    /// The settings, in display order.
    public let fields: [SettingField<Settings>]

    /// A schema of `fields`; keys must differ (ignoring case), since `set` matches them so.
    public init(_ fields: [SettingField<Settings>]) {
        precondition(
            Set(fields.map { $0.key.lowercased() }).count == fields.count, "two settings share a key")
        self.fields = fields
    }

    /// The keys and their help texts, in display order.
    public var descriptors: [SettingDescriptor] { fields.map(\.descriptor) }

    /// The setting named `key`, ignoring case.
    public func field(forKey key: String) -> SettingField<Settings>? {
        let lowered = key.lowercased()
        return fields.first { $0.key.lowercased() == lowered }
    }

    /// The value of `key` in `settings`, as `settings` lists show it and `set` accepts it.
    public func value(forKey key: String, in settings: Settings) -> String? {
        field(forKey: key)?.text(settings)
    }

    /// Sets `key` from text, leaving `settings` unchanged when it throws ``SettingsError/unknownKey(_:)``
    /// or ``SettingsError/invalidValue(key:value:expected:)`` (with the key as declared and the help text).
    public func setValue(_ text: String, forKey key: String, in settings: inout Settings) throws(SettingsError) {
        guard let field = field(forKey: key) else { throw .unknownKey(key) }
        guard field.assign(&settings, text) else {
            throw .invalidValue(key: field.key, value: text, expected: field.kind.allowedValues)
        }
    }

    /// Throws ``SettingsError/invalidValue(key:value:expected:)`` for the first setting whose value
    /// (typically decoded from a snapshot) is out of its range or not one of its choices.
    public func validate(_ settings: Settings) throws(SettingsError) {
        for field in fields where !field.isValid(settings) {
            throw .invalidValue(key: field.key, value: field.text(settings), expected: field.kind.allowedValues)
        }
    }

    /// The JSON form, with the values of `defaults` as the defaults.
    public func document(defaults: Settings) -> SettingsSchemaDocument {
        SettingsSchemaDocument(
            settingsVersion: Settings.currentVersion,
            settings: fields.map {
                SettingsSchemaDocument.Setting(kind: $0.kind, key: $0.key, summary: $0.summary, defaultValue: $0.text(defaults))
            })
    }
}

extension SettingsSchema where Settings: SchemaSettings {
    /// Decodes a snapshot in which a missing setting keeps its value in `defaults`, for a module
    /// that added a setting without a new schema version (Crazy Eights does). Call it from
    /// `init(from:)`; without it a snapshot must carry every key.
    public func decode(from decoder: any Decoder, defaults: Settings) throws -> Settings {
        let container = try decoder.container(keyedBy: SettingCodingKey.self)
        var settings = defaults
        settings.settingsVersion = try container.decode(Int.self, forKey: SettingCodingKey("settingsVersion"))
        for field in fields {
            try field.decode(&settings, container)
        }
        return settings
    }
}
