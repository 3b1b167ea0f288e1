import Foundation

/// A player's persistent identity: who they are, how they look, how they have done.
///
/// Travels in the join handshake and in every lobby update. Decoding tolerates missing and unknown
/// fields so that profiles written by older or newer builds still load.
public struct PlayerProfile: Codable, Hashable, Sendable, Identifiable {
    /// Stable identity across sessions; ban lists and stats key on it.
    public var id: UUID
    /// The display name, 1...``PlayerProfile/maximumUsernameLength`` characters.
    public var username: String
    /// How the player's avatar is drawn.
    public var avatar: AvatarConfig
    /// Totals over every game.
    public var globalStats: GlobalStats
    /// Per-game statistics.
    public var statsByGameId: [GameID: GameStats]

    /// The longest accepted username, in characters.
    public static let maximumUsernameLength = 32
    /// The most per-game stats entries accepted from a peer.
    public static let maximumGameStatsEntries = 64

    /// Creates a profile with empty stats; without an `avatar`, the one derived from the name.
    public init(
        id: UUID = UUID(), username: String, avatar: AvatarConfig? = nil,
        globalStats: GlobalStats = GlobalStats(), statsByGameId: [GameID: GameStats] = [:]
    ) {
        self.id = id
        self.username = username
        self.avatar = avatar ?? AvatarConfig.derived(from: username)
        self.globalStats = globalStats
        self.statsByGameId = statsByGameId
    }

    private enum CodingKeys: String, CodingKey {
        case id, username, avatar, globalStats, statsByGameId
    }

    /// Decodes, defaulting every field but `id` and `username` (the avatar to the name's own,
    /// Docs/Protocol.md "Avatars").
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decode(UUID.self, forKey: .id)
        self.username = try container.decode(String.self, forKey: .username)
        // An avatar outside the set (an older build's, a newer build's, none) is the name's own.
        let avatar = try container.decodeIfPresent(AvatarConfig.Wire.self, forKey: .avatar)
        self.avatar = avatar?.config ?? AvatarConfig.derived(from: username)
        self.globalStats = try container.decodeIfPresent(GlobalStats.self, forKey: .globalStats) ?? GlobalStats()
        self.statsByGameId =
            try container.decodeIfPresent([GameID: GameStats].self, forKey: .statsByGameId) ?? [:]
    }

    /// Encodes every field, the id in its lower-case wire form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeWireID(id, forKey: .id)
        try container.encode(username, forKey: .username)
        try container.encode(avatar, forKey: .avatar)
        try container.encode(globalStats, forKey: .globalStats)
        try container.encode(statsByGameId, forKey: .statsByGameId)
    }

    /// Whether the profile is acceptable from a peer: a sensible name and bounded stats.
    public var isWellFormed: Bool {
        let trimmed = username.trimmingCharacters(in: .whitespacesAndNewlines)
        return !trimmed.isEmpty && username.count <= Self.maximumUsernameLength
            && !username.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            && statsByGameId.count <= Self.maximumGameStatsEntries
    }
}

/// Totals over every game a player has finished.
public struct GlobalStats: Codable, Hashable, Sendable {
    /// Games finished.
    public var totalGamesPlayed: Int
    /// Games won.
    public var totalWins: Int

    /// Creates totals.
    public init(totalGamesPlayed: Int = 0, totalWins: Int = 0) {
        self.totalGamesPlayed = totalGamesPlayed
        self.totalWins = totalWins
    }
}

/// Statistics for one game.
public struct GameStats: Codable, Hashable, Sendable {
    /// Games finished.
    public var gamesPlayed: Int
    /// Games won.
    public var wins: Int
    /// Consecutive wins up to now.
    public var streakCurrent: Int
    /// The longest run of consecutive wins.
    public var streakBest: Int

    /// Creates statistics.
    public init(gamesPlayed: Int = 0, wins: Int = 0, streakCurrent: Int = 0, streakBest: Int = 0) {
        self.gamesPlayed = gamesPlayed
        self.wins = wins
        self.streakCurrent = streakCurrent
        self.streakBest = streakBest
    }
}
