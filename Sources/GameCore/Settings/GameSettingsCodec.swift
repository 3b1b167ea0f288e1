import Foundation

/// Encodes and decodes settings snapshots (the bytes in `LobbyInfo.settings` and `StartGame`).
public enum GameSettingsCodec {
    /// The largest accepted snapshot, in bytes.
    public static let maximumSnapshotBytes = 16 * 1024

    /// Encodes settings as JSON with sorted keys (equal settings give equal bytes).
    public static func encode<Settings: GameSettings>(_ settings: Settings) -> Data {
        GamePayloadCodec.encode(settings)
    }

    /// Decodes a snapshot (strictly, as every payload: Docs/Protocol.md "Game payload JSON"), checking
    /// its size, its schema version and its invariants.
    public static func decode<Settings: GameSettings>(
        _ type: Settings.Type, from data: Data
    ) throws(SettingsError) -> Settings {
        guard data.count <= maximumSnapshotBytes else { throw .corrupted }
        let header: SettingsHeader
        do {
            header = try PayloadJSONDecoder().decode(SettingsHeader.self, from: data)
        } catch {
            throw .corrupted
        }
        guard header.settingsVersion == Settings.currentVersion else {
            throw .unsupportedVersion(found: header.settingsVersion, supported: Settings.currentVersion)
        }
        let settings: Settings
        do {
            settings = try PayloadJSONDecoder().decode(Settings.self, from: data)
        } catch {
            throw .corrupted
        }
        try settings.validate()
        return settings
    }

    /// Reads only the version, so that a newer schema is reported as such rather than as corruption.
    private struct SettingsHeader: Decodable {
        var settingsVersion: Int
    }
}
