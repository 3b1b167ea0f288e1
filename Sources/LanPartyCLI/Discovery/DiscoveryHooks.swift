import Connectivity
import Foundation
import GameCore

/// What a host publishes about its lobby (SPEC §4 TXT record; never any passcode material).
public struct LobbyListing: Sendable, Hashable {
    /// The instance name (the lobby name).
    public var name: String
    /// The TCP port players connect to.
    public var port: Int
    /// The game and its module version.
    public var game: GameVersionInfo
    /// Player seats taken.
    public var players: Int
    /// Player seats in all.
    public var maxPlayers: Int
    /// Whether a passcode is needed.
    public var isPrivate: Bool
    /// `lobby` or `playing`.
    public var phase: LobbyPhase

    /// The listing of a lobby as it is now.
    public init(_ info: LobbyInfo, port: Int) {
        name = info.name
        self.port = port
        game = info.game
        players = info.players.count
        maxPlayers = info.maxPlayers
        isPrivate = info.isPrivate
        phase = info.phase
    }
}

/// Publishes a hosted lobby on the network (Avahi). `lanhost` starts one unless `--no-discovery`.
public protocol LobbyAdvertiser: Sendable {
    /// Publishes the lobby; throws ``ProgramFailure`` (status ``ExitStatus/discoveryUnavailable``)
    /// when there is no daemon to publish with.
    func publish(_ listing: LobbyListing) async throws(ProgramFailure)
    /// Updates the published record (players, state).
    func update(_ listing: LobbyListing) async
    /// Withdraws the record.
    func withdraw() async
}

/// A lobby found on the network.
public struct DiscoveredLobby: Sendable, Hashable {
    /// The instance name.
    public var name: String
    /// The resolved address to connect to.
    public var host: String
    /// The resolved port.
    public var port: Int
    /// The game and its module version, from the TXT record.
    public var game: GameVersionInfo?
    /// Player seats taken.
    public var players: Int?
    /// Player seats in all.
    public var maxPlayers: Int?
    /// Whether a passcode is needed.
    public var isPrivate: Bool
    /// `lobby` or `playing`.
    public var phase: String?

    /// Creates a discovered lobby.
    public init(
        name: String, host: String, port: Int, game: GameVersionInfo?, players: Int?, maxPlayers: Int?,
        isPrivate: Bool, phase: String?
    ) {
        self.name = name
        self.host = host
        self.port = port
        self.game = game
        self.players = players
        self.maxPlayers = maxPlayers
        self.isPrivate = isPrivate
        self.phase = phase
    }
}

/// A change seen while browsing.
public enum LobbyBrowseChange: Sendable, Hashable {
    /// A lobby appeared or its record changed.
    case updated(DiscoveredLobby)
    /// A lobby disappeared.
    case removed(name: String)
}

/// Finds lobbies on the network (Avahi). `lanjoin --lobby` and `--list` use one.
public protocol LobbyBrowsing: Sendable {
    /// Every change as it happens, until the task is cancelled; throws ``ProgramFailure`` (status
    /// ``ExitStatus/discoveryUnavailable``) when there is no daemon to browse with.
    func changes() async throws(ProgramFailure) -> AsyncStream<LobbyBrowseChange>
}

/// Where the programs get their discovery parts. The Avahi-backed ``LobbyAdvertiser`` and
/// ``LobbyBrowsing`` live on another branch; until they are merged these return `nil`, and the
/// programs say that discovery is not available in this build.
public enum DiscoveryHooks {
    /// The advertiser `lanhost` publishes with, or `nil` when this build has none.
    public static func makeAdvertiser() -> (any LobbyAdvertiser)? { nil }

    /// The browser `lanjoin --lobby/--list` uses, or `nil` when this build has none.
    public static func makeBrowser() -> (any LobbyBrowsing)? { nil }

    /// The message for a build without discovery.
    public static let unavailableMessage =
        "discovery not available in this build yet; use --connect HOST:PORT (and lanhost --no-discovery)"
}
