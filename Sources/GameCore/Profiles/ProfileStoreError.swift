/// Why the profile file could not be used. The file is never overwritten after one of these.
public enum ProfileStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is not a profile this build can read (bad JSON, missing fields, bad values).
    case corrupt(path: String)
    /// The file was written by a newer build with a schema this build does not know.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The file is larger than any profile could be.
    case tooLarge(path: String, bytes: Int)
    /// The file exists but could not be read.
    case unreadable(path: String)
    /// The file or its directory could not be written.
    case unwritable(path: String)
    /// Neither `XDG_DATA_HOME` nor `HOME` says where the data directory is.
    case noDataDirectory

    /// A sentence for people, saying what to do.
    public var description: String {
        switch self {
        case .corrupt(let path):
            "The profile at \(path) is corrupt; move it away (it was left untouched) or pass --profile PATH."
        case .newerSchema(let path, let found, let supported):
            "The profile at \(path) uses schema \(found); this build reads \(supported). Update LanParty or pass --profile PATH."
        case .tooLarge(let path, let bytes):
            "The profile at \(path) is \(bytes) bytes, too large to be a profile; it was left untouched."
        case .unreadable(let path):
            "Cannot read the profile at \(path)."
        case .unwritable(let path):
            "Cannot write the profile at \(path)."
        case .noDataDirectory:
            "Cannot find a data directory: set HOME or XDG_DATA_HOME, or pass --profile PATH."
        }
    }
}
