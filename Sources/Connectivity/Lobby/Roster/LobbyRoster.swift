import Foundation
import GameCore

/// The lobby as a value: members in seat order, ready flags, settings, phase. No connections and no
/// time; ``LobbyHostMachine`` wraps it with both.
public struct LobbyRoster: Hashable, Sendable {
    /// Stable for the life of the lobby.
    public let id: UUID
    /// The advertised name.
    public let name: String
    /// The chosen game and the host's module version (a party lobby changes it between games).
    public internal(set) var game: GameVersionInfo
    /// The host's profile.
    public let hostProfile: PlayerProfile
    /// Whether joining needs the passcode.
    public let isPrivate: Bool
    /// The chosen game's seating rules.
    public internal(set) var policy: LobbySeatPolicy
    /// How many player seats the lobby has (held seats count); more than ``policy``'s maximum in a
    /// party lobby, whose extras watch a game and play the next.
    public let seatLimit: Int
    /// The party part (games on offer, controller, lineup, scores); see `LobbyRoster+Party.swift`.
    public internal(set) var party = PartyState()
    /// Everyone seated, in seat order (the host's own seat first unless dedicated).
    public internal(set) var members: [LobbyMember] = []
    /// Lobby or playing.
    public internal(set) var phase: LobbyPhase = .lobby
    /// The active settings snapshot (opaque to the lobby).
    public internal(set) var settings: Data
    /// Incremented on every settings change.
    public internal(set) var settingsRevision = 0
    /// From the first start on.
    public internal(set) var settingsLocked = false
    /// Games started so far (the round of the current or last game).
    public internal(set) var round = 0
    /// "That's me" claims waiting for an answer (kept by ``LobbyHostMachine``, shown to every member).
    public internal(set) var seatClaims: [SeatClaimInfo] = []
    /// How many big screens are connected (``LobbyInfo/screens``).
    public internal(set) var screenCount = 0

    /// An empty lobby; with `hostTakesSeat` the host's own seat is the first member.
    public init(
        id: UUID, name: String, game: GameVersionInfo, hostProfile: PlayerProfile, isPrivate: Bool,
        policy: LobbySeatPolicy, settings: Data, hostTakesSeat: Bool, seatLimit: Int? = nil,
        offeredGames: [OfferedGame] = []
    ) {
        self.seatLimit = max(seatLimit ?? policy.maxPlayers, policy.maxPlayers)
        party.offeredGames = offeredGames
        self.id = id
        self.name = name
        self.game = game
        self.hostProfile = hostProfile
        self.isPrivate = isPrivate
        self.policy = policy
        self.settings = settings
        if hostTakesSeat { members.append(LobbyMember(profile: hostProfile, role: .player, isHost: true)) }
    }

    /// What is broadcast: never any passcode material (there is none in here).
    public var info: LobbyInfo {
        var info = LobbyInfo(
            id: id, name: name, game: game, hostProfile: hostProfile, members: members,
            maxPlayers: policy.maxPlayers, isPrivate: isPrivate, phase: phase, settingsRevision: settingsRevision,
            settingsLocked: settingsLocked, settings: settings, party: partyInfo)
        info.seatClaims = seatClaims.isEmpty ? nil : seatClaims
        info.screens = screenCount == 0 ? nil : screenCount
        return info
    }

    /// The member with this id.
    public func member(_ id: UUID) -> LobbyMember? { members.first { $0.id == id } }

    /// Player seats taken (held seats included).
    public var playerCount: Int { members.count(where: { $0.role == .player }) }

    /// Spectator seats taken.
    public var spectatorCount: Int { members.count(where: { $0.role == .spectator }) }

    /// Appends a member at the end of the seat order.
    mutating func seat(_ member: LobbyMember) { members.append(member) }

    /// Removes a member; returns it if it was seated.
    @discardableResult
    mutating func remove(_ id: UUID) -> LobbyMember? {
        guard let index = members.firstIndex(where: { $0.id == id }) else { return nil }
        party.forget(id)
        return members.remove(at: index)
    }

    /// Changes one member in place; returns whether anything changed.
    @discardableResult
    mutating func update(_ id: UUID, _ change: (inout LobbyMember) -> Void) -> Bool {
        guard let index = members.firstIndex(where: { $0.id == id }) else { return false }
        let before = members[index]
        change(&members[index])
        return members[index] != before
    }

    /// Sets a player's ready flag; returns whether it changed.
    mutating func setReady(_ id: UUID, _ ready: Bool) throws(LobbyCommandError) -> Bool {
        guard phase == .lobby else { throw .gameRunning }
        guard let member = member(id) else { throw .unknownPlayer(id) }
        guard member.role == .player else { throw .notAPlayer }
        return update(id) { $0.isReady = ready }
    }

    /// Replaces the settings: bumps the version and clears every ready flag.
    mutating func updateSettings(_ newSettings: Data) throws(LobbyCommandError) {
        guard !settingsLocked else { throw .settingsLocked }
        guard phase == .lobby else { throw .gameRunning }
        settings = newSettings
        settingsRevision += 1
        clearReadyFlags()
    }

    mutating func clearReadyFlags() {
        for index in members.indices { members[index].isReady = false }
    }
}
