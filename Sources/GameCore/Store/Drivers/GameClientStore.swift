import Foundation

/// A client's game driver for terminals: an actor around a ``GameClientCore`` that sends through the
/// transport and reports on ``updates``. Read ``displayedView`` (or ``renderText(names:)``) after
/// each event. ``updates`` finishes after the game-over event.
public actor GameClientStore<Module: GameModule>: GameClientDriver {
    /// The runtime (confirmed view, pending actions).
    public private(set) var core: GameClientCore<Module>
    /// The game being played.
    public nonisolated let gameID: GameID = Module.id
    /// What changed (newest 512 kept for a slow reader).
    public nonisolated var updates: AsyncStream<GameClientEvent> { outbox.stream }
    /// Whether the local user only watches.
    public nonisolated let isSpectator: Bool
    private let outbox = EventOutbox<GameClientEvent>(keeping: 512)
    private let transport: any GameClientTransport
    private var botRandom: SeededGenerator
    private var observer: Observer?
    private nonisolated let executor: GameActorExecutor

    /// The transport's preferred executor when it names one (see
    /// ``GameClientTransport/preferredExecutor``), otherwise an executor of its own.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.unowned }

    /// Creates a store for `player` (a spectator's id when `isSpectator`). `botSeed` drives
    /// ``playBotMove()``.
    public init(
        player: PlayerID, isSpectator: Bool = false, round: Int = 1, botSeed: UInt64 = 0,
        transport: any GameClientTransport
    ) {
        self.core = GameClientCore(player: player, round: round)
        self.isSpectator = isSpectator
        self.transport = transport
        self.executor = GameActorExecutor(preferred: transport.preferredExecutor)
        self.botRandom = SeededGenerator(seed: botSeed)
    }

    /// What to show: the confirmed view plus predicted pending actions.
    public var displayedView: Module.View? { core.displayedView }
    /// Set when the host announced the end.
    public var outcome: GameOutcome? { core.outcome }
    /// How many of our actions await the host.
    public var pendingActionCount: Int { core.pending.count }

    /// Sends an action, showing its predicted effect at once when the module can predict it.
    public func send(_ action: Module.Action) throws(GameError) {
        let outgoing = try core.send(action)
        transport.send(outgoing)
        reportView()
    }

    /// Parses a typed-in game command and sends it.
    public func perform(command line: String) throws(GameClientInputError) {
        let action: Module.Action
        do throws(GameCommandError) {
            action = try Module.parseCommand(line)
        } catch {
            throw .command(error)
        }
        do throws(GameError) {
            try send(action)
        } catch {
            throw .refused(error)
        }
    }

    /// Takes wire `gameState` carrying a whole view; malformed bytes throw
    /// ``GameError/corruptedPayload`` and change nothing.
    public func receiveState(
        round: Int, stateSequence: UInt64, lastAppliedAction: UInt64, payload: Data
    ) throws(GameError) {
        try receiveState(
            round: round, stateSequence: stateSequence, lastAppliedAction: lastAppliedAction, patch: nil,
            payload: payload)
    }

    /// Takes wire `gameState`, whole or a patch. A patch that does not apply throws
    /// ``GameError/desync``, changes nothing, and asks the transport for a whole view (once, until
    /// one arrives).
    public func receiveState(
        round: Int, stateSequence: UInt64, lastAppliedAction: UInt64, patch: GameViewPatch?, payload: Data
    ) throws(GameError) {
        let wasAwaiting = core.isAwaitingWholeView
        let receipt: GameClientReceipt
        do throws(GameError) {
            receipt = try core.receiveState(
                round: round, stateSequence: stateSequence, lastAppliedAction: lastAppliedAction, patch: patch,
                payload: payload)
        } catch {
            if core.isAwaitingWholeView, !wasAwaiting { transport.requestWholeView() }
            throw error
        }
        if receipt == .applied { reportView() }
    }

    /// Takes wire `actionRejected` and rolls back that action's predicted effect.
    public func receiveRejection(sequence: UInt64, error: GameError) {
        guard core.receiveRejection(sequence: sequence, error: error) else { return }
        publish(.actionRejected(sequence: sequence, error: error))
        reportView()
    }

    /// Takes wire `gameOver`.
    public func receiveGameOver(round: Int, winners: [PlayerID], summary: String, payload: Data) throws(GameError) {
        let receipt = try core.receiveGameOver(round: round, winners: winners, summary: summary, payload: payload)
        guard receipt == .applied, let outcome = core.outcome else { return }
        reportView()
        publish(.gameOver(outcome))
        outbox.finish()
    }

    /// Re-sends unacknowledged actions after a reconnect.
    public func resendPending() {
        for action in core.unacknowledged { transport.send(action) }
    }

    /// Lets the module's bot play the local seat once, from the confirmed view and only when nothing
    /// is pending (so it never acts twice on a stale view). `true` when it sent an action.
    public func playBotMove() -> Bool {
        guard !isSpectator, core.pending.isEmpty, core.outcome == nil, let view = core.confirmedView,
            let action = Module.botAction(for: view, as: core.player, random: &botRandom)
        else { return false }
        do throws(GameError) {
            try send(action)
            return true
        } catch {
            return false
        }
    }

    /// The local seat's legal moves in the displayed view, as commands.
    public func legalMoves() -> LegalMoves {
        guard !isSpectator, core.outcome == nil, let view = core.displayedView else { return .unlisted }
        return Module.legalMoves(in: view, for: core.player)
    }

    /// The displayed view as plain text, fitted to `room` when the module fits its face
    /// (``TerminalSizedGame``).
    public func renderText(names: PlayerNames, room: TerminalRoom?) -> String? {
        core.displayedView.map { Module.renderText($0, for: viewer, names: names, in: room) }
    }

    /// How the game ended for this seat, once it has (``TerminalResultGame``), from the final view.
    public func renderResult(names: PlayerNames) -> String? {
        guard core.outcome != nil, let view = core.displayedView,
            let game = Module.self as? any TerminalResultGame.Type
        else { return nil }
        return Self.result(of: game, view: view, viewer: viewer, names: names)
    }

    /// Opens the module as a ``TerminalResultGame`` (its `View` is `Module.View`).
    private static func result<Game: TerminalResultGame>(
        of game: Game.Type, view: Module.View, viewer: Viewer, names: PlayerNames
    ) -> String? {
        guard let view = view as? Game.View else { return nil }
        return Game.result(view, for: viewer, names: names)
    }

    /// The displayed view as JSON.
    public func displayedViewJSON() -> Data? {
        core.displayedView.map { GamePayloadCodec.encode($0) }
    }

    /// Ends ``updates`` early.
    public func finish() { outbox.finish() }

    /// Code called with every event, synchronously and in the store's isolation, right after the
    /// event is put on ``updates``. An observer that sends an action is called again, for that
    /// action's event, before `send` returns.
    public typealias Observer = @Sendable (_ store: isolated GameClientStore<Module>, _ event: GameClientEvent) -> Void

    /// Sets (or with `nil` removes) the observer: for code running on the store's executor — a game
    /// loop, a bot — that must not wait for a task to read ``updates``.
    public func setObserver(_ observer: Observer?) { self.observer = observer }

    private var viewer: Viewer { isSpectator ? .spectator : .player(core.player) }

    private func reportView() {
        publish(.viewChanged(stateSequence: core.confirmedStateSequence, pendingActions: core.pending.count))
    }

    private func publish(_ event: GameClientEvent) {
        outbox.yield(event)
        observer?(self, event)
    }
}
