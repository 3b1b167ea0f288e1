import Foundation
import GameCore

/// Client -> host, first message on a connection: who I am and what I can play.
public struct Hello: WireMessage {
    public static let messageType = "hello"
    public static let knownFields: Set<String> = [
        "protocolVersion", "appVersion", "games", "profile", "resumeToken", "spectate", "acceptsRenderedFace",
        "hostBot", "reclaimSeat", "screen",
    ]
    /// The client's ``ProtocolVersion``.
    public var protocolVersion: Int
    /// The client's application version, informational (logged, never compared), by convention
    /// `name/major.minor.patch`; a host refuses one that is not ``isValidAppVersion(_:)``.
    public var appVersion: String
    /// The games (and versions) the client has registered.
    public var games: [GameVersionInfo]
    /// The joining player.
    public var profile: PlayerProfile
    /// A token from an earlier `joinAccepted`, to take back a held seat.
    public var resumeToken: String?
    /// Asks for a spectator seat rather than a player seat.
    public var spectate: Bool?
    /// `true`: when ``games`` lacks the lobby's game, seat me anyway and let me play it through the
    /// host-rendered face (Docs/Protocol.md "Host-rendered face"). Absent or `false`: refuse me as
    /// `unknownGame`.
    public var acceptsRenderedFace: Bool?
    /// With the host-rendered face: `true` asks the host to play this seat with the module's bot.
    public var hostBot: Bool?
    /// `true`: "That's me". When ``profile``'s name is that of a member whose seat is held while it
    /// is away, take that seat over (same player id, a new token) instead of being refused as
    /// `nameHeld`. Ignored for any other name; a host that turned reclaiming off refuses as `nameTaken`.
    public var reclaimSeat: Bool?
    /// `true`: a big screen (a TV showing the room the game, Docs/Protocol.md "Screens"). It takes
    /// no seat and counts in no limit of players or spectators; it gets what a spectator gets. Its
    /// ``profile`` is checked but not used.
    public var screen: Bool?

    /// Creates a hello.
    public init(
        protocolVersion: Int = ProtocolVersion.current, appVersion: String, games: [GameVersionInfo],
        profile: PlayerProfile, resumeToken: String? = nil, spectate: Bool? = nil,
        acceptsRenderedFace: Bool? = nil, hostBot: Bool? = nil, reclaimSeat: Bool? = nil, screen: Bool? = nil
    ) {
        self.screen = screen
        self.reclaimSeat = reclaimSeat
        self.acceptsRenderedFace = acceptsRenderedFace
        self.hostBot = hostBot
        self.protocolVersion = protocolVersion
        self.appVersion = appVersion
        self.games = games
        self.profile = profile
        self.resumeToken = resumeToken
        self.spectate = spectate
    }

    /// The categories of scalars an ``appVersion`` must not contain.
    private static let unprintable: Set<Unicode.GeneralCategory> = [.control, .format, .lineSeparator, .paragraphSeparator]

    /// The most Unicode scalars (code points) an ``appVersion`` may have.
    public static let maximumAppVersionLength = 64

    /// Whether `appVersion` is 1 to ``maximumAppVersionLength`` Unicode scalars, all printable: none
    /// a control (general category Cc: U+0000-U+001F, U+007F-U+009F), format (Cf: zero-width and
    /// bidirectional marks) or line or paragraph separator (Zl, Zp) character. The host logs it.
    public static func isValidAppVersion(_ appVersion: String) -> Bool {
        var count = 0
        for scalar in appVersion.unicodeScalars {
            count += 1
            guard count <= maximumAppVersionLength else { return false }
            guard !Self.unprintable.contains(scalar.properties.generalCategory) else { return false }
        }
        return count > 0
    }
}

/// Host -> client, private lobbies only: prove you know the passcode.
public struct Challenge: WireMessage {
    public static let messageType = "challenge"
    public static let knownFields: Set<String> = ["lobbyId", "kdf", "iterations", "salt", "nonce"]
    /// The lobby being joined; bound into the proof.
    @WireID public var lobbyId: UUID
    /// The key derivation, `pbkdf2-sha256` in version 1.
    public var kdf: String
    /// KDF work factor.
    public var iterations: Int
    /// Per-lobby salt, lowercase hex.
    public var salt: String
    /// Fresh host nonce for this connection, lowercase hex.
    public var nonce: String

    /// Creates a challenge.
    public init(lobbyId: UUID, kdf: String, iterations: Int, salt: String, nonce: String) {
        self.lobbyId = lobbyId
        self.kdf = kdf
        self.iterations = iterations
        self.salt = salt
        self.nonce = nonce
    }
}

/// Client -> host: the proof of knowledge of the passcode.
public struct ChallengeResponse: WireMessage {
    public static let messageType = "challengeResponse"
    public static let knownFields: Set<String> = ["nonce", "proof"]
    /// Fresh client nonce, lowercase hex.
    public var nonce: String
    /// HMAC-SHA256 proof, lowercase hex (see Docs/Protocol.md).
    public var proof: String

    /// Creates a response.
    public init(nonce: String, proof: String) {
        self.nonce = nonce
        self.proof = proof
    }
}

/// The kind of seat a participant holds.
public enum SeatRole: WireEnum {
    /// Plays the game.
    case player
    /// Watches; sees the public view only.
    case spectator
    /// A big screen: no seat, no name, in no roster; sees what a spectator sees (only ever in
    /// `joinAccepted`).
    case screen
    /// A role from a newer build.
    case unknown(String)

    public static let knownCases: [SeatRole] = [.player, .spectator, .screen]
    public var wireValue: String {
        switch self {
        case .player: "player"
        case .spectator: "spectator"
        case .screen: "screen"
        case .unknown(let value): value
        }
    }
}

/// Host -> client: you are in.
public struct JoinAccepted: PayloadCarrying {
    public static let messageType = "joinAccepted"
    public static let knownFields: Set<String> = ["lobby", "playerId", "resumeToken", "role", "resumed"]
    /// The lobby as it is now (its settings snapshot travels as the payload).
    public var lobby: LobbyInfo
    /// The id the host knows this participant by.
    @WireID public var playerId: UUID
    /// A fresh token to resume this seat after a disconnect; rotated on every resume.
    public var resumeToken: String
    /// Player or spectator.
    public var role: SeatRole
    /// Whether this took back a held seat.
    public var resumed: Bool

    /// The settings snapshot bytes.
    public var payload: Data {
        get { lobby.settings }
        set { lobby.settings = newValue }
    }

    /// Creates an acceptance.
    public init(lobby: LobbyInfo, playerId: UUID, resumeToken: String, role: SeatRole, resumed: Bool) {
        self.lobby = lobby
        self.playerId = playerId
        self.resumeToken = resumeToken
        self.role = role
        self.resumed = resumed
    }
}

/// Host -> client: you are not in; the connection closes after this.
public struct JoinRejected: WireMessage {
    public static let messageType = "joinRejected"
    public static let knownFields: Set<String> = ["reason", "message", "retryAfterSeconds", "game"]
    /// The machine-readable reason.
    public var reason: JoinRejectionReason
    /// A sentence for people, e.g. "Unsupported Game Version".
    public var message: String
    /// For `tooManyAttempts`: when a new attempt may succeed.
    public var retryAfterSeconds: Double?
    /// The lobby's game and version (public, like the TXT record's `game` and `gv`): a client that
    /// connected by address learns what to offer in its next `hello`. Optional; older hosts omit it.
    public var game: GameVersionInfo?

    /// Creates a rejection.
    public init(
        reason: JoinRejectionReason, message: String, retryAfterSeconds: Double? = nil, game: GameVersionInfo? = nil
    ) {
        self.reason = reason
        self.message = message
        self.retryAfterSeconds = retryAfterSeconds
        self.game = game
    }
}
