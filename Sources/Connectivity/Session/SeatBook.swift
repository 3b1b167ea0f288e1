import Foundation

/// Host-side bookkeeping of one remote seat: which connection holds it, its resume token, and how
/// long it is held while its owner is away.
struct SeatRecord: Sendable {
    /// The live connection, or `nil` while the seat is held for a dropped client.
    var connection: ConnectionID?
    /// SHA-256 (hex) of the one token that resumes this seat: the book never keeps the token itself,
    /// so a snapshot of it (``LobbySnapshot``, written to the host's record) holds no usable token.
    var tokenHash: String
    /// The owner's last known address (kept for bans after a disconnect).
    var remoteAddress: String?
    /// When a held seat is released.
    var holdDeadline: ContinuousClock.Instant?
    /// After an approved "That's me" claim: the hash of the token the seat's own device last got,
    /// which still resumes the seat (the owner's return bumps the claiming device); `nil` otherwise.
    var ownerTokenHash: String?
}

/// Every remote seat with its token's hash; a token maps to exactly one seat and dies with rotation,
/// kick, ban, leave, release or a rejected resume.
struct SeatBook: Sendable {
    private(set) var records: [UUID: SeatRecord] = [:] {
        didSet { generation &+= 1 }
    }
    /// Changes whenever a record changes, so a driver can tell cheaply when seats moved.
    private(set) var generation: UInt64 = 0
    private var owners: [String: UUID] = [:]

    func record(_ player: UUID) -> SeatRecord? { records[player] }

    func owner(ofToken token: String) -> UUID? { owners[ResumeToken.hash(token)] }

    func player(on connection: ConnectionID) -> UUID? {
        records.first { $0.value.connection == connection }?.key
    }

    /// Creates the record of a newly seated player and returns its first token.
    mutating func open(
        _ player: UUID, connection: ConnectionID, remoteAddress: String?, random: inout RandomSource
    ) -> String {
        let token = ResumeToken.make(using: &random)
        let hash = ResumeToken.hash(token)
        records[player] = SeatRecord(connection: connection, tokenHash: hash, remoteAddress: remoteAddress)
        owners[hash] = player
        return token
    }

    /// Puts a resumed player on a new connection with a new token (the old one stops working).
    /// `ownerBack`: the token used was the owner's kept one (``handOver(_:connection:remoteAddress:random:)``):
    /// the seat has one token again. Otherwise a kept owner's token stays good (a claiming device's
    /// Wi-Fi blip must not cost the owner its way back).
    mutating func reattach(
        _ player: UUID, connection: ConnectionID, remoteAddress: String?, ownerBack: Bool = false,
        random: inout RandomSource
    ) -> String? {
        guard var record = records[player] else { return nil }
        owners[record.tokenHash] = nil
        if ownerBack, let kept = record.ownerTokenHash {
            owners[kept] = nil
            record.ownerTokenHash = nil
        }
        return seat(player, record, on: connection, remoteAddress: remoteAddress, random: &random)
    }

    /// An approved "That's me" claim puts the seat on the claiming connection with a new token, and
    /// keeps the seat's own device's token alive (the first one kept stays: a second claim's device
    /// loses the seat to the owner, not to the first claimer).
    mutating func handOver(
        _ player: UUID, connection: ConnectionID, remoteAddress: String?, random: inout RandomSource
    ) -> String? {
        guard var record = records[player] else { return nil }
        if record.ownerTokenHash == nil, !record.tokenHash.isEmpty {
            record.ownerTokenHash = record.tokenHash
        } else {
            owners[record.tokenHash] = nil
        }
        return seat(player, record, on: connection, remoteAddress: remoteAddress, random: &random)
    }

    /// Puts `record` on `connection` with a new token (the only one that resumes it from now on,
    /// beside an owner's kept token); returns the token.
    private mutating func seat(
        _ player: UUID, _ record: SeatRecord, on connection: ConnectionID, remoteAddress: String?, random: inout RandomSource
    ) -> String {
        var record = record
        let token = ResumeToken.make(using: &random)
        record.tokenHash = ResumeToken.hash(token)
        record.connection = connection
        record.remoteAddress = remoteAddress ?? record.remoteAddress
        record.holdDeadline = nil
        owners[record.tokenHash] = player
        records[player] = record
        return token
    }

    /// Whether `token` is the kept token of the seat's own device (``handOver(_:connection:remoteAddress:random:)``).
    func isOwnerToken(_ token: String, of player: UUID) -> Bool {
        guard let kept = records[player]?.ownerTokenHash else { return false }
        return kept == ResumeToken.hash(token)
    }

    /// Keeps a held seat at least until `deadline` (a "That's me" claim waits for its answer).
    mutating func extendHold(_ player: UUID, until deadline: ContinuousClock.Instant) -> ContinuousClock.Instant? {
        guard var record = records[player], let held = record.holdDeadline else { return nil }
        guard held < deadline else { return nil }
        record.holdDeadline = deadline
        records[player] = record
        return deadline
    }

    /// The owner is away: forget the connection and hold the seat until `deadline` (an existing,
    /// earlier deadline is kept: going away twice does not extend the hold).
    mutating func hold(_ player: UUID, until deadline: ContinuousClock.Instant) -> ContinuousClock.Instant? {
        guard var record = records[player] else { return nil }
        record.connection = nil
        record.holdDeadline = min(record.holdDeadline ?? deadline, deadline)
        records[player] = record
        return record.holdDeadline
    }

    /// Starts the hold of a player whose connection stays open (announced background).
    mutating func startHold(_ player: UUID, until deadline: ContinuousClock.Instant) {
        records[player]?.holdDeadline = deadline
    }

    /// Ends the hold of a player who came back on the same connection.
    mutating func endHold(_ player: UUID) {
        records[player]?.holdDeadline = nil
    }

    /// Forgets the connection of a player whose seat stays (announced background, then dropped).
    mutating func detach(_ player: UUID) {
        records[player]?.connection = nil
    }

    /// Invalidates a token without releasing its seat.
    mutating func revoke(token: String) {
        let hash = ResumeToken.hash(token)
        guard let player = owners.removeValue(forKey: hash) else { return }
        if records[player]?.ownerTokenHash == hash {
            records[player]?.ownerTokenHash = nil
        } else {
            records[player]?.tokenHash = ""
        }
    }

    /// Puts back the held seat of a restarted host's lobby (``LobbySnapshot``): no connection, the
    /// token known by its hash only, held until `deadline`.
    mutating func restore(_ player: UUID, tokenHash: String, until deadline: ContinuousClock.Instant) {
        records[player] = SeatRecord(connection: nil, tokenHash: tokenHash, remoteAddress: nil, holdDeadline: deadline)
        if !tokenHash.isEmpty { owners[tokenHash] = player }
    }

    /// Releases a seat and its token.
    @discardableResult
    mutating func release(_ player: UUID) -> SeatRecord? {
        guard let record = records.removeValue(forKey: player) else { return nil }
        owners[record.tokenHash] = nil
        if let kept = record.ownerTokenHash { owners[kept] = nil }
        return record
    }
}
