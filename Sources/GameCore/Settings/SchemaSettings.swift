/// ``GameSettings`` declared by a ``SettingsSchema``: a module writes its stored properties, its
/// ``GameSettings/currentVersion`` and ``schema``, and gets `descriptors`, `value(forKey:)`,
/// `setValue(_:forKey:)` and `validate()` from the schema.
///
/// To check more than each setting alone (a combination), implement `validate()` and call
/// `try Self.schema.validate(self)` first.
public protocol SchemaSettings: GameSettings {
    /// The settings, one declaration each.
    static var schema: SettingsSchema<Self> { get }
    /// The schema version this value was written with (settable, so that decoding can set it).
    var settingsVersion: Int { get set }
}

extension SchemaSettings {
    /// The schema's keys and help texts.
    public static var descriptors: [SettingDescriptor] { schema.descriptors }

    /// The schema's JSON form with `defaults`' values.
    public static func schemaDocument(defaults: Self) -> SettingsSchemaDocument { schema.document(defaults: defaults) }

    /// The value of `key` (ignoring case) as text.
    public func value(forKey key: String) -> String? { Self.schema.value(forKey: key, in: self) }

    /// Sets `key` (ignoring case) from text, as the schema parses it.
    public mutating func setValue(_ value: String, forKey key: String) throws(SettingsError) {
        try Self.schema.setValue(value, forKey: key, in: &self)
    }

    /// Checks every setting against its range or choices.
    public func validate() throws(SettingsError) { try Self.schema.validate(self) }
}
