import Foundation
import GameCore

/// Where a lobby is in its life.
public enum LobbyPhase: WireEnum {
    /// Gathering players; settings may change.
    case lobby
    /// A game is running; settings are locked.
    case playing
    /// A phase from a newer build.
    case unknown(String)

    public static let knownCases: [LobbyPhase] = [.lobby, .playing]
    public var wireValue: String {
        switch self {
        case .lobby: "lobby"
        case .playing: "playing"
        case .unknown(let value): value
        }
    }
}

/// How a participant's connection looks from the host.
public enum MemberConnectionState: WireEnum {
    /// Connected and answering pings.
    case connected
    /// Announced it went to the background; the seat is held.
    case background
    /// The connection dropped; the seat is held until the background timeout.
    case disconnected
    /// A state from a newer build.
    case unknown(String)

    public static let knownCases: [MemberConnectionState] = [.connected, .background, .disconnected]
    public var wireValue: String {
        switch self {
        case .connected: "connected"
        case .background: "background"
        case .disconnected: "disconnected"
        case .unknown(let value): value
        }
    }
}

/// One participant as every member of the lobby sees them.
public struct LobbyMember: Codable, Hashable, Sendable, Identifiable {
    /// Who they are.
    public var profile: PlayerProfile
    /// Player or spectator.
    public var role: SeatRole
    /// Whether they pressed ready.
    public var isReady: Bool
    /// Whether this is the host's own seat.
    public var isHost: Bool
    /// Their connection as the host sees it.
    public var connection: MemberConnectionState
    /// Their last measured round trip to the host, in milliseconds.
    public var pingMilliseconds: Int?
    /// While they are ``MemberConnectionState/background`` or ``MemberConnectionState/disconnected``:
    /// the milliseconds left of their seat's hold when the host sent this (Docs/Protocol.md
    /// "Presence"); a receiver counts down from when it arrived. `nil` otherwise.
    public var holdMilliseconds: Int?

    /// The member's id (their profile id).
    public var id: UUID { profile.id }

    /// Creates a member entry.
    public init(
        profile: PlayerProfile, role: SeatRole = .player, isReady: Bool = false, isHost: Bool = false,
        connection: MemberConnectionState = .connected, pingMilliseconds: Int? = nil, holdMilliseconds: Int? = nil
    ) {
        self.holdMilliseconds = holdMilliseconds
        self.profile = profile
        self.role = role
        self.isReady = isReady
        self.isHost = isHost
        self.connection = connection
        self.pingMilliseconds = pingMilliseconds
    }
}

/// The lobby as the host shares it: who is here, who is ready, which settings are active.
///
/// Never contains the passcode or anything derived from it. The settings snapshot is not part of the
/// JSON: messages that carry a `LobbyInfo` put it in their binary payload.
public struct LobbyInfo: Codable, Hashable, Sendable, Identifiable {
    /// Stable for the life of the lobby.
    @WireID public var id: UUID
    /// The advertised lobby name.
    public var name: String
    /// The game and the host's module version.
    public var game: GameVersionInfo
    /// The host's profile (also in ``members`` unless the host is dedicated).
    public var hostProfile: PlayerProfile
    /// Everyone seated, in seat order.
    public var members: [LobbyMember]
    /// Seats for players (spectators not counted).
    public var maxPlayers: Int
    /// Whether joining needs the passcode.
    public var isPrivate: Bool
    /// Lobby or playing.
    public var phase: LobbyPhase
    /// Incremented on every settings change.
    public var settingsRevision: Int
    /// Whether the settings are locked (from the first start on).
    public var settingsLocked: Bool
    /// The game's encoded settings snapshot (travels as the message payload).
    public var settings: Data
    /// The games on offer, the controller, the lineup and the scoreboard (party hosts only).
    public var party: LobbyParty?
    /// "That's me" claims waiting for the VIP's or the host's answer, in seat order; `nil` when none
    /// (Docs/Protocol.md "Seat claims").
    public var seatClaims: [SeatClaimInfo]?
    /// How many big screens (TVs, Docs/Protocol.md "Screens") are connected; `nil` when none. A
    /// face may show less on the phones while a screen shows the room the game.
    public var screens: Int?

    /// The ids of the members who are ready.
    public var readyPlayerIDs: Set<UUID> { Set(members.filter(\.isReady).map(\.id)) }
    /// The members who play (not spectators).
    public var players: [LobbyMember] { members.filter { $0.role == .player } }

    /// Creates a lobby description.
    public init(
        id: UUID, name: String, game: GameVersionInfo, hostProfile: PlayerProfile, members: [LobbyMember],
        maxPlayers: Int, isPrivate: Bool, phase: LobbyPhase = .lobby, settingsRevision: Int = 0,
        settingsLocked: Bool = false, settings: Data = Data(), party: LobbyParty? = nil
    ) {
        self.party = party
        self.id = id
        self.name = name
        self.game = game
        self.hostProfile = hostProfile
        self.members = members
        self.maxPlayers = maxPlayers
        self.isPrivate = isPrivate
        self.phase = phase
        self.settingsRevision = settingsRevision
        self.settingsLocked = settingsLocked
        self.settings = settings
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, game, hostProfile, members, maxPlayers, isPrivate, phase, settingsRevision,
            settingsLocked, party, seatClaims, screens
    }

    /// Decodes the JSON part; ``settings`` is filled from the payload by the carrying message.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        game = try container.decode(GameVersionInfo.self, forKey: .game)
        hostProfile = try container.decode(PlayerProfile.self, forKey: .hostProfile)
        members = try container.decode([LobbyMember].self, forKey: .members)
        maxPlayers = try container.decode(Int.self, forKey: .maxPlayers)
        isPrivate = try container.decode(Bool.self, forKey: .isPrivate)
        phase = try container.decodeIfPresent(LobbyPhase.self, forKey: .phase) ?? .lobby
        settingsRevision = try container.decodeIfPresent(Int.self, forKey: .settingsRevision) ?? 0
        settingsLocked = try container.decodeIfPresent(Bool.self, forKey: .settingsLocked) ?? false
        party = try container.decodeIfPresent(LobbyParty.self, forKey: .party)
        seatClaims = try container.decodeIfPresent([SeatClaimInfo].self, forKey: .seatClaims)
        screens = try container.decodeIfPresent(Int.self, forKey: .screens)
        settings = Data()
    }
}
