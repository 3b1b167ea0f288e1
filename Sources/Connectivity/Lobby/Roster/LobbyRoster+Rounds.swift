import Foundation

extension LobbyRoster {
    /// Why a start would be refused right now, or `nil` if it would succeed.
    ///
    /// Every player of the ``lineup`` (the host's own seat included) must be ready and connected, and
    /// at least the game's minimum number of players must be in it; members beyond the game's
    /// maximum watch and need not be ready.
    public func startRefusal() -> LobbyCommandError? {
        guard phase == .lobby else { return .gameRunning }
        let lineup = self.lineup
        let players = members.filter { lineup.contains($0.id) }
        guard players.count >= policy.minPlayers else {
            return .notEnoughPlayers(present: players.count, required: policy.minPlayers)
        }
        let notReady = players.filter { !$0.isReady }.map(\.id)
        guard notReady.isEmpty else { return .playersNotReady(notReady) }
        return awayRefusal(players)
    }

    /// Why "play again" would be refused: it needs a finished game and enough connected players, not
    /// ready flags (the same table plays another round with the locked settings). Once another game
    /// was chosen there is nothing to play again (its settings are unlocked): that needs a start.
    public func playAgainRefusal() -> LobbyCommandError? {
        guard phase == .lobby else { return .gameRunning }
        guard round > 0, settingsLocked else { return .noPreviousGame }
        let lineup = self.lineup
        let players = members.filter { lineup.contains($0.id) }
        guard players.count >= policy.minPlayers else {
            return .notEnoughPlayers(present: players.count, required: policy.minPlayers)
        }
        return awayRefusal(players)
    }

    private func awayRefusal(_ players: [LobbyMember]) -> LobbyCommandError? {
        let away = players.filter { $0.connection != .connected }.map(\.id)
        return away.isEmpty ? nil : .playersAway(away)
    }

    /// Starts a game: locks the settings, enters `playing`, and returns the start notice.
    mutating func start() throws(LobbyCommandError) -> StartGame {
        if let refusal = startRefusal() { throw refusal }
        return beginRound()
    }

    /// Starts another game with the locked settings.
    mutating func playAgain() throws(LobbyCommandError) -> StartGame {
        if let refusal = playAgainRefusal() { throw refusal }
        return beginRound()
    }

    /// The game ended: the result goes on the scoreboard, back to the lobby phase with cleared ready
    /// flags; settings stay locked.
    mutating func endGame(winners: [UUID] = []) throws(LobbyCommandError) {
        guard phase == .playing else { throw .gameNotRunning }
        recordResult(winners: winners)
        phase = .lobby
        party.currentPlayers = []
        clearReadyFlags()
    }

    private mutating func beginRound() -> StartGame {
        let players = lineup
        party.satOutLast = Set(members.filter { $0.role == .player && !players.contains($0.id) }.map(\.id))
        party.currentPlayers = players
        party.sittingOut = []
        settingsLocked = true
        phase = .playing
        round += 1
        return StartGame(
            game: game, round: round, players: players, settingsRevision: settingsRevision, payload: settings)
    }
}
