import Foundation

/// The machine-readable form of a game's settings (``GameDescriptor/settingsSchema``), from which a
/// settings form or docs can be generated. Its JSON shape is documented in Docs/WritingAGameModule.md
/// ("The settings schema as JSON"):
///
/// ```json
/// {"settingsVersion": 1, "settings": [{"key": "handSize", "type": "integer", "min": 1, "max": 20,
///   "step": 1, "choices": ["classic"], "default": "classic", "allowedValues": "classic or 1...20",
///   "summary": "Cards dealt to each player (classic: 7 for two players, 5 for more)"}, …]}
/// ```
public struct SettingsSchemaDocument: Codable, Hashable, Sendable {
    /// How a setting's value is typed in (`type`).
    public enum SettingType: String, Codable, Hashable, Sendable {
        /// A whole number in `min...max` (every `step`-th), or one of `choices` if any.
        case integer
        /// One of `choices`.
        case choice
        /// `on` or `off`.
        case boolean
        /// Text a module without a schema parses itself; only `allowedValues` describes it.
        case text
    }

    /// One setting.
    public struct Setting: Codable, Hashable, Sendable {
        /// The key `set` takes.
        public var key: String
        /// How its value is typed in.
        public var type: SettingType
        /// What it changes.
        public var summary: String
        /// The help text, e.g. `classic or 1...20`.
        public var allowedValues: String
        /// The default value, as `set` accepts it and `settings` shows it (always a string).
        public var defaultValue: String
        /// The smallest number (integer).
        public var min: Int?
        /// The largest number (integer).
        public var max: Int?
        /// The distance between accepted numbers, from `min` (integer).
        public var step: Int?
        /// The accepted names: every value of a choice, or an integer's special values (`auto`).
        public var choices: [String]?

        /// A setting of `kind`.
        public init(kind: SettingKind, key: String, summary: String, defaultValue: String) {
            self.key = key
            self.type = kind.type
            self.summary = summary
            self.allowedValues = kind.allowedValues
            self.defaultValue = defaultValue
            switch kind {
            case .integer(let range, let step, let names):
                (self.min, self.max, self.step) = (range.lowerBound, range.upperBound, step)
                choices = names.isEmpty ? nil : names
            case .choice(let names):
                choices = names
            case .boolean, .text:
                break
            }
        }

        private enum CodingKeys: String, CodingKey {
            case key, type, summary, allowedValues, defaultValue = "default", min, max, step, choices
        }
    }

    /// The schema version of the snapshots these settings are written in.
    public var settingsVersion: Int
    /// The settings, in display order.
    public var settings: [Setting]

    /// A document.
    public init(settingsVersion: Int, settings: [Setting]) {
        self.settingsVersion = settingsVersion
        self.settings = settings
    }

    /// The JSON bytes (sorted keys, absent members left out).
    public var json: Data { GamePayloadCodec.encode(self) }
}
