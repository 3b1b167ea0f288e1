import GameCore

/// One finished bot game.
public struct BotGame<Module: GameModule>: Sendable {
    /// The host's seed.
    public var seed: UInt64
    /// Every input, enough to replay the game (``DeterminismCheck``).
    public var journal: GameJournal<Module>
    /// The state at the end.
    public var finalState: Module.State
    /// How it ended.
    public var outcome: GameOutcome?
    /// Bot actions the host applied.
    public var actions: Int
    /// Encoded views searched for secrets (0 without ``BotGameHarness/hiddenInformation``).
    public var viewsChecked: Int
    /// Of ``viewsChecked``, those sent to the spectator: what a big screen (`/tv`) shows. More than
    /// 0 shows the spectator's views were audited too (a harness without ``BotGameHarness/spectator``
    /// checks none).
    public var spectatorViewsChecked: Int
    /// How often a secret was found in a view its owner got: more than 0 shows that the secrets
    /// are described as they are really encoded (a secret that matches nothing checks nothing).
    public var secretSightings: Int
    /// Refusals the audit provoked (probe actions the reducer refused) and searched: their words
    /// reach a player, so they are audited like views (0 without hidden information).
    public var refusalsChecked = 0
    /// Public event lines audited (``GameModule/events(from:to:)``).
    public var eventLinesChecked = 0

    /// Inputs the game took (journal entries).
    public var steps: Int { journal.entries.count }
}

/// One step of a bot game, for ``BotGameHarness/play(seed:observe:)``'s observer.
public struct BotGameStep<Module: GameModule>: Sendable {
    /// The journal index of the input (`-1`: the start).
    public var index: Int
    /// The input, or `nil` at the start.
    public var input: GameJournalEntry?
    /// The state right after the input.
    public var state: Module.State
    /// The host right after the input; `nil` when the harness plays on the rules alone
    /// (``BotGameHarness/runsHost`` off, no hidden information).
    public var host: GameHostCore<Module>?
    /// What the host sent for it (nothing without a host).
    public var outputs: [GameHostOutput]
}
