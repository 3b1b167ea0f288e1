import Foundation
import GameCore

/// What a host keeps of its lobby so that a restarted process (SPEC §13, Docs/Lobby.md "Restart")
/// reopens it: the same id and name, every member in seat order with the hash of its resume token,
/// the phase, the round and who plays it. No connection, no ping, no passcode material, and no token
/// that would resume a seat (only SHA-256 hashes, ``ResumeToken/hash(_:)``).
///
/// JSON (Docs/Record.md "lobby"): `{"lobby", "name", "host", "game", "private", "phase", "round",
/// "settings" (base64), "settingsRevision", "settingsLocked", "members": [{"member", "tokenHash",
/// "computer"}], "playing": [UUID], "passcodeSalt" (hex, private lobbies)}`.
public struct LobbySnapshot: Codable, Hashable, Sendable {
    /// One member as kept: its lobby entry (connection and ping dropped), how it resumes, what it is.
    public struct Member: Codable, Hashable, Sendable {
        /// The member as the roster lists it (connection and ping are not kept).
        public var member: LobbyMember
        /// SHA-256 (hex) of its current resume token; `nil` for the host's seat and computer players.
        public var tokenHash: String?
        /// Whether a computer player seated in the host process.
        public var isComputer: Bool

        /// Creates a kept member.
        public init(member: LobbyMember, tokenHash: String?, isComputer: Bool) {
            self.member = member
            self.tokenHash = tokenHash
            self.isComputer = isComputer
        }

        private enum CodingKeys: String, CodingKey {
            case member, tokenHash, isComputer = "computer"
        }
    }

    /// The lobby's id (kept across the restart, so clients recognise it).
    public var lobbyID: UUID
    /// Its name.
    public var name: String
    /// The host's profile.
    public var hostProfile: PlayerProfile
    /// The chosen game.
    public var game: GameVersionInfo
    /// Whether joining needs the passcode.
    public var isPrivate: Bool
    /// Lobby or playing.
    public var phase: LobbyPhase
    /// Games started so far.
    public var round: Int
    /// The active settings snapshot.
    public var settings: Data
    /// The settings' revision.
    public var settingsRevision: Int
    /// Whether the settings are locked.
    public var settingsLocked: Bool
    /// Every member, in seat order.
    public var members: [Member]
    /// Who plays the running game, in seat order (empty in the lobby phase).
    public var playing: [UUID]
    /// A private lobby's PBKDF2 salt (hex; public, every challenge carries it): reopened with the
    /// same passcode and salt, the keys its players derived before still work.
    public var passcodeSalt: String?

    private enum CodingKeys: String, CodingKey {
        case lobbyID = "lobby", name, hostProfile = "host", game, isPrivate = "private", phase, round, settings,
            settingsRevision, settingsLocked, members, playing, passcodeSalt
    }

    /// The computer players, in seat order.
    public var computerPlayers: [PlayerProfile] {
        members.filter(\.isComputer).map(\.member.profile)
    }
}

extension LobbyHostMachine {
    /// The lobby as a restarted host would reopen it (see ``LobbySnapshot``).
    public var snapshot: LobbySnapshot {
        let members = roster.members.map { member in
            var kept = member
            kept.connection = .connected
            kept.pingMilliseconds = nil
            let hash = seats.record(member.id)?.tokenHash
            return LobbySnapshot.Member(
                member: kept, tokenHash: hash.flatMap { $0.isEmpty ? nil : $0 }, isComputer: localPlayers.contains(member.id))
        }
        return LobbySnapshot(
            lobbyID: roster.id, name: roster.name, hostProfile: roster.hostProfile, game: roster.game,
            isPrivate: roster.isPrivate, phase: roster.phase, round: roster.round, settings: roster.settings,
            settingsRevision: roster.settingsRevision, settingsLocked: roster.settingsLocked, members: members,
            playing: roster.phase == .playing ? roster.party.currentPlayers : [],
            passcodeSalt: passcode.map { Hex.encode($0.salt) })
    }

    /// Reopens a kept lobby in a new host process. `configuration` must carry the snapshot's lobby
    /// id, name and host profile (``LobbySnapshot/configure(_:)``). Remote members come back away,
    /// their seats held for them; call ``holdRestoredSeats(at:)`` to start the holds.
    public init(
        configuration: LobbyHostConfiguration, restoring snapshot: LobbySnapshot, passcode: PasscodeLock? = nil,
        random: RandomSource = .system
    ) {
        self.init(configuration: configuration, passcode: passcode, random: random)
        // A party lobby may have moved on to another of its games: its seating rules come back too.
        if snapshot.game.id != roster.game.id, let offered = roster.offeredGame(snapshot.game.id) {
            try? roster.choose(offered, settings: snapshot.settings)
        }
        roster.members = snapshot.members.map(\.member)
        roster.phase = snapshot.phase
        roster.round = snapshot.round
        roster.settings = snapshot.settings
        roster.settingsRevision = snapshot.settingsRevision
        roster.settingsLocked = snapshot.settingsLocked
        roster.party.currentPlayers = snapshot.playing
        for kept in snapshot.members where kept.isComputer {
            localPlayers.insert(kept.member.id)
            roster.party.computerPlayers.insert(kept.member.id)
        }
        restoredTokens = Dictionary(
            snapshot.members.compactMap { kept in kept.tokenHash.map { (kept.member.id, $0) } },
            uniquingKeysWith: { first, _ in first })
    }

    /// Holds the seat of every restored remote member for ``SessionTimings/seatHold`` from `now`:
    /// its owner resumes it with the token it holds (clients keep retrying while they wait). A remote
    /// member with no token to resume with is released.
    public mutating func holdRestoredSeats(at now: ContinuousClock.Instant) -> [LobbyHostAction] {
        var actions: [LobbyHostAction] = []
        for member in roster.members where !member.isHost && !localPlayers.contains(member.id) {
            guard let hash = restoredTokens[member.id] else {
                actions += releaseSeat(member.id, reason: .tokenInvalidated)
                continue
            }
            let deadline = now + timings.seatHold
            seats.restore(member.id, tokenHash: hash, until: deadline)
            roster.update(member.id) { $0.connection = .disconnected }
            actions += [.schedule(.seatHold(member.id), at: deadline), .emit(.playerAway(member.id, .disconnected, holdUntil: deadline))]
        }
        restoredTokens = [:]
        return actions + broadcastLobby()
    }
}

extension LobbySnapshot {
    /// `configuration` with this lobby's id, name, host profile and settings, for
    /// ``LobbyHostMachine/init(configuration:restoring:passcode:random:)``.
    public func configure(_ configuration: LobbyHostConfiguration) -> LobbyHostConfiguration {
        var configuration = configuration
        configuration.lobbyID = lobbyID
        configuration.name = name
        configuration.hostProfile = hostProfile
        configuration.settings = settings
        return configuration
    }
}
