/// A game's settings: a versioned, Codable value editable from `KEY=VALUE` text.
///
/// The host edits settings in the lobby (`--set KEY=VALUE`, `set K=V`); the snapshot is encoded with
/// ``GameSettingsCodec`` and locked at start. `settingsVersion` is the *schema* version: a build only
/// accepts snapshots written with its own ``currentVersion``, so two builds never read the same bytes
/// under different rules.
///
/// Declare settings with a ``SettingsSchema`` by conforming to ``SchemaSettings``: the requirements
/// below then come from the schema. A type may still write them by hand.
public protocol GameSettings: Codable, Hashable, Sendable {
    /// The schema version this build writes and reads.
    static var currentVersion: Int { get }
    /// The keys a person may set, in display order.
    static var descriptors: [SettingDescriptor] { get }

    /// The schema version this value was written with.
    var settingsVersion: Int { get }

    /// The current value of `key` as text, or `nil` for an unknown key.
    func value(forKey key: String) -> String?

    /// Sets `key` from text, or throws ``SettingsError/unknownKey(_:)`` / ``SettingsError/invalidValue(key:value:expected:)``.
    mutating func setValue(_ value: String, forKey key: String) throws(SettingsError)

    /// Throws when a decoded value breaks an invariant (a range, a combination).
    func validate() throws(SettingsError)

    /// The machine-readable form of the settings, with `defaults`' values as the defaults.
    static func schemaDocument(defaults: Self) -> SettingsSchemaDocument
}

/// A key a person may set, with the help text a terminal shows for `set`.
public struct SettingDescriptor: Codable, Hashable, Sendable {
    /// The key, e.g. `handSize`.
    public var key: String
    /// What it changes.
    public var summary: String
    /// The accepted values, e.g. `classic or 1...12`.
    public var allowedValues: String

    /// Creates a descriptor.
    public init(key: String, summary: String, allowedValues: String) {
        self.key = key
        self.summary = summary
        self.allowedValues = allowedValues
    }
}

/// One setting and its current value, for display.
public struct SettingValue: Codable, Hashable, Sendable {
    /// The setting.
    public var descriptor: SettingDescriptor
    /// Its value as text.
    public var value: String

    /// Creates a setting/value pair.
    public init(descriptor: SettingDescriptor, value: String) {
        self.descriptor = descriptor
        self.value = value
    }
}

extension GameSettings {
    /// Accepts every decoded value; override to check ranges.
    public func validate() throws(SettingsError) {}

    /// Without a schema, only the descriptors are known: every setting is of type `text`.
    public static func schemaDocument(defaults: Self) -> SettingsSchemaDocument {
        SettingsSchemaDocument(
            settingsVersion: currentVersion,
            settings: descriptors.map {
                SettingsSchemaDocument.Setting(
                    kind: .text(allowedValues: $0.allowedValues), key: $0.key, summary: $0.summary,
                    defaultValue: defaults.value(forKey: $0.key) ?? "")
            })
    }

    /// Applies `KEY=VALUE` text (whitespace around either side is ignored).
    public mutating func apply(assignment text: String) throws(SettingsError) {
        let assignment = try SettingAssignment(parsing: text)
        try setValue(assignment.value, forKey: assignment.key)
    }

    /// Every setting with its current value, in descriptor order.
    public var currentValues: [SettingValue] {
        Self.descriptors.map { SettingValue(descriptor: $0, value: value(forKey: $0.key) ?? "") }
    }
}

/// A parsed `KEY=VALUE`.
public struct SettingAssignment: Hashable, Sendable {
    /// The longest accepted assignment text, in characters.
    public static let maximumLength = 256

    /// The key, trimmed.
    public var key: String
    /// The value, trimmed (may contain further `=`).
    public var value: String

    /// Parses `KEY=VALUE`; an empty key or a missing `=` is ``SettingsError/malformedAssignment(_:)``.
    public init(parsing text: String) throws(SettingsError) {
        guard text.count <= Self.maximumLength, let equals = text.firstIndex(of: "=") else {
            throw .malformedAssignment(text)
        }
        let key = text[..<equals].trimmingWhitespace
        guard !key.isEmpty else { throw .malformedAssignment(text) }
        self.key = key
        self.value = text[text.index(after: equals)...].trimmingWhitespace
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace (Foundation-free, for hot paths).
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
