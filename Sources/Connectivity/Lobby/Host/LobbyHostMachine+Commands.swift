import Foundation
import GameCore

/// What the host's user (or the game layer) does to the lobby. Commands that can be refused throw
/// ``LobbyCommandError`` and change nothing when they do.
extension LobbyHostMachine {
    /// Sets the host's own ready flag (not for a dedicated host).
    public mutating func setHostReady(_ ready: Bool) throws(LobbyCommandError) -> [LobbyHostAction] {
        guard !isClosed else { throw .lobbyClosed }
        guard configuration.hostTakesSeat else { throw .hostHasNoSeat }
        guard try roster.setReady(configuration.hostProfile.id, ready) else { return [] }
        return broadcastLobby()
    }

    /// Replaces the settings snapshot: bumps the settings version and clears every ready flag.
    public mutating func updateSettings(_ settings: Data) throws(LobbyCommandError) -> [LobbyHostAction] {
        guard !isClosed else { throw .lobbyClosed }
        try roster.updateSettings(settings)
        // Members of the host-rendered face learn the new values first: their `settings` reads them.
        return facesAfterSettingsChange() + broadcastLobby()
    }

    /// Removes a member with a reason (`kickPlayer` to them, then close). They may join again.
    public mutating func kick(_ player: UUID, reason: String?) throws(LobbyCommandError) -> [LobbyHostAction] {
        try remove(player, reason: reason, banned: false)
    }

    /// Kicks a member and refuses future joins from its profile id and its address.
    public mutating func ban(_ player: UUID, reason: String?) throws(LobbyCommandError) -> [LobbyHostAction] {
        try remove(player, reason: reason, banned: true)
    }

    /// Starts the game: every player ready and connected, the minimum present. Locks the settings.
    public mutating func start() throws(LobbyCommandError) -> [LobbyHostAction] {
        guard !isClosed else { throw .lobbyClosed }
        return announce(try roster.start())
    }

    /// Starts another game with the locked settings (after a game ended; ready flags not needed).
    public mutating func playAgain() throws(LobbyCommandError) -> [LobbyHostAction] {
        guard !isClosed else { throw .lobbyClosed }
        return announce(try roster.playAgain())
    }

    /// The game layer reports that the running game is over: back to the lobby phase.
    public mutating func endGame(winners: [UUID] = []) throws(LobbyCommandError) -> [LobbyHostAction] {
        guard !isClosed else { throw .lobbyClosed }
        try roster.endGame(winners: winners)
        return [.emit(.gameEnded(round: roster.round))] + broadcastLobby()
    }

    /// Closes the lobby: `leave(hostShutdown)` to members, `joinRejected(hostShuttingDown)` to joiners.
    public mutating func shutDown(at now: ContinuousClock.Instant) -> [LobbyHostAction] {
        guard !isClosed else { return [] }
        isClosed = true
        var actions = cancelPingRefresh()
        let open = connections.sorted(by: { $0.key < $1.key })
        var joiners: [ConnectionID] = [], members: [ConnectionID] = []
        for (id, connection) in open {
            switch connection.phase {
            case .awaitingHello, .awaitingAnswer, .claiming:
                joiners.append(id)
                actions.append(.cancel(.handshake(id)))
            case .seated, .watching:
                members.append(id)
                actions.append(.cancel(.heartbeat(id)))
            }
        }
        let rejection = JoinRejected(reason: .hostShuttingDown, message: "The host is closing the lobby")
        actions += fanOut(.joinRejected(rejection), to: joiners)
        actions += fanOut(.leave(Leave(reason: .hostShutdown)), to: members)
        actions += open.map { .close($0.key, .shutdown) }
        for seat in seatClaims.keys.sorted(by: { $0.uuidString < $1.uuidString }) {
            actions.append(.cancel(.seatClaim(seat)))
        }
        seatClaims.removeAll()
        screens.removeAll()
        for player in seats.records.keys.sorted(by: { $0.uuidString < $1.uuidString }) {
            actions.append(.cancel(.seatHold(player)))
            seats.release(player)
        }
        connections.removeAll()
        return actions
    }

    // MARK: Game messages out (opaque)

    /// Sends a player its view of the game. Dropped while the player is disconnected: on resume the
    /// game layer gets ``LobbyHostEvent/playerResumed(_:role:)`` and sends the current view then.
    public func send(_ state: GameState, to player: UUID) -> [LobbyHostAction] {
        sendToMember(.gameState(state), player)
    }

    /// Tells a player its action was refused.
    public func send(_ rejection: ActionRejected, to player: UUID) -> [LobbyHostAction] {
        sendToMember(.actionRejected(rejection), player)
    }

    /// Sends a player the end of the game (its final view). Call ``endGame()`` once all are sent.
    public func send(_ gameOver: GameOver, to player: UUID) -> [LobbyHostAction] {
        sendToMember(.gameOver(gameOver), player)
    }

    private func sendToMember(_ message: Message, _ player: UUID) -> [LobbyHostAction] {
        guard !isClosed, let id = connection(of: player) else { return [] }
        return [.send(message, to: id)]
    }

    mutating func announce(_ start: StartGame) -> [LobbyHostAction] {
        fanOut(.startGame(start), to: audienceConnections()) + [.emit(.gameStarted(start))] + broadcastLobby()
    }

    private mutating func remove(_ player: UUID, reason: String?, banned: Bool) throws(LobbyCommandError)
        -> [LobbyHostAction]
    {
        guard !isClosed else { throw .lobbyClosed }
        guard player != configuration.hostProfile.id else { throw .cannotRemoveHost }
        guard roster.member(player) != nil else { throw .unknownPlayer(player) }
        var actions: [LobbyHostAction] = []
        let record = seats.record(player)
        if banned {
            bannedProfiles.insert(player)
            if let address = record?.remoteAddress { bannedAddresses.insert(address) }
        }
        if let id = record?.connection {
            connections[id] = nil
            let notice = KickPlayer(playerId: player, reason: reason, banned: banned)
            actions += [.cancel(.heartbeat(id)), .send(.kickPlayer(notice), to: id), .close(id, banned ? .banned : .kicked)]
        }
        let leftReason: PlayerLeftReason = banned ? .banned(reason: reason) : .kicked(reason: reason)
        return actions + releaseSeat(player, reason: leftReason)
    }
}
