import Foundation

/// One recorded step of a hosted game: the input and a digest of the state it led to, so a replay
/// can name the first step where it went another way (``GameReplayer``, `lanhost --replay --verify`).
public struct GameJournalStep: Hashable, Sendable {
    /// The reducer's input.
    public var entry: GameJournalEntry
    /// ``GameStateDigest`` of the state after the input.
    public var stateDigest: UInt64
    /// For an action, the sender's sequence number (wire `gameAction.sequence`): a host that
    /// restarts from the record knows which resent actions it already applied.
    public var sequence: UInt64?
    /// The host's ``GameHostCore/stateSequence`` after the step (0: not known, e.g. an old export):
    /// a restarted host goes on counting from it, so clients never see a state number go back.
    public var stateSequence: UInt64

    /// Creates a step.
    public init(entry: GameJournalEntry, stateDigest: UInt64, sequence: UInt64? = nil, stateSequence: UInt64 = 0) {
        self.entry = entry
        self.stateDigest = stateDigest
        self.sequence = sequence
        self.stateSequence = stateSequence
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
