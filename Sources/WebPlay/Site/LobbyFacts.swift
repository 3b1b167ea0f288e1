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
    /// Every game the lobby offers (the chosen one too), with what a page shows of it.
    var games: [OfferedGameFacts]
    /// The chosen game's settings, key to value as `set` takes them.
    var settings: [String: String]
    /// `http://ADDRESS:PORT/` for each of this machine's LAN addresses (the server's own address when
    /// it is bound to one): what the page's invitation shows when the page itself was opened through
    /// loopback. Loopback appears only when nothing else can reach the server.
    var joinURLs: [String]

    init(
        info: LobbyInfo, descriptor: GameDescriptor?, site: [GameID: GameDescriptor], tcpPort: Int?, joinURLs: [String]
    ) {
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
        let offered = info.party?.games.map(\.game.id) ?? [info.game.id]
        games = offered.compactMap { id in site[id].map(OfferedGameFacts.init) }
        let values = (try? descriptor?.settingValues(of: info.settings)) ?? []
        settings = Dictionary(values.map { ($0.descriptor.key, $0.value) }) { first, _ in first }
    }
}

/// One offered game in `/lobby.json`: its name, seats, rules, face and settings schema.
struct OfferedGameFacts: Encodable {
    var id: String
    var version: String
    var name: String
    var minPlayers: Int
    var maxPlayers: Int
    var spectators: Bool
    var hasWebFace: Bool
    var hasBigScreenFace: Bool
    var rules: String
    var settingsSchema: SettingsSchemaDocument

    init(_ descriptor: GameDescriptor) {
        id = descriptor.id.rawValue
        version = descriptor.version.description
        name = descriptor.catalogEntry.displayName
        minPlayers = descriptor.policy.playerRange.lowerBound
        maxPlayers = descriptor.policy.playerRange.upperBound
        spectators = descriptor.policy.supportsSpectators
        hasWebFace = descriptor.webFace != nil
        hasBigScreenFace = descriptor.bigScreenFace != nil
        rules = descriptor.webRulesText
        settingsSchema = descriptor.settingsSchema
    }
}
