import Connectivity
import Foundation
import GameCore
import LanPartyRecord

/// Surviving a restart (SPEC §13): the lobby is kept in the record while it runs, and a lobby a
/// stopped host left is reopened with its game.
extension HostRuntime {
    /// Starts keeping the lobby (and, reopened, resumes its game first so the kept row names it).
    func keepLobby() async -> ProgramFailure? {
        if let recorded = resume?.game, let failure = await resumeGame(recorded) { return failure }
        guard let store = record.store else { return nil }
        let keeper = LobbyKeeper(
            store: store, lobbyID: setup.configuration.lobbyID, port: port, webPort: web?.port,
            options: KeptHostOptions(options), gameID: game?.recording?.gameID,
            openedAt: resume?.stored.openedAt ?? Date(), sink: sink)
        self.keeper = keeper
        await lobby.keepSnapshots { keeper.keep($0) }
        keeper.startHeartbeat()
        return nil
    }

    /// The game's start or end changed what a restart would reopen.
    func keepGameChange() async {
        keeper?.playing(game?.recording?.gameID)
        await lobby.keepSnapshot()
    }

    /// Rebuilds the recorded game from its journal and attaches it to the reopened lobby.
    private func resumeGame(_ recorded: RecordedGame) async -> ProgramFailure? {
        guard let descriptor = setup.offered.first(where: { $0.id == recorded.module }) else {
            return ProgramFailure(.usage, "The resumed game \(recorded.module.rawValue) is not offered by this host (--game/--games).")
        }
        guard descriptor.version == recorded.moduleVersion else {
            return ProgramFailure(
                .usage,
                "The resumed game was played with \(recorded.module.rawValue) \(recorded.moduleVersion); this build has \(descriptor.version).")
        }
        current = descriptor
        let players = Set(recorded.seats.map(\.playerID))
        let spectators = (await lobby.info.members).filter { !players.contains($0.id) }.map(\.id)
        let recording = record.resumeGame(recorded, sink: sink)
        do throws(GameResumeError) {
            game = try await HostGame.resume(
                recorded, descriptor: descriptor, spectators: descriptor.policy.supportsSpectators ? spectators : [],
                hostSeat: setup.hostSeat, hostIsBot: options.bot, localBots: Set(setup.bots.map(\.id)),
                remoteBots: await lobby.hostBotSeats, network: lobby.gameTransport, feed: feed, recording: recording)
        } catch {
            return ProgramFailure(.usage, "Cannot resume game \(recorded.id): \(error.description)")
        }
        await lobby.attachGame(game?.session)
        sink.emit(CLIEvent(
            "gameResumed", ["round": .int(recorded.round), "gameId": .int(Int(recorded.id)), "steps": .int(recorded.steps.count)],
            text: "Game \(recorded.round) resumed at step \(recorded.steps.count); waiting for the players to take their seats back."))
        if let round = game?.round { feed.yield(.game(round: round, .botsDue)) }
        return nil
    }
}
