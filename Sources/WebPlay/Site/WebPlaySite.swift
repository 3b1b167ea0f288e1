import Connectivity
import Foundation
import GameCore

/// What the web server serves: its bundled page, the lobby it seats browsers in, and the games'
/// faces.
public struct WebPlaySite: Sendable {
    /// The lobby browsers join (through ``LobbyHost/adopt(_:)``).
    public var lobby: LobbyHost
    /// Limits and backlog of every browser connection (the lobby's own).
    public var transport: TransportConfiguration
    /// The games this build knows: their web faces, or their terminal faces for the generic one.
    public var games: [GameID: GameDescriptor]
    /// The TCP port `lanjoin --connect` uses, shown on the page for people with a terminal.
    public var tcpPort: Int?
    /// `/record.json?game=ID`: the host's record for the page's Leaderboard (SPEC §13), as JSON
    /// bytes (Docs/Protocol.md §9); `nil` when the host does not record.
    public var record: (@Sendable (GameID) -> Data)?
    /// `/replay.json?id=ID&seat=PLAYER&step=K`: one moment of a finished recorded game as one seat
    /// saw it, for the page's replay viewer (Docs/Protocol.md §9); `nil` when the host does not record.
    public var replay: (@Sendable (_ game: Int64, _ seat: String?, _ step: Int?) -> Data)?
    /// The operator's `/metrics` and `/host` (``WebPlayMonitor``); `nil`: both are 404.
    public var monitor: WebPlayMonitor?

    /// Describes a site.
    public init(lobby: LobbyHost, transport: TransportConfiguration, games: [GameDescriptor], tcpPort: Int?) {
        self.lobby = lobby
        self.transport = transport
        self.games = Dictionary(games.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.tcpPort = tcpPort
    }

    /// The version the page puts in `hello.appVersion`.
    public static let appVersion = "lanparty-web/0.1.0"
}
