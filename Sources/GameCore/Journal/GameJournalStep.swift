import Foundation

/// One recorded step of a hosted game: the input and a digest of the state it led to, so a replay
/// can name the first step where it went another way (``GameReplayer``, `lanhost --replay --verify`).
public struct GameJournalStep: Hashable, Sendable {
    /// The reducer's input.
    public var entry: GameJournalEntry
    /// ``GameStateDigest`` of the state after the input. A step the host's core journaled computes
    /// it when it is read (on the record's writer thread, not the game's loop: encoding the whole
    /// state for it was a fifth of a Crazy Eights move's cost, issue 38), and again at each read.
    public var stateDigest: UInt64 {
        get { digest.value }
        set { digest = .known(newValue) }
    }
    /// For an action, the sender's sequence number (wire `gameAction.sequence`): a host that
    /// restarts from the record knows which resent actions it already applied.
    public var sequence: UInt64?
    /// The host's ``GameHostCore/stateSequence`` after the step (0: not known, e.g. an old export):
    /// a restarted host goes on counting from it, so clients never see a state number go back.
    public var stateSequence: UInt64
    private var digest: Digest

    /// Creates a step.
    public init(entry: GameJournalEntry, stateDigest: UInt64, sequence: UInt64? = nil, stateSequence: UInt64 = 0) {
        self.entry = entry
        self.digest = .known(stateDigest)
        self.sequence = sequence
        self.stateSequence = stateSequence
    }

    /// A step whose ``stateDigest`` is the digest of `state`, computed when read.
    init<State: Encodable & Sendable>(entry: GameJournalEntry, digestOf state: State, sequence: UInt64?, stateSequence: UInt64) {
        self.entry = entry
        self.digest = .deferred { GameStateDigest.of(state) }
        self.sequence = sequence
        self.stateSequence = stateSequence
    }

    /// Steps are equal when their input, digest and counters are.
    public static func == (lhs: GameJournalStep, rhs: GameJournalStep) -> Bool {
        lhs.entry == rhs.entry && lhs.sequence == rhs.sequence && lhs.stateSequence == rhs.stateSequence
            && lhs.stateDigest == rhs.stateDigest
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entry)
        hasher.combine(stateDigest)
        hasher.combine(sequence)
        hasher.combine(stateSequence)
    }

    /// A digest known, or the work that computes it.
    private enum Digest: Sendable {
        case known(UInt64)
        case deferred(@Sendable () -> UInt64)

        var value: UInt64 {
            switch self {
            case .known(let value): value
            case .deferred(let compute): compute()
            }
        }
    }
}

/// A 64-bit FNV-1a digest of a state's encoding (``GamePayloadCodec``): not a security measure,
/// a cheap fingerprint that tells a replay whether it reached the recorded state.
public enum GameStateDigest {
    /// The digest of `state`.
    public static func of<State: Encodable>(_ state: State) -> UInt64 {
        of(bytes: GamePayloadCodec.encode(state))
    }

    /// The digest of `bytes`.
    public static func of(bytes: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
