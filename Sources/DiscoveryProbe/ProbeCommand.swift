import Connectivity
import GameCore

/// What the probe was asked to do.
enum ProbeCommand {
    /// Publish this lobby; stdin takes `update KEY=VALUE...` and `stop`.
    case publish(LobbyAdvertisement)
    /// Browse, judging lobbies against these games; stdin takes `stop`.
    case browse([GameVersionInfo])

    /// Why the command line was rejected.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    static let usage = """
        usage: lanparty-discovery-probe publish --name NAME --port N [--game ID] [--gv VERSION]
                   [--players N] [--max N] [--private] [--state lobby|playing] [--protocol N]
               lanparty-discovery-probe browse [--supports ID=VERSION]...
        Prints one JSON object per line. Publish reads `update KEY=VALUE...` (keys: name, port, game,
        gv, players, max, private, state) and `stop` from stdin; browse reads `stop`. EOF stops too.
        Exit codes: 0 stopped, 2 usage, 6 discovery unavailable, 1 other failure.
        """

    /// Parses the command line (without the program name).
    init(_ arguments: [String]) throws(UsageError) {
        guard let verb = arguments.first else { throw UsageError(description: Self.usage) }
        var options: [(String, String?)] = []
        var rest = arguments.dropFirst()[...]
        while let flag = rest.popFirst() {
            guard flag.hasPrefix("--") else { throw UsageError(description: "unexpected argument \(flag)") }
            if flag == "--private" {
                options.append((flag, nil))
            } else {
                guard let value = rest.popFirst() else { throw UsageError(description: "\(flag) needs a value") }
                options.append((flag, value))
            }
        }
        switch verb {
        case "publish": self = .publish(try Self.advertisement(options))
        case "browse": self = .browse(try Self.games(options))
        default: throw UsageError(description: Self.usage)
        }
    }

    private static func advertisement(_ options: [(String, String?)]) throws(UsageError) -> LobbyAdvertisement {
        var lobby = LobbyAdvertisement(
            lobbyName: "", port: 0, game: "crazy-eights", gameVersion: SemanticVersion(1, 0, 0), players: 1,
            maxPlayers: 4)
        for (flag, value) in options {
            try apply(key: String(flag.dropFirst(2)), value: value ?? "1", to: &lobby)
        }
        return lobby
    }

    /// Applies `key=value` (command-line flag or stdin `update`) to an advertisement.
    static func apply(key: String, value: String, to lobby: inout LobbyAdvertisement) throws(UsageError) {
        func number(_ text: String) throws(UsageError) -> Int {
            guard let number = Int(text) else { throw UsageError(description: "\(key) needs a number, got \(text)") }
            return number
        }
        switch key {
        case "name": lobby.lobbyName = value
        case "port": lobby.port = UInt16(clamping: try number(value))
        case "game": lobby.game = GameID(rawValue: value)
        case "gv":
            guard let version = SemanticVersion(value) else { throw UsageError(description: "bad version \(value)") }
            lobby.gameVersion = version
        case "players": lobby.players = try number(value)
        case "max": lobby.maxPlayers = try number(value)
        case "private": lobby.isPrivate = value == "1" || value == "true"
        case "state": lobby.phase = LobbyPhase(wireValue: value)
        case "protocol": lobby.protocolVersion = try number(value)
        default: throw UsageError(description: "unknown key \(key)")
        }
    }

    private static func games(_ options: [(String, String?)]) throws(UsageError) -> [GameVersionInfo] {
        var games: [GameVersionInfo] = []
        for (flag, value) in options {
            guard flag == "--supports", let value, let separator = value.firstIndex(of: "="),
                let version = SemanticVersion(String(value[value.index(after: separator)...]))
            else { throw UsageError(description: "browse takes --supports ID=VERSION") }
            games.append(GameVersionInfo(id: GameID(rawValue: String(value[..<separator])), version: version))
        }
        return games.isEmpty ? [GameVersionInfo(id: "crazy-eights", version: SemanticVersion(1, 0, 0))] : games
    }
}
