import Foundation
import GameCore

/// A whole recorded game: what `lanhost --export ID` writes and `lanhost --replay FILE` reads
/// (Docs/Record.md "Export format"). Everything needed to replay it: seats, settings, seed, steps.
public struct RecordedGame: Sendable, Hashable, Codable {
    /// The format's name, the first key of every export.
    public static let formatName = "lanparty-game"
    /// The format version this build writes and reads.
    public static let formatVersion = 1
    /// The largest export file read (bounded before it is read).
    public static let maximumExportBytes = 64 << 20

    /// The game's id in the record it came from.
    public var id: Int64
    /// The lobby it was played in, and its name.
    public var lobbyID: UUID
    /// The lobby's name.
    public var lobbyName: String
    /// Which game of the lobby.
    public var round: Int
    /// The module and its version.
    public var module: GameID
    /// The module's version when it was played.
    public var moduleVersion: SemanticVersion
    /// The settings snapshot (``GameSettingsCodec`` JSON bytes).
    public var settings: Data
    /// The seed.
    public var seed: UInt64
    /// The initial state's digest, when recorded.
    public var initialDigest: UInt64?
    /// The seats in turn order.
    public var seats: [RecordedSeat]
    /// Start and end (no end while it runs or when abandoned without one).
    public var startedAt: Date
    /// When it ended.
    public var endedAt: Date?
    /// Running, finished or abandoned.
    public var status: RecordedGameStatus
    /// The recorded outcome, when finished.
    public var outcome: GameOutcome?
    /// The journal.
    public var steps: [RecordedStep]

    /// The journal as the replay check takes it.
    public var journal: RecordedJournal {
        RecordedJournal(
            players: seats.map(\.playerID), settings: settings, seed: seed, initialDigest: initialDigest,
            steps: steps.map(\.step))
    }

    private enum CodingKeys: String, CodingKey {
        case format, formatVersion, id, lobbyID = "lobbyId", lobbyName, round, module, moduleVersion, settings, seed
        case initialDigest, seats, startedAt, endedAt, status, winners, summary, steps
    }

    /// Creates a game.
    public init(
        id: Int64, lobbyID: UUID, lobbyName: String, round: Int, module: GameID, moduleVersion: SemanticVersion,
        settings: Data, seed: UInt64, initialDigest: UInt64?, seats: [RecordedSeat], startedAt: Date, endedAt: Date?,
        status: RecordedGameStatus, outcome: GameOutcome?, steps: [RecordedStep]
    ) {
        (self.id, self.lobbyID, self.lobbyName, self.round) = (id, lobbyID, lobbyName, round)
        (self.module, self.moduleVersion, self.settings, self.seed) = (module, moduleVersion, settings, seed)
        (self.initialDigest, self.seats, self.startedAt, self.endedAt) = (initialDigest, seats, startedAt, endedAt)
        (self.status, self.outcome, self.steps) = (status, outcome, steps)
    }

    /// Decodes an export; refuses another format or a newer version.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard try c.decode(String.self, forKey: .format) == Self.formatName else {
            throw DecodingError.dataCorruptedError(forKey: .format, in: c, debugDescription: "not a LanParty game")
        }
        guard try c.decode(Int.self, forKey: .formatVersion) <= Self.formatVersion else {
            throw DecodingError.dataCorruptedError(forKey: .formatVersion, in: c, debugDescription: "a newer format")
        }
        id = try c.decode(Int64.self, forKey: .id)
        lobbyID = try c.decode(UUID.self, forKey: .lobbyID)
        lobbyName = try c.decode(String.self, forKey: .lobbyName)
        round = try c.decode(Int.self, forKey: .round)
        module = try c.decode(GameID.self, forKey: .module)
        moduleVersion = try c.decode(SemanticVersion.self, forKey: .moduleVersion)
        settings = try c.decode(Data.self, forKey: .settings)
        guard let seed = UInt64(try c.decode(String.self, forKey: .seed)) else {
            throw DecodingError.dataCorruptedError(forKey: .seed, in: c, debugDescription: "not a decimal UInt64")
        }
        self.seed = seed
        initialDigest = try c.decodeIfPresent(String.self, forKey: .initialDigest).flatMap { UInt64($0, radix: 16) }
        seats = try c.decode([RecordedSeat].self, forKey: .seats)
        startedAt = Date(timeIntervalSince1970: Double(try c.decode(Int64.self, forKey: .startedAt)) / 1000)
        endedAt = try c.decodeIfPresent(Int64.self, forKey: .endedAt).map { Date(timeIntervalSince1970: Double($0) / 1000) }
        status = try c.decode(RecordedGameStatus.self, forKey: .status)
        let winners = try c.decodeIfPresent([UUID].self, forKey: .winners)
        let summary = try c.decodeIfPresent(String.self, forKey: .summary)
        outcome = winners.map { GameOutcome(winners: $0, summary: summary ?? "") }
        steps = try c.decode([RecordedStep].self, forKey: .steps)
    }

    /// Encodes the documented export.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.formatName, forKey: .format)
        try c.encode(Self.formatVersion, forKey: .formatVersion)
        try c.encode(id, forKey: .id)
        try c.encode(lobbyID.uuidString.lowercased(), forKey: .lobbyID)
        try c.encode(lobbyName, forKey: .lobbyName)
        try c.encode(round, forKey: .round)
        try c.encode(module, forKey: .module)
        try c.encode(moduleVersion, forKey: .moduleVersion)
        try c.encode(settings, forKey: .settings)
        try c.encode(String(seed), forKey: .seed)
        try c.encodeIfPresent(initialDigest.map(RecordStore.hex), forKey: .initialDigest)
        try c.encode(seats, forKey: .seats)
        try c.encode(RecordStore.milliseconds(startedAt), forKey: .startedAt)
        try c.encodeIfPresent(endedAt.map(RecordStore.milliseconds), forKey: .endedAt)
        try c.encode(status, forKey: .status)
        try c.encodeIfPresent(outcome?.winners.map { $0.uuidString.lowercased() }, forKey: .winners)
        try c.encodeIfPresent(outcome?.summary, forKey: .summary)
        try c.encode(steps, forKey: .steps)
    }
}
