import Foundation
import GameCore

/// A game the lobby offers (SPEC §12): what a chooser needs to pick it.
public struct OfferedGame: Codable, Hashable, Sendable {
    /// The game and the host's module version.
    public var game: GameVersionInfo
    /// The name people see.
    public var name: String
    /// Fewest players for a start.
    public var minPlayers: Int
    /// Most players in one game; more members watch it and play the next.
    public var maxPlayers: Int
    /// Whether members who do not play a game may watch it.
    public var spectators: Bool

    /// Creates an entry.
    public init(game: GameVersionInfo, name: String, minPlayers: Int, maxPlayers: Int, spectators: Bool) {
        self.game = game
        self.name = name
        self.minPlayers = minPlayers
        self.maxPlayers = maxPlayers
        self.spectators = spectators
    }

    /// The entry of a registered game.
    public init(_ descriptor: GameDescriptor) {
        let range = descriptor.policy.playerRange
        self.init(
            game: descriptor.versionInfo, name: descriptor.catalogEntry.displayName, minPlayers: range.lowerBound,
            maxPlayers: range.upperBound, spectators: descriptor.policy.supportsSpectators)
    }
}

/// One member's line of the session scoreboard: games played and won in this lobby.
public struct SessionScore: Codable, Hashable, Sendable {
    /// The member (or a member who has left).
    public var playerId: UUID
    /// Their name when they last played.
    public var name: String
    /// Games they played in this session.
    public var games: Int
    /// Games they won (a shared win counts for each winner).
    public var wins: Int

    /// Creates a line.
    public init(playerId: UUID, name: String, games: Int, wins: Int) {
        self.playerId = playerId
        self.name = name
        self.games = games
        self.wins = wins
    }

    private enum CodingKeys: String, CodingKey { case playerId, name, games, wins }

    /// Decodes a line.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        playerId = try container.decode(UUID.self, forKey: .playerId)
        name = try container.decode(String.self, forKey: .name)
        games = try container.decode(Int.self, forKey: .games)
        wins = try container.decode(Int.self, forKey: .wins)
    }

    /// Encodes the id in its lower-case wire form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeWireID(playerId, forKey: .playerId)
        try container.encode(name, forKey: .name)
        try container.encode(games, forKey: .games)
        try container.encode(wins, forKey: .wins)
    }
}

/// The party part of ``LobbyInfo`` (SPEC §12): the games on offer, who chooses, who plays the next
/// (or the running) game, and the session's scoreboard. Absent from hosts older than the party session.
public struct LobbyParty: Codable, Hashable, Sendable {
    /// Every game the lobby offers, the chosen one among them.
    public var games: [OfferedGame]
    /// Who chooses the game, edits its settings and starts it: the host's own seat, or the VIP.
    /// `nil` while a dedicated host's lobby has no remote member.
    public var controllerId: UUID?
    /// Fewest players the chosen game needs.
    public var minPlayers: Int
    /// In the lobby: who plays the next game, in seat order (the rest watch it). During a game: who plays it.
    public var lineup: [UUID]
    /// Wins per member across this session's games, best first.
    public var scores: [SessionScore]
    /// Members the controller chose to watch the next game, in seat order.
    public var sittingOut: [UUID]

    /// Creates the party part.
    public init(
        games: [OfferedGame], controllerId: UUID?, minPlayers: Int, lineup: [UUID], scores: [SessionScore],
        sittingOut: [UUID] = []
    ) {
        self.sittingOut = sittingOut
        self.games = games
        self.controllerId = controllerId
        self.minPlayers = minPlayers
        self.lineup = lineup
        self.scores = scores
    }

    private enum CodingKeys: String, CodingKey { case games, controllerId, minPlayers, lineup, scores, sittingOut }

    /// Decodes the party part.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        games = try container.decode([OfferedGame].self, forKey: .games)
        controllerId = try container.decodeIfPresent(UUID.self, forKey: .controllerId)
        minPlayers = try container.decode(Int.self, forKey: .minPlayers)
        lineup = try container.decode([UUID].self, forKey: .lineup)
        scores = try container.decode([SessionScore].self, forKey: .scores)
        sittingOut = try container.decodeIfPresent([UUID].self, forKey: .sittingOut) ?? []
    }

    /// Encodes ids in their lower-case wire form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(games, forKey: .games)
        try container.encodeWireIDIfPresent(controllerId, forKey: .controllerId)
        try container.encode(minPlayers, forKey: .minPlayers)
        try container.encodeWireIDs(lineup, forKey: .lineup)
        try container.encode(scores, forKey: .scores)
        try container.encodeWireIDs(sittingOut, forKey: .sittingOut)
    }
}
