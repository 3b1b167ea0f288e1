import Foundation

/// A recorded game to replay: who sat where, the settings snapshot, the seed, and its steps with
/// the digests the host recorded (SPEC §13; `lanhost --replay --verify`).
public struct RecordedJournal: Sendable, Hashable {
    /// Seated players, in seat order.
    public var players: [PlayerID]
    /// The settings snapshot (``GameSettingsCodec``).
    public var settings: Data
    /// The game's seed.
    public var seed: UInt64
    /// ``GameStateDigest`` of the initial state, when recorded.
    public var initialDigest: UInt64?
    /// The steps, in order.
    public var steps: [GameJournalStep]

    /// Creates a journal.
    public init(players: [PlayerID], settings: Data, seed: UInt64, initialDigest: UInt64?, steps: [GameJournalStep]) {
        self.players = players
        self.settings = settings
        self.seed = seed
        self.initialDigest = initialDigest
        self.steps = steps
    }
}

/// Where a replay first went another way than the recorded game.
public enum ReplayDivergence: Error, Sendable, Hashable, CustomStringConvertible {
    /// The settings or seating no longer set up a game (e.g. a newer module refuses them).
    case setup(GameSetupError)
    /// The initial state differs from the recorded one (the deal changed).
    case initialState
    /// Step `step` (0-based) was an action the replay refuses.
    case refused(step: Int, GameError)
    /// After step `step` (0-based) the state differs from the recorded one.
    case state(step: Int)

    /// A stable code for scripts.
    public var code: String {
        switch self {
        case .setup: "setup"
        case .initialState: "initialState"
        case .refused: "refused"
        case .state: "state"
        }
    }

    /// The step (1-based, as people count; 0 for the set-up), for messages.
    public var stepNumber: Int {
        switch self {
        case .setup, .initialState: 0
        case .refused(let step, _), .state(let step): step + 1
        }
    }

    /// Words for people.
    public var description: String {
        switch self {
        case .setup(let error): "The game cannot be set up again: \(error)"
        case .initialState: "The replayed game starts from a different state (the deal or the module changed)."
        case .refused(let step, let error): "Step \(step + 1): the replay refuses this action (\(error))."
        case .state(let step): "Step \(step + 1): the replayed state differs from the recorded one."
        }
    }
}

/// What replaying a recorded journal found.
public struct ReplayReport: Sendable, Hashable {
    /// How many steps were replayed (all of them unless it diverged).
    public var replayedSteps: Int
    /// The first divergence, or `nil` when every step matched.
    public var divergence: ReplayDivergence?
    /// How the replayed game ended, or `nil` when it did not.
    public var outcome: GameOutcome?

    /// Creates a report.
    public init(replayedSteps: Int, divergence: ReplayDivergence?, outcome: GameOutcome?) {
        self.replayedSteps = replayedSteps
        self.divergence = divergence
        self.outcome = outcome
    }
}

extension GameReplayer {
    /// Replays `journal` step by step, comparing each state with the recorded digest; stops at the
    /// first divergence. `visit` sees every state (index -1: the initial one).
    public static func check(
        _ journal: RecordedJournal, visit: (_ index: Int, _ state: Module.State) -> Void = { _, _ in }
    ) -> ReplayReport {
        var replayer: GameReplayer<Module>
        do throws(GameSetupError) {
            let settings: Module.Settings
            do throws(SettingsError) {
                settings = try GameSettingsCodec.decode(Module.Settings.self, from: journal.settings)
            } catch {
                throw .invalidSettings(error)
            }
            replayer = try GameReplayer(players: journal.players, settings: settings, seed: journal.seed)
        } catch {
            return ReplayReport(replayedSteps: 0, divergence: .setup(error), outcome: nil)
        }
        if let expected = journal.initialDigest, expected != replayer.stateDigest {
            return ReplayReport(replayedSteps: 0, divergence: .initialState, outcome: nil)
        }
        visit(-1, replayer.state)
        for (index, step) in journal.steps.enumerated() {
            if let refusal = replayer.apply(step.entry), step.entry.isAction {
                return ReplayReport(replayedSteps: index, divergence: .refused(step: index, refusal), outcome: nil)
            }
            guard replayer.stateDigest == step.stateDigest else {
                return ReplayReport(replayedSteps: index, divergence: .state(step: index), outcome: nil)
            }
            visit(index, replayer.state)
        }
        return ReplayReport(
            replayedSteps: journal.steps.count, divergence: nil, outcome: Module.outcome(of: replayer.state))
    }
}
