import Foundation

/// Why the record could not be opened, read or written. The game never stops for it: the host
/// says it in words and plays on without recording.
public struct RecordError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as a stable code.
    public enum Code: String, Sendable, Hashable {
        /// Another host uses this data directory.
        case locked
        /// The data directory cannot be created or written.
        case directoryUnavailable
        /// The database file cannot be opened (moved aside when it is corrupt).
        case unreadable
        /// A write failed (disk full, read-only file system); recording stopped.
        case writeFailed
        /// No game with that id in the record.
        case unknownGame
    }

    /// The code.
    public var code: Code
    /// Words for people: what happened and what to do.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
