import Foundation
import GameCore

/// Connections in, actions out, timers.
extension LobbyHost {
    /// A new connection's callbacks, each entering the actor on the loop (called by the listener on
    /// the loop, before the connection is up); `nil` once the lobby is shut down. Its join deadline
    /// runs from `acceptedAt` (the listener hands a connection over at its first bytes).
    func acceptConnection(acceptedAt: ContinuousClock.Instant = .now) -> (DirectConnectionCallbacks, SealRole?)? {
        guard !isStopped else { return nil }
        lastConnectionID += 1
        let id = ConnectionID(lastConnectionID)
        let callbacks = DirectConnectionCallbacks(
            opened: { [weak self, loop] connection in
                self?.isolated(onLoop: loop) { $0.register(connection, as: id, openedAt: acceptedAt) }
            },
            received: { [weak self, loop] message in self?.isolated(onLoop: loop) { $0.received(message, from: id) } },
            closed: { [weak self, loop] in self?.isolated(onLoop: loop) { $0.connectionEnded(id) } },
            sealFailed: { [weak self, loop] error in self?.isolated(onLoop: loop) { $0.sealFailed(error, on: id) } })
        return (callbacks, transport.sealsConnections ? sealRole(acceptedAt: acceptedAt) : nil)
    }

    func register(_ connection: any LobbyLink, as id: ConnectionID, openedAt: ContinuousClock.Instant? = nil) {
        guard !isStopped else {
            connection.abort()
            return
        }
        outlets[id] = connection.sink
        connections[id] = connection
        recordOpened(connection, as: id, openedAt: openedAt)
        perform(machine.connectionOpened(
            id, remoteAddress: connection.remoteHost, provedPasscode: connection.isSealed, openedAt: openedAt, at: .now))
    }

    func received(_ message: Message, from id: ConnectionID) {
        perform(machine.received(message, from: id, at: .now))
    }

    func connectionEnded(_ id: ConnectionID) {
        outlets.removeValue(forKey: id)?.close()
        guard let connection = connections.removeValue(forKey: id) else { return }
        closedConnectionCounters = closedConnectionCounters + connection.wireState.counters
        recordClosed(connection, id: id)
        perform(machine.connectionClosed(id, at: .now))
    }

    private func timersDue() {
        timers.sleeperFinished()
        let now = ContinuousClock.now
        for timer in timers.takeDue(at: now) {
            perform(machine.timerFired(timer, at: now), rearm: false)
        }
        rearmTimers()
    }

    func rearmTimers() {
        timers.rearm(making: { { [weak self] in await self?.timersDue() } })
    }

    /// Performs actions in order: queue sends and closes, update timers, publish events, and have
    /// the attached game hear what it must.
    func perform(_ actions: [LobbyHostAction], rearm: Bool = true) {
        // Before any send: a rotated token must be kept before its owner can hold it.
        if snapshotKeeper != nil, machine.seatGeneration != keptSeatGeneration { keepSnapshot() }
        // Rosters carry each held seat's time left as of now (Docs/Protocol.md "Presence"): the
        // holds and the clock are read only for a batch that sends a roster, not per game action.
        var holds: (deadlines: [UUID: ContinuousClock.Instant], now: ContinuousClock.Instant)?
        func currentHolds() -> (deadlines: [UUID: ContinuousClock.Instant], now: ContinuousClock.Instant) {
            let read = holds ?? (self.machine.holdDeadlines, ContinuousClock.now)
            holds = read
            return read
        }
        func stamped(_ message: Message) -> Message {
            guard message.carriesRoster else { return message }
            let (deadlines, now) = currentHolds()
            return deadlines.isEmpty ? message : message.stampingHolds(deadlines, at: now)
        }
        for action in actions {
            switch action {
            case .send(let message, let id):
                if case .joinAccepted = message { recordJoinAccepted(on: id) }
                send(stamped(message), to: [id])
            case .broadcast(let message, let ids):
                send(stamped(message), to: ids)
            case .close(let id, _):
                outlets.removeValue(forKey: id)?.close()
            case .schedule(let timer, let deadline):
                timers.schedule(timer, at: deadline)
            case .cancel(let timer):
                timers.cancel(timer)
            case .emit(.lobbyChanged(let info)):
                let (deadlines, now) = currentHolds()
                publish(.lobbyChanged(deadlines.isEmpty ? info : info.stampingHolds(deadlines, at: now)))
            case .emit(let event):
                publish(event)
            }
        }
        updateRoutes()
        updateRenderedRoutes()
        if rearm { rearmTimers() }
        if !gameInbox.isEmpty, !isFeedingGame, let game {
            isFeedingGame = true
            if sharesExecutor(with: game) {
                // A game made with `gameTransport` runs on this loop: enter it now, in this step.
                feedGameNow(game)
            } else {
                Task { await self.feedGame() }
            }
        }
    }

    /// Feeds the game synchronously; it shares this actor's executor.
    private func feedGameNow(_ game: any GameHostDriver) {
        defer { isFeedingGame = false }
        // By index, not by taking the array: inputs the game causes meanwhile are appended behind
        // and fed in the same loop, and the inbox keeps its capacity (no array per message).
        var next = 0
        while next < gameInbox.count {
            let input = gameInbox[next]
            next += 1
            // One action in `applySamplingInterval` is timed (LobbyHostMetrics): the others pay
            // one countdown.
            if case .action = input, metrics.samplesApply() {
                let started = ContinuousClock.now
                game.isolated(onLoop: loop) { game in Self.deliver(input, to: game) }
                metrics.applyTime.recordNanoseconds(Int64((ContinuousClock.now - started) / .nanoseconds(1)))
            } else {
                game.isolated(onLoop: loop) { game in Self.deliver(input, to: game) }
            }
        }
        gameInbox.removeAll(keepingCapacity: true)
    }

    /// Hands what the attached game must hear to it, in order, until nothing is left. Only one
    /// feed runs at a time: the actor is reentrant while a game on another executor runs, and
    /// inputs arriving meanwhile must not overtake earlier ones.
    private func feedGame() async {
        defer { isFeedingGame = false }
        while let game, !gameInbox.isEmpty {
            let inputs = gameInbox
            gameInbox.removeAll(keepingCapacity: true)
            for input in inputs {
                // Timed here too, the game's own hop included (it runs on another executor).
                guard case .action = input, metrics.samplesApply() else {
                    await Self.deliver(input, to: game)
                    continue
                }
                let started = ContinuousClock.now
                await Self.deliver(input, to: game)
                metrics.applyTime.recordNanoseconds(Int64((ContinuousClock.now - started) / .nanoseconds(1)))
            }
        }
    }

    private static func deliver(_ input: HostGameInput, to game: isolated any GameHostDriver) {
        switch input {
        case .action(let player, let action):
            game.receiveAction(payload: action.payload, from: player, sequence: action.sequence)
        case .resumed(let player):
            _ = game.resync(player)
        case .left(let player):
            game.playerLeft(player)
        case .watch(let screen):
            _ = game.addSpectator(screen)
        }
    }

    /// Encodes once, queues to every connection (a message too large for one is skipped there).
    private func send(_ message: Message, to ids: [ConnectionID]) {
        guard let frame = try? encoder.encodeFrame(message) else { return }
        for id in ids { _ = try? outlets[id]?.send(frame) }
    }

    func publish(_ event: LobbyHostEvent) {
        switch event {
        case .gameAction(let player, let action):
            // The one metric on the per-action path: a counter resolved when the game started.
            metrics.actions.increment()
            if game != nil {
                gameInbox.append(.action(player, action))
            } else {
                actionSink.yield((player, action))
            }
            return
        case .playerResumed(let player, _):
            recordMetrics(for: event)
            if game != nil { gameInbox.append(.resumed(player)) }
        case .playerLeft(let player, _):
            recordMetrics(for: event)
            if game != nil { gameInbox.append(.left(player)) }
        case .lobbyChanged, .playerJoined, .playerAway, .playerReturned, .seatReclaimed, .seatClaimRequested,
            .seatClaimEnded, .seatTakenBack, .joinRefused, .passcodeFailed, .passcodeAddressCooldown, .passcodeCooldown,
            .sealFailed, .gameStarted, .gameEnded, .gameChosen:
            recordMetrics(for: event)
        case .screenOpened(let screen):
            if game != nil { gameInbox.append(.watch(screen)) }
        case .screenClosed(let screen):
            if game != nil { gameInbox.append(.left(screen)) }
        }
        eventSink.yield(event)
    }

    /// Points the game's routes at the current seats when a seat changed connection.
    private func updateRoutes() {
        let generation = machine.seatGeneration
        guard generation != routedSeatGeneration else { return }
        routedSeatGeneration = generation
        routes.replace(with: machine.seatedConnections.compactMapValues { outlets[$0] })
    }

    /// Closes the listener and waits for every connection to flush and close.
    func stop() async {
        isStopped = true
        timers.removeAll()
        listener?.close()
        routes.replace(with: [:])
        for outlet in outlets.values { outlet.close() }
        outlets.removeAll()
        await waitUntilClosed()
    }

    private func waitUntilClosed() async {
        let closing = Array(connections.values)
        for connection in closing { await connection.waitUntilClosed() }
        try? await listener?.closeFuture.get()
        eventSink.finish()
        actionSink.finish()
    }

    /// Disappears without a word, like a crashed host: the listener and every connection close, no
    /// `leave` is sent, timers stop. For a host that could not open and stays resumable (its members
    /// go on waiting for it), and for tests of the clients' wait for a lost host.
    public func vanish() async {
        isStopped = true
        timers.removeAll()
        listener?.close()
        routes.replace(with: [:])
        for connection in connections.values { connection.abort() }
        outlets.removeAll()
        await waitUntilClosed()
    }
}
