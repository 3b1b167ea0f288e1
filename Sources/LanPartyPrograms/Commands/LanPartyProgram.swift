import Foundation
import GameCore

/// `lanhost` and `lanjoin` with the games a package chooses: everything the stock programs do
/// (options, terminal, `--json`, the web page, discovery, bots, profiles). A package's
/// `Sources/mylanhost/main.swift` is one line:
///
/// ```swift
/// await LanPartyProgram.lanhost(games: [HighCardDuel.self] + GameCatalog.stockGames)
/// ```
public enum LanPartyProgram {
    /// Runs `lanhost` with `games` on the process arguments and exits with its status. It opens on
    /// the first of `games` (unless `--game`/`--games` say otherwise); `name` is what `--help` calls
    /// it (default: the executable's file name, e.g. `highcard-lanhost`).
    public static func lanhost(
        games: [any GameModule.Type] = GameCatalog.stockGames, appVersion: String = GameCatalog.appVersion,
        name: String? = nil
    ) async -> Never {
        let lineup = GameLineup(games: games, appVersion: appVersion, programName: name ?? executableName)
        let status = await GameLineup.$current.withValue(lineup) {
            await CommandEntry.status(of: LanHostCommand.self)
        }
        exit(status)
    }

    /// Runs `lanjoin` with `games` on the process arguments and exits with its status. A lobby
    /// whose game is not among them is still played, through the host-rendered text face.
    /// `name` is what `--help` calls it (default: the executable's file name).
    public static func lanjoin(
        games: [any GameModule.Type] = GameCatalog.stockGames, appVersion: String = GameCatalog.appVersion,
        name: String? = nil
    ) async -> Never {
        let lineup = GameLineup(games: games, appVersion: appVersion, programName: name ?? executableName)
        let status = await GameLineup.$current.withValue(lineup) {
            await CommandEntry.status(of: LanJoinCommand.self)
        }
        exit(status)
    }

    /// The running executable's file name (`nil` when the process does not say).
    static var executableName: String? {
        guard let path = CommandLine.arguments.first, !path.isEmpty else { return nil }
        let name = URL(fileURLWithPath: path).lastPathComponent
        return name.isEmpty ? nil : name
    }
}
