import CoreMetrics
import GameCore

/// The lobby host's metrics (Docs/Metrics.md), resolved once: the per-action path touches only
/// ``actions`` (one increment) and ``applySampler`` (one countdown), never a label or a lookup.
///
/// Made from `MetricsSystem.factory` when the ``LobbyHost`` is created: a program bootstraps its
/// backend before it makes a lobby (without one, every handler is swift-metrics' no-op).
struct LobbyHostMetrics {
    /// Apply time is measured on one action in this many: two clock reads and a histogram update
    /// on every action would cost more than the rest of the instrumentation together.
    static let applySamplingInterval = 16

    let joinsAccepted = Counter(label: "lanparty_joins_accepted_total")
    let resumes = Counter(label: "lanparty_resumes_total")
    let playersLeft = Counter(label: "lanparty_players_left_total")
    let handshakeDuration = CoreMetrics.Timer(label: "lanparty_handshake_duration_seconds")
    let passcodeFailures = Counter(label: "lanparty_passcode_failures_total")
    let passcodeCooldowns = Counter(label: "lanparty_passcode_cooldowns_total")
    /// Refused joins by reason: every reason this build knows, made up front.
    private let joinsRefused: [String: Counter] = Dictionary(
        uniqueKeysWithValues: (JoinRejectionReason.knownCases.map(\.wireValue) + ["other"]).map {
            ($0, Counter(label: "lanparty_joins_refused_total", dimensions: [("reason", $0)]))
        })
    /// By seal code, made when a code first happens (a few dozen at most).
    private var sealFailures: [String: Counter] = [:]
    /// By game id, made when a game first starts or ends (the host's catalog bounds them).
    private var gamesStarted: [String: Counter] = [:]
    private var gamesFinished: [String: Counter] = [:]

    /// Actions of the lobby's current game (``resolveGame(_:)`` points it at the game).
    private(set) var actions: Counter
    /// The current game's apply time, sampled (``applySamplingInterval``).
    private(set) var applyTime: CoreMetrics.Timer
    private var applyCountdown = LobbyHostMetrics.applySamplingInterval
    private var resolvedGame: GameID

    init(game: GameID) {
        resolvedGame = game
        actions = Counter(label: "lanparty_game_actions_total", dimensions: [("game", game.rawValue)])
        applyTime = CoreMetrics.Timer(label: "lanparty_game_action_apply_seconds", dimensions: [("game", game.rawValue)])
    }

    /// Points the per-game handlers at `game` (a party lobby changes games); nothing when unchanged.
    mutating func resolveGame(_ game: GameID) {
        guard game != resolvedGame else { return }
        resolvedGame = game
        actions = Counter(label: "lanparty_game_actions_total", dimensions: [("game", game.rawValue)])
        applyTime = CoreMetrics.Timer(label: "lanparty_game_action_apply_seconds", dimensions: [("game", game.rawValue)])
    }

    /// Whether this action's apply time is measured (one in ``applySamplingInterval``).
    mutating func samplesApply() -> Bool {
        applyCountdown -= 1
        guard applyCountdown == 0 else { return false }
        applyCountdown = Self.applySamplingInterval
        return true
    }

    func refused(_ reason: JoinRejectionReason) {
        joinsRefused[MetricLabels.reason(reason)]?.increment()
    }

    mutating func sealFailed(_ error: SealError) {
        let code = MetricLabels.sealCode(error)
        if let counter = sealFailures[code] { return counter.increment() }
        let counter = Counter(label: "lanparty_seal_failures_total", dimensions: [("code", code)])
        sealFailures[code] = counter
        counter.increment()
    }

    mutating func gameStarted(_ game: GameID) {
        Self.increment(&gamesStarted, "lanparty_games_started_total", game)
    }

    mutating func gameFinished(_ game: GameID) {
        Self.increment(&gamesFinished, "lanparty_games_finished_total", game)
    }

    private static func increment(_ counters: inout [String: Counter], _ label: String, _ game: GameID) {
        if let counter = counters[game.rawValue] { return counter.increment() }
        let counter = Counter(label: label, dimensions: [("game", game.rawValue)])
        counters[game.rawValue] = counter
        counter.increment()
    }
}
