import Foundation

/// Connections out, actions, timers.
extension LobbyClient {
    /// Performs actions in order: connect, queue sends and closes, update timers, publish events,
    /// and have the local game hear what it must.
    func perform(_ actions: [LobbyClientAction], rearm: Bool = true) {
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
        if !isDeliveringRead { scheduleGameFeed() }
    }

    /// Connects on the next turn of the loop, so that no connection callback can run in the middle
    /// of a step.
    private func connect(_ id: ConnectionID) {
        connecting.insert(id)
        loop.execute { [weak self] in self?.assumeIsolated { $0.startConnecting(id) } }
    }

    private func startConnecting(_ id: ConnectionID) {
        guard connecting.contains(id) else { return }
        let callbacks = DirectConnectionCallbacks(
            opened: { [weak self, loop] connection in self?.isolated(onLoop: loop) { $0.connectionOpened(id, connection) } },
            received: { [weak self, loop] message in self?.isolated(onLoop: loop) { $0.received(message, on: id) } },
            closed: { [weak self, loop] in self?.isolated(onLoop: loop) { $0.connectionEnded(id) } },
            readComplete: { [weak self, loop] in self?.isolated(onLoop: loop) { $0.readCompleted() } },
            sealFailed: { [weak self, loop] error in
                self?.isolated(onLoop: loop) { client in
                    client.noticeDerivation(id)
                    client.perform(client.machine.sealFailed(id, error, at: .now))
                }
            })
        derivationsAtStart[id] = passcodeKeys?.derivations
        // The lobby joined before, if any: a host answering for another one on a resume is refused.
        let seal = transport.sealsConnections ? SealInitiator(passcode: passcodeKeys, expectedLobby: machine.lobby?.id) : nil
        DirectConnection.connect(
            host: host, port: port, on: loop, configuration: transport, encoder: encoder, callbacks: callbacks,
            seal: seal
        ).whenFailure { [weak self] _ in
            self?.assumeIsolated { $0.connectionEnded(id) }
        }
    }

    /// The connection is up; closed at once if the machine gave up on it while it was being made.
    private func connectionOpened(_ id: ConnectionID, _ connection: DirectConnection) {
        guard connecting.remove(id) != nil else {
            connection.close()
            return
        }
        outlets[id] = connection.outlet
        connections[id] = connection
        perform(machine.connected(id, at: .now))
    }

    private func received(_ message: Message, on id: ConnectionID) {
        isDeliveringRead = true
        perform(machine.received(message, on: id, at: .now))
    }

    /// The messages of one socket read are in: the game hears them now, so that of several states
    /// read together only the newest is applied (`ClientGameBatch`).
    private func readCompleted() {
        isDeliveringRead = false
        scheduleGameFeed()
    }

    private func connectionEnded(_ id: ConnectionID) {
        isDeliveringRead = false
        let wasConnecting = connecting.remove(id) != nil
        outlets.removeValue(forKey: id)?.close()
        let connection = connections.removeValue(forKey: id)
        // A connection given up while being made ends without the machine hearing of it again.
        guard wasConnecting || connection != nil else { return }
        if let connection { lastConnectionCounters = connection.wireState.counters }
        noticeDerivation(id)
        perform(machine.connectionClosed(id, at: .now))
    }

    /// Tells the machine when connection `id`'s handshake derived the passcode key (it retries a
    /// first join that this made too slow); asked before the machine hears how the attempt ended.
    private func noticeDerivation(_ id: ConnectionID) {
        guard let before = derivationsAtStart.removeValue(forKey: id) else { return }
        if let keys = passcodeKeys, keys.derivations > before { machine.keyDerived(id) }
    }

    private func close(_ id: ConnectionID) {
        outlets.removeValue(forKey: id)?.close()
        // A connection still being made is closed as soon as it exists (`connectionOpened`).
        connecting.remove(id)
    }

    /// Points the game's route at the joined connection, or at nothing.
    private func updateRoute() {
        var joined: ConnectionID?
        if case .joined(let id, _) = machine.phase { joined = id }
        guard joined != routedConnection else { return }
        routedConnection = joined
        route.replace(with: joined.flatMap { outlets[$0] })
    }

    private func timersDue() {
        timers.sleeperFinished()
        let now = ContinuousClock.now
        for timer in timers.takeDue(at: now) {
            if case .handshake(let id) = timer { noticeDerivation(id) }
            perform(machine.timerFired(timer, at: now), rearm: false)
        }
        rearmTimers()
    }

    private func rearmTimers() {
        guard case .ended = machine.state else {
            timers.rearm(making: { { [weak self] in await self?.timersDue() } })
            return
        }
        timers.removeAll()
    }

    /// Waits for every open connection to close (after a leave: the `leave` is flushed first).
    /// A connection still being made is not waited for: it closes as soon as it exists.
    func drainConnections() async {
        for connection in connections.values { try? await connection.closeFuture.get() }
    }

    /// Cuts the current connection abruptly, as a network failure would (no `leave`). For tests.
    func cutConnection() {
        for connection in connections.values { connection.close() }
    }
}
