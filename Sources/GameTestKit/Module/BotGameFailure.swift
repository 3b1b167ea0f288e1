import GameCore

/// Why a bot game failed, with the seed and the step to reproduce it.
public struct BotGameFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong; the raw value is a stable code.
    public enum Kind: String, Hashable, Sendable {
        /// The initial state could not be built (``GameSetupError``).
        case setup
        /// A ``GameInvariant`` did not hold.
        case invariant
        /// A secret reached a viewer who may not know it (``HiddenInformationLeak``).
        case leak
        /// The host refused a bot's action: bots must play legal moves.
        case botActionRejected = "bot-action-rejected"
        /// A patched view did not rebuild the whole view the host encoded.
        case viewPatch = "view-patch"
        /// The game runs, no bot acts and no deadline is ahead: it can never end.
        case stuck
        /// The game did not end within ``BotGameHarness/maximumSteps``.
        case stepLimit = "step-limit"
        /// Replaying the game's journal gave other states (``DeterminismFailure``).
        case nondeterministic
    }

    /// The module's id.
    public var game: GameID
    /// The game's seed: `harness.play(seed:)` plays the same game again.
    public var seed: UInt64
    /// The journal entry after which it failed (`-1`: the initial state).
    public var step: Int
    /// What went wrong.
    public var kind: Kind
    /// The details: which invariant, which secret, which error.
    public var detail: String

    /// Creates a failure report.
    public init(game: GameID, seed: UInt64, step: Int, kind: Kind, detail: String) {
        self.game = game
        self.seed = seed
        self.step = step
        self.kind = kind
        self.detail = detail
    }

    /// `<game> seed <seed>, step <step>: <code>: <detail>`.
    public var description: String {
        let at = step < 0 ? "the initial state" : "step \(step)"
        return "\(game) seed \(seed), \(at): \(kind.rawValue): \(detail)"
    }
}
