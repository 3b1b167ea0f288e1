import Foundation

/// The local profiles of one user account, chosen by player name.
///
/// Layout of the data directory (``ProfileStore/dataDirectory(environment:)``):
/// ```
/// lanparty/profile.json            the default profile (no name given), as before named profiles
/// lanparty/profiles/<key>.json     one profile per name, created on first use
/// ```
/// Names are matched without regard to case or Unicode normalisation ("Ari", "ARI" and "ari" are
/// one player); ``fileName(for:)`` turns a name into a safe file name. Migration from the single
/// profile of earlier builds: a name with no profile of its own whose name equals the default
/// profile's username *is* that profile (same id, same stats, same file), so nothing is copied and
/// nothing is lost.
public struct ProfileDirectory: Sendable {
    /// The `lanparty` data directory.
    public let root: URL

    /// The folder of named profiles inside ``root``.
    public static let namedFolder = "profiles"
    /// The longest file-name stem before hashing takes over (file systems allow 255 bytes).
    static let maximumStemBytes = 120

    /// The directory at an explicit location (tests, `--profile`-free embedding).
    public init(root: URL) { self.root = root }

    /// The user's data directory (`$XDG_DATA_HOME/lanparty`, else `~/.local/share/lanparty`).
    public init(environment: [String: String]) throws(ProfileStoreError) {
        self.init(root: try ProfileStore.dataDirectory(environment: environment))
    }

    /// The default profile's store (`profile.json`).
    public var defaultStore: ProfileStore { ProfileStore(fileURL: root.appendingPathComponent(ProfileStore.fileName)) }

    /// The store of the profile called `name`: its own file, or the default profile when that one
    /// carries the same name and no file of its own exists yet (the migration rule above).
    public func store(forName name: String) throws(ProfileStoreError) -> ProfileStore {
        let own = ProfileStore(fileURL: namedFileURL(for: name))
        if FileManager.default.fileExists(atPath: own.fileURL.path) { return own }
        if let legacy = try defaultStore.load(), Self.key(legacy.username) == Self.key(name) { return defaultStore }
        return own
    }

    /// Where the profile called `name` lives once it has its own file.
    public func namedFileURL(for name: String) -> URL {
        root.appendingPathComponent(Self.namedFolder, isDirectory: true)
            .appendingPathComponent(Self.fileName(for: name))
    }

    /// The comparison key of a name: trimmed, Unicode-normalised (NFKC) and lower-cased.
    public static func key(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCompatibilityMapping.lowercased()
    }

    /// A file name for `name` that is safe on every file system: ASCII letters, digits, `-` and `_`
    /// of the key kept, every other UTF-8 byte written as `%XX` (so `.`, `/` and `..` cannot
    /// appear), then `.json`. A stem longer than ``maximumStemBytes`` keeps its first part and adds
    /// a hash of the whole key, so distinct names stay distinct.
    public static func fileName(for name: String) -> String {
        var stem = ""
        for byte in key(name).utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"):
                stem.append(Character(Unicode.Scalar(byte)))
            default:
                stem += String(format: "%%%02X", byte)
            }
        }
        if stem.isEmpty { stem = "%00" }
        if stem.utf8.count > maximumStemBytes {
            stem = String(stem.prefix(maximumStemBytes - 17)) + "~" + String(format: "%016llx", fnv1a(key(name)))
        }
        return stem + ".json"
    }

    /// FNV-1a, 64 bits: stable across runs and platforms (unlike `Hasher`), enough to tell names apart.
    private static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
