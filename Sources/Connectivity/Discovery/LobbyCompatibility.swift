import GameCore

/// Whether this build can join a discovered lobby.
public enum LobbyCompatibility: Hashable, Sendable, CustomStringConvertible {
    /// Same protocol version, a game this build has at a compatible version.
    case joinable
    /// The lobby speaks another protocol version (`nil`: its `v` key is missing or unreadable).
    case protocolMismatch(advertised: Int?)
    /// The lobby plays a game this build does not have.
    case unsupportedGame(GameID)
    /// This build has the game, but at a version that cannot play with the lobby's.
    case gameVersionMismatch(advertised: SemanticVersion, supported: SemanticVersion)
    /// The TXT record is not a valid lobby advertisement.
    case malformedAdvertisement(LobbyTXTError)

    /// True only for ``joinable``.
    public var isJoinable: Bool {
        switch self {
        case .joinable: true
        case .protocolMismatch, .unsupportedGame, .gameVersionMismatch, .malformedAdvertisement: false
        }
    }

    /// A short code for logs and JSON output.
    public var code: String {
        switch self {
        case .joinable: "joinable"
        case .protocolMismatch: "protocolMismatch"
        case .unsupportedGame: "unsupportedGame"
        case .gameVersionMismatch: "gameVersionMismatch"
        case .malformedAdvertisement: "malformedAdvertisement"
        }
    }

    /// A sentence for people.
    public var description: String {
        switch self {
        case .joinable: "joinable"
        case .protocolMismatch(let advertised):
            "protocol version \(advertised.map(String.init) ?? "unknown") (this build speaks \(ProtocolVersion.current))"
        case .unsupportedGame(let game): "game \(game) is not installed"
        case .gameVersionMismatch(let advertised, let supported):
            "Unsupported Game Version: lobby runs \(advertised), this build has \(supported)"
        case .malformedAdvertisement(let error): "unreadable advertisement: \(error)"
        }
    }

    /// Decides compatibility from a received TXT record. The protocol version is judged first (a newer
    /// protocol may change the other keys), then the advertisement, then the game and its version.
    public static func evaluate(
        fields: [String: String], advertisement: Result<LobbyAdvertisement, LobbyTXTError>,
        supportedGames: [GameVersionInfo], protocolVersion: Int = ProtocolVersion.current
    ) -> LobbyCompatibility {
        let advertisedProtocol = fields[LobbyTXTKey.protocolVersion.rawValue].flatMap { Int($0) }
        guard advertisedProtocol == protocolVersion else { return .protocolMismatch(advertised: advertisedProtocol) }
        switch advertisement {
        case .failure(let error):
            return .malformedAdvertisement(error)
        case .success(let lobby):
            guard let ours = supportedGames.first(where: { $0.id == lobby.game }) else {
                return .unsupportedGame(lobby.game)
            }
            guard ours.version.isCompatible(with: lobby.gameVersion) else {
                return .gameVersionMismatch(advertised: lobby.gameVersion, supported: ours.version)
            }
            return .joinable
        }
    }
}
