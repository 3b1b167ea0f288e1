import Foundation

/// Connections in, actions out, timers.
extension LobbyHost {
    /// Runs one accepted connection until it closes.
    func serve(_ connection: FramedConnection) async {
        let (queue, outgoing) = ConnectionPump.makeQueue()
        let id = register(connection, queue: queue)
        await ConnectionPump.run(connection, outgoing: outgoing) { [weak self] message in
            await self?.received(message, from: id)
        }
        connectionEnded(id)
    }

    private func register(_ connection: FramedConnection, queue: ConnectionPump.Queue) -> ConnectionID {
        lastConnectionID += 1
        let id = ConnectionID(lastConnectionID)
        queues[id] = queue
        connections[id] = connection
        perform(machine.connectionOpened(id, remoteAddress: connection.remoteHost, at: .now))
        return id
    }

    private func received(_ message: Message, from id: ConnectionID) {
        perform(machine.received(message, from: id, at: .now))
    }

    private func connectionEnded(_ id: ConnectionID) {
        queues.removeValue(forKey: id)?.close()
        connections[id] = nil
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
        timers.rearm { [weak self] in await self?.timersDue() }
    }

    /// Performs actions in order: queue sends and closes, update timers, publish events.
    func perform(_ actions: [LobbyHostAction], rearm: Bool = true) {
        for action in actions {
            switch action {
            case .send(let message, let id):
                queues[id]?.send(message)
            case .broadcast(let message, let ids):
                for id in ids { queues[id]?.send(message) }
            case .close(let id, _):
                queues.removeValue(forKey: id)?.close()
            case .schedule(let timer, let deadline):
                timers.schedule(timer, at: deadline)
            case .cancel(let timer):
                timers.cancel(timer)
            case .emit(.gameAction(let player, let action)):
                actionSink.yield((player, action))
            case .emit(let event):
                eventSink.yield(event)
            }
        }
        if rearm { rearmTimers() }
    }

    /// Closes the listener and waits for every connection to flush and close.
    func stop() async {
        timers.removeAll()
        listener?.close()
        for queue in queues.values { queue.close() }
        queues.removeAll()
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
        for connection in connections.values { connection.close() }
        queues.removeAll()
        await serving?.value
        serving = nil
        eventSink.finish()
        actionSink.finish()
    }
}
