import Foundation
import GameCore

/// The lobby's settings in `renderedFace` (field `settings`, Docs/Protocol.md "Host-rendered face"):
/// the game's schema and the current values as text, so a client without the module lists them as
/// it lists a game it has (`settings`, `help`).
public struct RenderedFaceSettings: Codable, Hashable, Sendable {
    /// The most settings one game may list.
    public static let maximumSettings = 64

    /// The schema (``GameDescriptor/settingsSchema``).
    public var schema: SettingsSchemaDocument
    /// Each setting's current value as `set` accepts it and `settings` shows it, by key.
    public var values: [String: String]
    /// The lobby's `settingsRevision` these values are of.
    public var revision: Int

    /// The settings of `module` in the lobby's `snapshot`.
    public init(module: GameDescriptor, snapshot: Data, revision: Int) {
        schema = module.settingsSchema
        let current = (try? module.settingValues(of: snapshot)) ?? []
        values = Dictionary(current.map { ($0.descriptor.key, $0.value) }) { first, _ in first }
        self.revision = revision
    }

    /// The settings with their values, in the schema's order, as the programs list them.
    public var settingValues: [SettingValue] {
        schema.settings.map {
            SettingValue(
                descriptor: SettingDescriptor(key: $0.key, summary: $0.summary, allowedValues: $0.allowedValues),
                value: values[$0.key] ?? $0.defaultValue)
        }
    }

    private enum CodingKeys: String, CodingKey { case schema, values, revision }
    private enum SchemaKeys: String, CodingKey { case settingsVersion, settings }

    /// Reads the fields, refusing more than ``maximumSettings`` settings or values, or a text
    /// longer than ``RenderedFaceLimits/maximumShortTextBytes``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        revision = try container.decode(Int.self, forKey: .revision)
        let schemaContainer = try container.nestedContainer(keyedBy: SchemaKeys.self, forKey: .schema)
        var list = try schemaContainer.nestedUnkeyedContainer(forKey: .settings)
        guard let count = list.count, count <= Self.maximumSettings else {
            throw DecodingError.dataCorruptedError(forKey: .settings, in: schemaContainer, debugDescription: "too many settings")
        }
        var settings: [SettingsSchemaDocument.Setting] = []
        settings.reserveCapacity(count)
        while !list.isAtEnd {
            let setting = try list.decode(SettingsSchemaDocument.Setting.self)
            let texts = [setting.key, setting.summary, setting.allowedValues, setting.defaultValue] + (setting.choices ?? [])
            guard (setting.choices?.count ?? 0) <= Self.maximumSettings,
                texts.allSatisfy({ $0.utf8.count <= RenderedFaceLimits.maximumShortTextBytes })
            else {
                throw DecodingError.dataCorruptedError(forKey: .settings, in: schemaContainer, debugDescription: "a setting over its bounds")
            }
            settings.append(setting)
        }
        schema = SettingsSchemaDocument(
            settingsVersion: try schemaContainer.decode(Int.self, forKey: .settingsVersion), settings: settings)
        values = try container.decode([String: String].self, forKey: .values)
        guard values.count <= Self.maximumSettings,
            values.allSatisfy({ $0.key.utf8.count <= RenderedFaceLimits.maximumShortTextBytes
                && $0.value.utf8.count <= RenderedFaceLimits.maximumShortTextBytes })
        else {
            throw DecodingError.dataCorruptedError(forKey: .values, in: container, debugDescription: "values over their bounds")
        }
    }

    /// Writes the fields under their documented names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schema, forKey: .schema)
        try container.encode(values, forKey: .values)
        try container.encode(revision, forKey: .revision)
    }
}
