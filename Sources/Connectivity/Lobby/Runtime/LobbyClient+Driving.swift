import Foundation

/// Connections out, actions, timers.
extension LobbyClient {
    /// Performs actions in order.
    func perform(_ actions: [LobbyClientAction], rearm: Bool = true) {
        for action in actions {
            switch action {
            case .connect(let id):
                connect(id)
            case .send(let message, let id):
                queues[id]?.send(message)
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
        if rearm { rearmTimers() }
    }

    private func publish(_ event: LobbyClientEvent) {
        switch event {
        case .gameStarted(let start):
            gameSink.yield(.started(start))
            eventSink.yield(event)
        case .gameOver(let over):
            gameSink.yield(.over(over))
            eventSink.yield(event)
        case .gameState(let state):
            gameSink.yield(.state(state))
        case .actionRejected(let rejection):
            gameSink.yield(.rejected(rejection))
        case .ended(let reason):
            eventSink.yield(event)
            eventSink.finish()
            gameSink.finish()
            timers.removeAll()
            for waiter in endWaiters { waiter.resume(returning: reason) }
            endWaiters.removeAll()
        case .joined, .lobbyUpdated, .hostUnreachable, .reconnecting, .resumed, .hostError:
            eventSink.yield(event)
        }
    }

    private func connect(_ id: ConnectionID) {
        let (queue, outgoing) = ConnectionPump.makeQueue()
        queues[id] = queue
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
            await ConnectionPump.run(connection, outgoing: outgoing) { [weak self] message in
                await self?.received(message, on: id)
            }
            await self.connectionEnded(id)
        }
    }

    /// Returns `false` if the machine gave up on this connection while it was being made.
    private func connectionOpened(_ id: ConnectionID, _ connection: FramedConnection) -> Bool {
        guard queues[id] != nil else {
            tasks[id] = nil
            return false
        }
        connections[id] = connection
        perform(machine.connected(id, at: .now))
        return true
    }

    private func received(_ message: Message, on id: ConnectionID) {
        perform(machine.received(message, on: id, at: .now))
    }

    private func connectionEnded(_ id: ConnectionID) {
        queues.removeValue(forKey: id)?.close()
        connections[id] = nil
        tasks[id] = nil
        perform(machine.connectionClosed(id, at: .now))
    }

    private func close(_ id: ConnectionID) {
        queues.removeValue(forKey: id)?.close()
        // A connection still being made has no pump yet: it is closed as soon as it exists.
        if connections[id] == nil { tasks[id]?.cancel() }
    }

    private func timersDue() {
        timers.sleeperFinished()
        let now = ContinuousClock.now
        for timer in timers.takeDue(at: now) {
            perform(machine.timerFired(timer, at: now), rearm: false)
        }
        rearmTimers()
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
