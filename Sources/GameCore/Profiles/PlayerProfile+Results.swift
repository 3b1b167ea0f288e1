extension PlayerProfile {
    /// Counts a finished game: totals, per-game counts and the win streak.
    public mutating func recordResult(of game: GameID, won: Bool) {
        globalStats.totalGamesPlayed += 1
        var stats = statsByGameId[game] ?? GameStats()
        stats.gamesPlayed += 1
        if won {
            globalStats.totalWins += 1
            stats.wins += 1
            stats.streakCurrent += 1
            stats.streakBest = max(stats.streakBest, stats.streakCurrent)
        } else {
            stats.streakCurrent = 0
        }
        statsByGameId[game] = stats
    }

    /// Counts a finished game from its outcome (a shared win is a win).
    public mutating func recordOutcome(_ outcome: GameOutcome, of game: GameID) {
        recordResult(of: game, won: outcome.winners.contains(id))
    }
}
