/// Where a hosted game's journal goes (SPEC §13): ``GameHostSession`` hands it every step before it
/// sends the views the step produced, so a host that dies never showed a state it did not keep.
///
/// Called on the session's executor (the lobby's event loop): keep it short, and never let a
/// failure stop the game — a recorder that cannot write says so once and stops recording.
public protocol GameJournalRecorder: Sendable {
    /// The game starts from a state with this ``GameStateDigest`` (before its first views are sent).
    func begin(initialDigest: UInt64)
    /// Keeps `steps`, oldest first; `outcome` is set by the step that ended the game.
    func record(_ steps: [GameJournalStep], outcome: GameOutcome?)
}
