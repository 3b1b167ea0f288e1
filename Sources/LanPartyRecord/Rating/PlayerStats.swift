/// One player's record over a sequence of finished games.
public struct PlayerStats: Sendable, Hashable {
    /// Finished games played.
    public var games: Int
    /// Games won.
    public var wins: Int
    /// Consecutive wins up to the latest game; any game not won resets it to 0.
    public var currentStreak: Int
    /// The longest run of consecutive wins ever reached.
    public var bestStreak: Int
    /// The skill rating after the latest game.
    public var rating: SkillRating

    /// Creates stats; the defaults describe a player who has not played yet.
    public init(
        games: Int = 0,
        wins: Int = 0,
        currentStreak: Int = 0,
        bestStreak: Int = 0,
        rating: SkillRating = .initial
    ) {
        self.games = games
        self.wins = wins
        self.currentStreak = currentStreak
        self.bestStreak = bestStreak
        self.rating = rating
    }
}

/// One line of a leaderboard.
public struct LeaderboardRow: Sendable, Hashable {
    /// The player's opaque key (a profile id).
    public var player: String
    /// The player's accumulated stats.
    public var stats: PlayerStats

    /// Creates a row.
    public init(player: String, stats: PlayerStats) {
        self.player = player
        self.stats = stats
    }
}

/// Stats and ratings accumulated by replaying finished games in order.
public struct Leaderboard: Sendable, Hashable {
    /// Stats per player key.
    public private(set) var byPlayer: [String: PlayerStats] = [:]

    /// Creates an empty leaderboard.
    public init() {}

    /// Records one finished game.
    ///
    /// - Parameters:
    ///   - players: The player keys in the game; a repeated key counts once
    ///     (its first seat), since one profile cannot play itself.
    ///   - winners: The keys that won; keys not in `players` are ignored, and
    ///     an empty set means nobody won (all tie for the rating, no one's
    ///     streak continues).
    ///   - model: The rating model; new players start at its initial rating.
    public mutating func record(players: [String], winners: Set<String>, model: PlackettLuceModel) {
        var seen = Set<String>()
        let seated = players.filter { seen.insert($0).inserted }
        guard !seated.isEmpty else { return }

        let before = seated.map { byPlayer[$0] ?? PlayerStats(rating: model.initialRating) }
        let winnerSeats = Set(seated.indices.filter { winners.contains(seated[$0]) })
        let ranks = GameStanding.ranks(playerCount: seated.count, winners: winnerSeats)
        let ratings = model.rate(before.map(\.rating), ranks: ranks)

        for (seat, player) in seated.enumerated() {
            var entry = before[seat]
            entry.games += 1
            if winnerSeats.contains(seat) {
                entry.wins += 1
                entry.currentStreak += 1
                entry.bestStreak = max(entry.bestStreak, entry.currentStreak)
            } else {
                entry.currentStreak = 0
            }
            entry.rating = ratings[seat]
            byPlayer[player] = entry
        }
    }

    /// The stats of one player, or nil if they have not played.
    public func stats(for player: String) -> PlayerStats? {
        byPlayer[player]
    }

    /// All players, best first: by display rating (ordinal) descending, then
    /// wins descending, then player key ascending so the order is total and stable.
    public var standings: [LeaderboardRow] {
        byPlayer.map { LeaderboardRow(player: $0.key, stats: $0.value) }.sorted { a, b in
            if a.stats.rating.ordinal != b.stats.rating.ordinal {
                return a.stats.rating.ordinal > b.stats.rating.ordinal
            }
            if a.stats.wins != b.stats.wins { return a.stats.wins > b.stats.wins }
            return a.player < b.player
        }
    }
}
