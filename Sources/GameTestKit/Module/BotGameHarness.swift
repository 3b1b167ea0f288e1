import Foundation
import GameCore

/// Plays whole games of a module between bots through the real host runtime (``GameHostCore``),
/// checking every step, and reports the first failure with its seed and step.
///
/// Each round of play: the clock moves by ``tick`` (when set); then every seated player, in seat
/// order, is shown its view and may act (turn-based and simultaneous games alike: whoever's bot
/// returns an action acts). When no bot acts, time jumps to the game's next deadline (with a
/// ``tick``, to the tick that reaches it); with no deadline either, the game is ``BotGameFailure/Kind/stuck``. Every input is recorded in a
/// ``GameJournal``. After every input the harness checks the ``invariants`` and, with
/// ``hiddenInformation``, every output the host sent (whole views, patches, game-over views);
/// at the end the ``endInvariants`` and, with ``checksDeterminism``, a replay of the journal.
public struct BotGameHarness<Module: GameModule>: Sendable {
    /// A computer player: its move given its view, or `nil` when it has nothing to do.
    public typealias Bot = @Sendable (Module.View, PlayerID, inout SeededGenerator) -> Module.Action?

    /// The seated players, in seat order.
    public var players: [PlayerID]
    /// The game's settings.
    public var settings: Module.Settings
    /// A watcher who receives views too (default: one, when the module supports spectators).
    public var spectator: PlayerID?
    /// How to find secrets in views; `nil` checks none.
    public var hiddenInformation: HiddenInformation<Module>?
    /// Checked after every input.
    public var invariants: [GameInvariant<Module>]
    /// Checked on the final state of every game.
    public var endInvariants: [GameInvariant<Module>]
    /// Milliseconds the clock moves per round of play, or `nil` to move it only to deadlines.
    public var tick: UInt64?
    /// The most inputs one game may take before it fails with ``BotGameFailure/Kind/stepLimit``.
    public var maximumSteps: Int
    /// Whether each game's journal is replayed (twice) and must reach the same states.
    public var checksDeterminism: Bool
    /// Whether games run through ``GameHostCore``, which encodes every recipient's view at every
    /// step (default). Off, they run on the host's rules alone (``GameReplayer``), several times
    /// faster for large sweeps; ``hiddenInformation`` needs the views and turns it back on.
    public var runsHost: Bool
    /// Players who leave for good after a number of inputs (e.g. `[20: alice]`).
    public var departures: [Int: PlayerID]
    /// The bots' moves; default: the module's ``GameModule/botAction(for:as:random:)``.
    public var bot: Bot
    /// The bots' random seed for a game seed (the bots' randomness is separate from the host's).
    public var botSeed: @Sendable (UInt64) -> UInt64

    /// A harness for `players` (default: ``defaultPlayers(_:)`` of the module's fewest players)
    /// with `settings` (default: the module's).
    public init(
        players: [PlayerID]? = nil, settings: Module.Settings? = nil,
        hiddenInformation: HiddenInformation<Module>? = nil, invariants: [GameInvariant<Module>] = [],
        endInvariants: [GameInvariant<Module>] = [], tick: UInt64? = nil, maximumSteps: Int = 20_000,
        checksDeterminism: Bool = true
    ) {
        self.players = players ?? Self.defaultPlayers(Module.policy.minPlayers)
        self.settings = settings ?? Module.defaultSettings
        self.spectator = Module.policy.supportsSpectators ? Self.spectatorID : nil
        self.hiddenInformation = hiddenInformation
        self.invariants = invariants
        self.endInvariants = endInvariants
        self.tick = tick
        self.maximumSteps = maximumSteps
        self.checksDeterminism = checksDeterminism
        self.runsHost = true
        self.departures = [:]
        self.bot = { view, player, random in Module.botAction(for: view, as: player, random: &random) }
        self.botSeed = { $0 ^ 0xB07_5EED }
    }

    /// Readable player ids: `00000000-0000-4000-8000-00000000000n` for n in 1...count.
    public static func defaultPlayers(_ count: Int) -> [PlayerID] {
        (0..<max(count, 0)).map { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", $0 + 1))! }
    }

    /// The default spectator's id.
    public static var spectatorID: PlayerID { UUID(uuidString: "00000000-0000-4000-8000-0000000005ec")! }

    /// Plays one game from `seed`; `observe` sees every step (the initial one has index `-1`).
    /// Throws the first failure.
    @discardableResult
    public func play(
        seed: UInt64, observe: (BotGameStep<Module>) -> Void = { _ in }
    ) throws(BotGameFailure) -> BotGame<Module> {
        var run = try BotGameRun(harness: self, seed: seed)
        return try run.play(observe: observe)
    }

    /// Plays a game for every seed, in order; throws the first failure.
    @discardableResult
    public func play(seeds: some Sequence<UInt64>) throws(BotGameFailure) -> [BotGame<Module>] {
        var games: [BotGame<Module>] = []
        for seed in seeds { games.append(try play(seed: seed)) }
        return games
    }
}
