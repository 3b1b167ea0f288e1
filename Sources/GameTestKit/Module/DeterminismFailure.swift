import GameCore

/// A replay that did not reproduce the game (SPEC §13: the journal and seed reproduce every state).
public struct DeterminismFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What diverged; the raw value is a stable code.
    public enum Kind: String, Hashable, Sendable {
        /// Two replays of the same journal reached different states.
        case replaysDiffer = "replays-differ"
        /// The replay's final state is not the recorded one.
        case differsFromRecord = "differs-from-record"
        /// The initial state could not be built from the journal.
        case setup
    }

    /// What diverged.
    public var kind: Kind
    /// The first journal entry after which the states differ (`-1`: the initial state).
    public var step: Int
    /// What differs: the first differing byte of the encoded states, or the setup error.
    public var detail: String

    /// Creates a failure report.
    public init(kind: Kind, step: Int, detail: String) {
        self.kind = kind
        self.step = step
        self.detail = detail
    }

    /// One line: code, step and detail.
    public var description: String { "\(kind.rawValue) at step \(step): \(detail)" }
}
