import GameCore

/// What a hosting lobby publishes over DNS-SD (SPEC §4): its instance name, its TCP port and the
/// TXT keys `v`, `game`, `gv`, `players`, `max`, `private`, `state`, and `web` when it serves
/// browsers.
///
/// A pure value with no secret in it: there is no field for a passcode, hash or salt, so none can
/// ever reach the TXT record. Encode with ``txtRecord()``; decode with ``init(lobbyName:port:txt:)``.
public struct LobbyAdvertisement: Hashable, Sendable {
    /// The DNS-SD instance name (the lobby's name); Avahi may publish it as "Name #2" on a collision.
    public var lobbyName: String
    /// The TCP port the host listens on.
    public var port: UInt16
    /// The wire protocol version (`v`); ``ProtocolVersion/current`` for lobbies this build hosts.
    public var protocolVersion: Int
    /// The game being played (`game`).
    public var game: GameID
    /// The game module's version (`gv`).
    public var gameVersion: SemanticVersion
    /// Players seated now (`players`).
    public var players: Int
    /// Seats in the lobby (`max`).
    public var maxPlayers: Int
    /// Whether joining needs a passcode (`private`, 0/1). The passcode itself is never advertised.
    public var isPrivate: Bool
    /// Lobby or playing (`state`).
    public var phase: LobbyPhase
    /// The port of the host's browser page (`web`), when it serves one. Optional: a value this build
    /// cannot read is ignored rather than hiding the lobby.
    public var webPort: UInt16?

    /// Creates an advertisement; `protocolVersion` defaults to the version this build speaks.
    public init(
        lobbyName: String, port: UInt16, game: GameID, gameVersion: SemanticVersion,
        players: Int, maxPlayers: Int, isPrivate: Bool = false, phase: LobbyPhase = .lobby,
        webPort: UInt16? = nil, protocolVersion: Int = ProtocolVersion.current
    ) {
        self.lobbyName = lobbyName
        self.port = port
        self.protocolVersion = protocolVersion
        self.game = game
        self.gameVersion = gameVersion
        self.players = players
        self.maxPlayers = maxPlayers
        self.isPrivate = isPrivate
        self.phase = phase
        self.webPort = webPort
    }
}

/// The TXT keys of SPEC §4 (and `web`, §9), in the order they are published.
public enum LobbyTXTKey: String, CaseIterable, Sendable {
    /// Protocol version.
    case protocolVersion = "v"
    /// Game id.
    case game = "game"
    /// Game module version.
    case gameVersion = "gv"
    /// Seated players.
    case players = "players"
    /// Seats.
    case maxPlayers = "max"
    /// 0 or 1.
    case isPrivate = "private"
    /// `lobby` or `playing`.
    case phase = "state"
    /// The browser page's port; absent when the host serves none.
    case webPort = "web"

    /// The keys every record must carry (all but `web`).
    public static let required: [LobbyTXTKey] = allCases.filter { $0 != .webPort }
}

/// Limits the TXT codec enforces, on both sides.
public enum LobbyTXTLimits {
    /// DNS limits one TXT string to 255 bytes; SPEC §4 asks for strictly less.
    public static let maxEntryBytes = 254
    /// More entries than this in a received record is hostile; LanParty publishes seven.
    public static let maxEntries = 64
    /// DNS-SD instance names are at most 63 bytes of UTF-8.
    public static let maxLobbyNameBytes = 63
    /// Game ids are short printable ASCII.
    public static let maxGameIDBytes = 64
    /// A bound for every integer field (protocol version, players, seats).
    public static let maxCount = 9_999
}
