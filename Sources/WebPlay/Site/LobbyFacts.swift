import Connectivity
import Foundation
import GameCore

/// `/lobby.json`: what the page needs before it says `hello` (Docs/Protocol.md §9).
struct LobbyFacts: Encodable {
    var name: String
    var game: String
    var gameVersion: String
    var gameName: String
    var protocolVersion: Int
    var appVersion: String
    var isPrivate: Bool
    var phase: String
    var players: Int
    var maxPlayers: Int
    var hasWebFace: Bool
    var tcpPort: Int?
    /// `http://ADDRESS:PORT/` for each of this machine's LAN addresses (the server's own address when
    /// it is bound to one): what the page's invitation shows when the page itself was opened through
    /// loopback. Loopback appears only when nothing else can reach the server.
    var joinURLs: [String]

    init(info: LobbyInfo, descriptor: GameDescriptor?, tcpPort: Int?, joinURLs: [String]) {
        name = info.name
        game = info.game.id.rawValue
        gameVersion = info.game.version.description
        gameName = descriptor?.catalogEntry.displayName ?? info.game.id.rawValue
        protocolVersion = ProtocolVersion.current
        appVersion = WebPlaySite.appVersion
        isPrivate = info.isPrivate
        phase = info.phase.wireValue
        players = info.members.count
        maxPlayers = info.maxPlayers
        hasWebFace = descriptor?.webFace != nil
        self.tcpPort = tcpPort
        self.joinURLs = joinURLs
    }
}
