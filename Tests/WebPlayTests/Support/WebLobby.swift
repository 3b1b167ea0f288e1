import Connectivity
import Foundation
import GameCore
import WebPlay

/// A lobby (in this process) with its web server on loopback, for tests of the WebSocket transport.
struct WebLobby {
    static let game = GameVersionInfo(id: GameID(rawValue: "tally"), version: SemanticVersion(1, 0, 0))
    static let lobbyID = UUID(uuidString: "00000000-0000-4000-8000-0000000000AB")!

    let lobby: LobbyHost
    let web: WebPlayServer
    /// The lobby's TCP port.
    let tcpPort: Int

    var port: Int { web.port }

    /// Starts a lobby (private with `passcode`) and its web server, offering `games` to the page.
    static func start(
        passcode: String? = nil, games: [GameDescriptor] = [], limits: WebPlayLimits = WebPlayLimits(),
        connectionLimits: LobbyConnectionLimits = LobbyConnectionLimits()
    ) async throws -> WebLobby {
        let configuration = LobbyHostConfiguration(
            lobbyID: lobbyID, name: "Web Test", game: game,
            hostProfile: PlayerProfile(id: UUID(), username: "Host"),
            policy: LobbySeatPolicy(minPlayers: 2, maxPlayers: 4), connectionLimits: connectionLimits)
        let transport = TransportConfiguration()
        // A low work factor: these tests are about the transport, not the KDF.
        let lobby = try LobbyHost(configuration: configuration, passcode: passcode, passcodeIterations: 1_000, transport: transport)
        let tcpPort = try await lobby.listen(host: "127.0.0.1", port: 0)
        let site = WebPlaySite(lobby: lobby, transport: transport, games: games, tcpPort: tcpPort)
        let web = try await WebPlayServer.start(
            site: site, host: "127.0.0.1", port: 0, group: transport.eventLoopGroup, limits: limits)
        return WebLobby(lobby: lobby, web: web, tcpPort: tcpPort)
    }

    func stop() async {
        await web.stop()
        await lobby.shutDown()
    }

    static func hello(_ profile: PlayerProfile, token: String? = nil) -> Message {
        .hello(Hello(appVersion: "webplay-tests", games: [game], profile: profile, resumeToken: token))
    }
}
