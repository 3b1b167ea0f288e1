import Foundation

/// Connections in, actions out, timers.
extension LobbyHost {
    /// Runs one accepted connection until it closes.
    func serve(_ connection: FramedConnection) async {
        let id = register(connection)
        await ConnectionPump.run(connection) { [weak self] message in
            await self?.received(message, from: id)
        }
        await connectionEnded(id)
    }

    private func register(_ connection: FramedConnection) -> ConnectionID {
        lastConnectionID += 1
        let id = ConnectionID(lastConnectionID)
        outlets[id] = connection.outlet
        connections[id] = connection
        perform(machine.connectionOpened(id, remoteAddress: connection.remoteHost, at: .now))
        return id
    }

    private func received(_ message: Message, from id: ConnectionID) async {
        perform(machine.received(message, from: id, at: .now), feedGame: false)
        await feedGame()
    }

    private func connectionEnded(_ id: ConnectionID) async {
        outlets.removeValue(forKey: id)?.close()
        if let connection = connections.removeValue(forKey: id) {
            closedConnectionCounters = closedConnectionCounters + connection.wireState.counters
        }
        perform(machine.connectionClosed(id, at: .now), feedGame: false)
        await feedGame()
    }

    private func timersDue() async {
        timers.sleeperFinished()
        let now = ContinuousClock.now
        for timer in timers.takeDue(at: now) {
            perform(machine.timerFired(timer, at: now), rearm: false, feedGame: false)
        }
        rearmTimers()
        await feedGame()
    }

    func rearmTimers() {
        timers.rearm { [weak self] in await self?.timersDue() }
    }

    /// Performs actions in order: queue sends and closes, update timers, publish events. With
    /// `feedGame` false the caller passes what the attached game must hear on itself, right after.
    func perform(_ actions: [LobbyHostAction], rearm: Bool = true, feedGame: Bool = true) {
        for action in actions {
            switch action {
            case .send(let message, let id):
                send(message, to: [id])
            case .broadcast(let message, let ids):
                send(message, to: ids)
            case .close(let id, _):
                outlets.removeValue(forKey: id)?.close()
            case .schedule(let timer, let deadline):
                timers.schedule(timer, at: deadline)
            case .cancel(let timer):
                timers.cancel(timer)
            case .emit(let event):
                publish(event)
            }
        }
        updateRoutes()
        if rearm { rearmTimers() }
        if feedGame, !gameInbox.isEmpty { Task { await self.feedGame() } }
    }

    /// Hands what the attached game must hear to it, in order. The actor is reentrant while the
    /// game runs; inputs that arrive meanwhile are fed by their own step.
    func feedGame() async {
        guard let game, !gameInbox.isEmpty else { return }
        let inputs = gameInbox
        gameInbox.removeAll()
        for input in inputs {
            switch input {
            case .action(let player, let action):
                await game.receiveAction(payload: action.payload, from: player, sequence: action.sequence)
            case .resumed(let player):
                _ = await game.resync(player)
            case .left(let player):
                await game.playerLeft(player)
            }
        }
    }

    /// Encodes once, queues to every connection (a message too large for one is skipped there).
    private func send(_ message: Message, to ids: [ConnectionID]) {
        guard let frame = try? encoder.encodeFrame(message) else { return }
        for id in ids { _ = try? outlets[id]?.send(frame) }
    }

    private func publish(_ event: LobbyHostEvent) {
        switch event {
        case .gameAction(let player, let action):
            if game != nil {
                gameInbox.append(.action(player, action))
            } else {
                actionSink.yield((player, action))
            }
            return
        case .playerResumed(let player, _):
            if game != nil { gameInbox.append(.resumed(player)) }
        case .playerLeft(let player, _):
            if game != nil { gameInbox.append(.left(player)) }
        case .lobbyChanged, .playerJoined, .playerAway, .playerReturned, .joinRefused, .passcodeFailed,
            .passcodeCooldown, .gameStarted, .gameEnded:
            break
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
        timers.removeAll()
        listener?.close()
        routes.replace(with: [:])
        for outlet in outlets.values { outlet.close() }
        outlets.removeAll()
        await serving?.value
        serving = nil
        eventSink.finish()
        actionSink.finish()
    }

    /// Disappears without a word, like a crashed host: the listener and every connection close, no
    /// `leave` is sent, timers stop. For tests of the clients' host grace period.
    func vanish() async {
        timers.removeAll()
        listener?.close()
        routes.replace(with: [:])
        for connection in connections.values { connection.close() }
        outlets.removeAll()
        await serving?.value
        serving = nil
        eventSink.finish()
        actionSink.finish()
    }
}
