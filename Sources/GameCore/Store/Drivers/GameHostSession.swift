import Foundation

/// The host's game driver: an actor around a ``GameHostCore`` that serialises inputs from all
/// connections, delivers every output through the transport, and reports each step on ``updates``.
///
/// ``updates`` finishes after the step that ends the game (later resyncs are still delivered).
public actor GameHostSession<Module: GameModule>: GameHostDriver {
    /// The runtime (read it for the authoritative state).
    public private(set) var core: GameHostCore<Module>
    /// The game being hosted.
    public nonisolated let gameID: GameID = Module.id
    /// One entry per step that produced outputs (newest 512 kept for a slow reader).
    public nonisolated var updates: AsyncStream<GameHostUpdate> { outbox.stream }
    private let outbox = EventOutbox<GameHostUpdate>(keeping: 512)
    private var observer: UpdateObserver?
    private let transport: any GameHostTransport
    private let recorder: (any GameJournalRecorder)?
    private var botRandom: SeededGenerator
    private nonisolated let executor: GameActorExecutor
    private let clock: any GameClock
    /// Wakes the session at the game's next deadline (a round or turn that runs out).
    private var deadlineWake: Task<Void, Never>?
    private var armedDeadline: GameInstant?

    /// The transport's preferred executor when it names one (see
    /// ``GameHostTransport/preferredExecutor``), otherwise an executor of its own.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.unowned }

    /// Creates a session; nothing is sent until ``start()``. `botSeed` drives the choices of computer
    /// players seated in the host; `clock` tells the game the time (``GameModule/advance(_:to:)``)
    /// before every input and at each of its deadlines. A `recorder` gets the journal of a core
    /// created with `journaling`, each step before the views it produced are sent.
    public init(
        core: GameHostCore<Module>, transport: any GameHostTransport, botSeed: UInt64 = 0,
        clock: any GameClock = SystemGameClock(), recorder: (any GameJournalRecorder)? = nil
    ) {
        self.core = core
        self.transport = transport
        self.recorder = recorder
        self.clock = clock
        self.executor = GameActorExecutor(preferred: transport.preferredExecutor)
        self.botRandom = SeededGenerator(seed: botSeed)
    }

    /// The outcome once the game is over.
    public var outcome: GameOutcome? { core.outcome }

    /// The host's state counter.
    public var stateSequence: UInt64 { core.stateSequence }

    /// Sends every recipient its initial view, and arms the game's first deadline.
    public func start() {
        recorder?.begin(initialDigest: GameStateDigest.of(core.state))
        tellTime()
        emit(core.startOutputs())
        armDeadline()
    }

    /// Goes on with a game resumed from the record (``GameHostCore/resume(initialDigest:steps:)``):
    /// nothing is sent (recipients get their views as they reconnect, ``resync(_:)``), the game's
    /// next deadline is armed.
    public func resume() {
        tellTime()
        armDeadline()
    }

    /// Applies an encoded action from a connection.
    public func receiveAction(payload: Data, from sender: PlayerID, sequence: UInt64) {
        tellTime()
        emit(core.receiveAction(payload: payload, from: sender, sequence: sequence))
        armDeadline()
    }

    /// Applies a typed action (the host's own seat, or bots living in the host process).
    public func apply(_ action: Module.Action, from sender: PlayerID, sequence: UInt64) {
        tellTime()
        emit(core.apply(action, from: sender, sequence: sequence))
        armDeadline()
    }

    /// Removes a player or spectator for good.
    public func playerLeft(_ player: PlayerID) {
        tellTime()
        emit(core.playerLeft(player))
        armDeadline()
    }

    /// Adds a spectator and sends them the current view; `false` when refused.
    @discardableResult
    public func addSpectator(_ spectator: PlayerID) -> Bool {
        tellTime()
        let outputs = core.addSpectator(spectator)
        emit(outputs)
        return !outputs.isEmpty
    }

    /// Re-sends `recipient` its current view (after a reconnect or a desync); `false` for a stranger.
    @discardableResult
    public func resync(_ recipient: PlayerID) -> Bool {
        tellTime()
        let outputs = core.catchUpOutputs(for: recipient)
        emit(outputs)
        return !outputs.isEmpty
    }

    /// Lets the computer player `bot` act once, from its own view only (bots get no secrets).
    /// Returns `true` when it acted (even if the host refused the move).
    @discardableResult
    public func playBotMove(for bot: PlayerID) -> Bool {
        guard !core.isOver, core.players.contains(bot), let view = core.view(for: bot),
            let action = Module.botAction(for: view, as: bot, random: &botRandom)
        else { return false }
        apply(action, from: bot, sequence: core.lastAppliedAction(of: bot) + 1)
        return true
    }

    /// The current view of `viewer` as plain text, fitted to `room` when the module fits its face
    /// (``TerminalSizedGame``); a player no longer seated sees the spectator view.
    public func renderText(for viewer: Viewer, names: PlayerNames, room: TerminalRoom?) -> String {
        let viewer = seatedViewer(viewer)
        return Module.renderText(Module.view(of: core.state, for: viewer), for: viewer, names: names, in: room)
    }

    /// The current view of `viewer` as JSON; a player no longer seated sees the spectator view.
    public func viewJSON(for viewer: Viewer) -> Data {
        GamePayloadCodec.encode(Module.view(of: core.state, for: seatedViewer(viewer)))
    }

    /// Code called with every step's update, synchronously on the session's executor, right after
    /// the step's outputs were delivered (and the update put on ``updates``).
    public typealias UpdateObserver = @Sendable (GameHostUpdate) -> Void

    /// Sets (or with `nil` removes) the observer: for a program that handles the steps in a loop of
    /// its own, without a task reading ``updates`` (one more wake-up per action).
    public func setObserver(_ observer: UpdateObserver?) { self.observer = observer }

    /// Ends ``updates`` without waiting for the game to end (the lobby was closed).
    public func finish() {
        deadlineWake?.cancel()
        deadlineWake = nil
        outbox.finish()
    }

    // MARK: - Time

    /// Tells the game the time; a deadline that has passed (a late wake-up) is applied and sent now.
    private func tellTime() {
        emit(core.advanceTime(to: clock.now()))
    }

    /// Makes sure one wake-up is pending for the game's next deadline (none once it is over).
    private func armDeadline() {
        let next = core.nextDeadline
        guard next != armedDeadline else { return }
        deadlineWake?.cancel()
        armedDeadline = next
        guard let next else {
            deadlineWake = nil
            return
        }
        let clock = self.clock
        deadlineWake = Task { [weak self] in
            do {
                try await clock.sleep(until: next)
            } catch {
                return
            }
            await self?.deadlineReached(next)
        }
    }

    private func deadlineReached(_ deadline: GameInstant) {
        guard armedDeadline == deadline else { return }
        armedDeadline = nil
        deadlineWake = nil
        tellTime()
        armDeadline()
    }

    private func seatedViewer(_ viewer: Viewer) -> Viewer {
        switch viewer {
        case .player(let id): core.players.contains(id) ? viewer : .spectator
        case .spectator: .spectator
        }
    }

    private func emit(_ outputs: [GameHostOutput]) {
        guard !outputs.isEmpty else { return }
        // Kept before shown (SPEC §13). A silent step (time moved, nothing to send) waits for the
        // next one that is shown: replaying to that one replays it too.
        let steps = core.takeJournalSteps()
        if let recorder, !steps.isEmpty { recorder.record(steps, outcome: core.outcome) }
        for output in outputs { transport.deliver(output) }
        let update = GameHostUpdate(stateSequence: core.stateSequence, outputs: outputs, outcome: core.outcome)
        outbox.yield(update)
        observer?(update)
        if core.isOver {
            deadlineWake?.cancel()
            deadlineWake = nil
            armedDeadline = nil
            outbox.finish()
        }
    }
}
