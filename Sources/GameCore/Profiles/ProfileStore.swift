import Foundation

/// Persists the local ``PlayerProfile`` as versioned JSON: `{"schemaVersion": 1, "profile": {...}}`.
///
/// Default location: `$XDG_DATA_HOME/lanparty/profile.json`, else `~/.local/share/lanparty/profile.json`;
/// `--profile PATH` overrides it. Writes are atomic (temporary file + rename). A file this build cannot
/// read — corrupt, too large, or from a newer schema — is reported with a typed error and never
/// overwritten, not even by ``save(_:)``.
public struct ProfileStore: Sendable {
    /// The schema this build writes and reads.
    public static let schemaVersion = 1
    /// The largest file accepted, in bytes (a profile is a few hundred).
    public static let maximumFileBytes = 256 * 1024
    /// The file name inside the data directory.
    public static let fileName = "profile.json"

    /// Where the profile lives.
    public let fileURL: URL

    /// A store at an explicit file.
    public init(fileURL: URL) { self.fileURL = fileURL }

    /// The store at `pathOverride` (from `--profile PATH`) or at the default location.
    public init(pathOverride: String?, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(ProfileStoreError)
    {
        if let pathOverride, !pathOverride.isEmpty {
            self.init(fileURL: URL(fileURLWithPath: pathOverride))
        } else {
            self.init(fileURL: try Self.dataDirectory(environment: environment).appendingPathComponent(Self.fileName))
        }
    }

    /// `$XDG_DATA_HOME/lanparty` when that is an absolute path (as the XDG spec requires), else
    /// `$HOME/.local/share/lanparty`.
    public static func dataDirectory(environment: [String: String]) throws(ProfileStoreError) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("lanparty", isDirectory: true)
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { throw .noDataDirectory }
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share/lanparty", isDirectory: true)
    }

    /// The stored profile, or `nil` when there is no file yet.
    public func load() throws(ProfileStoreError) -> PlayerProfile? {
        guard let data = try readFile() else { return nil }
        return try Self.decode(data, path: fileURL.path)
    }

    /// The stored profile, or a new one from `makeProfile` (saved at once) when there is no file.
    public func loadOrCreate(_ makeProfile: () -> PlayerProfile) throws(ProfileStoreError) -> PlayerProfile {
        if let profile = try load() { return profile }
        let profile = makeProfile()
        try save(profile)
        return profile
    }

    /// Writes `profile` atomically, creating the directory (mode 0700) if needed. Refuses to replace a
    /// file this build cannot read.
    public func save(_ profile: PlayerProfile) throws(ProfileStoreError) {
        _ = try load()
        let directory = fileURL.deletingLastPathComponent()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let data = try encoder.encode(StoredProfile(schemaVersion: Self.schemaVersion, profile: profile))
            try data.write(to: fileURL, options: .atomic)
        } catch {
            throw .unwritable(path: fileURL.path)
        }
    }

    /// Loads the profile, counts a finished game, saves and returns the updated profile.
    /// Throws when there is no profile to update.
    @discardableResult
    public func recordResult(of game: GameID, won: Bool) throws(ProfileStoreError) -> PlayerProfile {
        guard var profile = try load() else { throw .unreadable(path: fileURL.path) }
        profile.recordResult(of: game, won: won)
        try save(profile)
        return profile
    }

    /// Decodes the stored form, distinguishing a newer schema from corruption.
    static func decode(_ data: Data, path: String) throws(ProfileStoreError) -> PlayerProfile {
        guard let header = try? JSONDecoder().decode(SchemaHeader.self, from: data), header.schemaVersion >= 1 else {
            throw .corrupt(path: path)
        }
        guard header.schemaVersion <= schemaVersion else {
            throw .newerSchema(path: path, found: header.schemaVersion, supported: schemaVersion)
        }
        guard let stored = try? JSONDecoder().decode(StoredProfile.self, from: data), stored.profile.isWellFormed
        else { throw .corrupt(path: path) }
        return stored.profile
    }

    private func readFile() throws(ProfileStoreError) -> Data? {
        let path = fileURL.path
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        // Bound the size before reading the whole file into memory.
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= Self.maximumFileBytes else { throw .tooLarge(path: path, bytes: size) }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        guard data.count <= Self.maximumFileBytes else { throw .tooLarge(path: path, bytes: data.count) }
        return data
    }

    private struct SchemaHeader: Decodable {
        var schemaVersion: Int
    }

    private struct StoredProfile: Codable {
        var schemaVersion: Int
        var profile: PlayerProfile
    }
}
