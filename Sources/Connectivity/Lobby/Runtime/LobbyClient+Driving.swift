import Foundation

/// Connections out, actions, timers.
extension LobbyClient {
    /// Performs actions in order. With `feedGame` false the caller passes what the local game must
    /// hear on itself, right after.
    func perform(_ actions: [LobbyClientAction], rearm: Bool = true, feedGame: Bool = true) {
        for action in actions {
            switch action {
            case .connect(let id):
                connect(id)
            case .send(let message, let id):
                outlets[id]?.send(message, encodedBy: encoder)
            case .close(let id):
                close(id)
            case .schedule(let timer, let deadline):
                timers.schedule(timer, at: deadline)
            case .cancel(let timer):
                timers.cancel(timer)
            case .emit(let event):
                publish(event)
            }
        }
        updateRoute()
        if rearm { rearmTimers() }
        if feedGame, !gameInbox.isEmpty { Task { await self.feedGame() } }
    }

    private func connect(_ id: ConnectionID) {
        connecting.insert(id)
        let (host, port, transport) = (self.host, self.port, self.transport)
        tasks[id] = Task { [weak self] in
            let connection: FramedConnection
            do {
                connection = try await FramedConnection.connect(host: host, port: port, configuration: transport)
            } catch {
                await self?.connectionEnded(id)
                return
            }
            guard let self, await self.connectionOpened(id, connection) else {
                connection.close()
                return
            }
            await ConnectionPump.run(connection) { [weak self] message in
                await self?.received(message, on: id)
            }
            await self.connectionEnded(id)
        }
    }

    /// Returns `false` if the machine gave up on this connection while it was being made.
    private func connectionOpened(_ id: ConnectionID, _ connection: FramedConnection) -> Bool {
        guard connecting.remove(id) != nil else {
            tasks[id] = nil
            return false
        }
        outlets[id] = connection.outlet
        connections[id] = connection
        perform(machine.connected(id, at: .now))
        return true
    }

    private func received(_ message: Message, on id: ConnectionID) async {
        perform(machine.received(message, on: id, at: .now), feedGame: false)
        await feedGame()
    }

    private func connectionEnded(_ id: ConnectionID) async {
        connecting.remove(id)
        outlets.removeValue(forKey: id)?.close()
        if let connection = connections.removeValue(forKey: id) { lastConnectionCounters = connection.wireState.counters }
        tasks[id] = nil
        perform(machine.connectionClosed(id, at: .now), feedGame: false)
        await feedGame()
    }

    private func close(_ id: ConnectionID) {
        outlets.removeValue(forKey: id)?.close()
        // A connection still being made is closed as soon as it exists.
        if connecting.remove(id) != nil { tasks[id]?.cancel() }
    }

    /// Points the game's route at the joined connection, or at nothing.
    private func updateRoute() {
        var joined: ConnectionID?
        if case .joined(let id, _) = machine.phase { joined = id }
        guard joined != routedConnection else { return }
        routedConnection = joined
        route.replace(with: joined.flatMap { outlets[$0] })
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

    private func rearmTimers() {
        guard case .ended = machine.state else {
            timers.rearm { [weak self] in await self?.timersDue() }
            return
        }
        timers.removeAll()
    }

    /// Waits for every connection task to finish (after a leave: the `leave` is flushed first).
    func drainConnections() async {
        for task in tasks.values { await task.value }
    }

    /// Cuts the current connection abruptly, as a network failure would (no `leave`). For tests.
    func cutConnection() {
        for connection in connections.values { connection.close() }
    }
}
