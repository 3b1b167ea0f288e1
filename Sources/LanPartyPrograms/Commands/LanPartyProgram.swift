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
    /// Runs `lanhost` with `games` on the process arguments and exits with its status.
    public static func lanhost(
        games: [any GameModule.Type] = GameCatalog.stockGames, appVersion: String = GameCatalog.appVersion
    ) async -> Never {
        let status = await GameLineup.$current.withValue(GameLineup(games: games, appVersion: appVersion)) {
            await CommandEntry.status(of: LanHostCommand.self)
        }
        exit(status)
    }

    /// Runs `lanjoin` with `games` on the process arguments and exits with its status. A lobby
    /// whose game is not among them is still played, through the host-rendered text face.
    public static func lanjoin(
        games: [any GameModule.Type] = GameCatalog.stockGames, appVersion: String = GameCatalog.appVersion
    ) async -> Never {
        let status = await GameLineup.$current.withValue(GameLineup(games: games, appVersion: appVersion)) {
            await CommandEntry.status(of: LanJoinCommand.self)
        }
        exit(status)
    }
}
