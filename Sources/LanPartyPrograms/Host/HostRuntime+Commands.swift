import Connectivity
import Foundation
import GameCore
import LanPartyRecord

/// Commands typed on the host's stdin.
extension HostRuntime {
    func handleLine(_ line: String) async {
        guard let command = SessionCommand.parse(line, reportingTo: sink) else { return }
        do throws(LobbyCommandError) {
            try await perform(command)
        } catch {
            sink.emit(LobbyCommandText.event(error, names: names))
        }
    }

    private func perform(_ command: SessionCommand) async throws(LobbyCommandError) {
        switch command {
        case .ready: try await lobby.setReady(true)
        case .unready: try await lobby.setReady(false)
        case .set(let key, let value): try await changeSetting("\(key)=\(value)")
        case .kick(let name, let reason):
            guard let player = member(named: name) else { return }
            try await lobby.kick(player, reason: reason)
        case .ban(let name):
            guard let player = member(named: name) else { return }
            try await lobby.ban(player)
        case .start: try await lobby.startGame()
        case .again: try await lobby.playAgain()
        case .leave, .quit: exitStatus = .success
        case .help: showHelp()
        case .rules: sink.emit(GameEventFormat.rulesEvent(current))
        case .moves: await showMoves()
        case .chooseGame(let id): try await lobby.chooseGame(GameID(rawValue: id))
        case .games: sink.emit(PartyEventFormat.games(await lobby.info))
        case .settings:
            let info = await lobby.info
            sink.emit(PartyEventFormat.settings(info, values: settingValues(info.settings), canChange: true))
        case .scores: sink.emit(PartyEventFormat.scores(await lobby.info, you: setup.hostSeat))
        case .handOver(let name):
            guard let player = member(named: name) else { return }
            try await lobby.handController(to: player)
        case .sitOut(let name, let sitsOut):
            guard let player = member(named: name) else { return }
            try await lobby.setSittingOut(player, sitsOut)
        case .answerClaim(let name, let allow):
            guard let seat = claimedSeat(named: name) else { return }
            try await lobby.answerSeatClaim(seat, allow: allow)
        case .stats: showStats()
        case .game(let line): await play(line)
        }
    }

    /// The seat of `name` (compared as the lobby compares names, ``PlayerNameKey``), or an `error`.
    private func claimedSeat(named name: String) -> UUID? {
        let key = PlayerNameKey(name)
        guard let seat = info?.members.first(where: { PlayerNameKey($0.profile.username) == key })?.id else {
            sink.emit(LobbyEventFormat.error(CommandError.Code.unknownPlayer.rawValue, "No player named '\(name.prefix(32))'."))
            return nil
        }
        return seat
    }

    /// The leaderboard of the game chosen now, from the record.
    private func showStats() {
        guard let store = record.store else {
            sink.emit(LobbyEventFormat.error("notRecording", "This session does not record games (--no-record, or the record could not be opened)."))
            return
        }
        do throws(RecordError) {
            let board = try store.leaderboard(module: current.id)
            guard !board.standings.isEmpty else {
                sink.show("No finished \(current.catalogEntry.displayName) games in the record yet.")
                return
            }
            sink.emit(RecordText.leaderboard(board, module: current.id, names: try store.names(), avatars: try store.avatars()))
        } catch {
            sink.emit(LobbyEventFormat.error(error.code.rawValue, error.message))
        }
    }

    private func changeSetting(_ assignment: String) async throws(LobbyCommandError) {
        let snapshot = await lobby.info.settings
        let updated: Data
        do throws(SettingsError) {
            updated = try current.applying(assignment, to: snapshot)
        } catch {
            var message = error.description
            if case .unknownKey = error {
                message += " Settings: \(current.settingDescriptors.map(\.key).joined(separator: ", "))."
            }
            sink.emit(LobbyEventFormat.error("invalidSetting", message))
            return
        }
        // A settings change clears every ready flag; the host's automatic seats take theirs back when
        // the new settings revision reaches `handleLobby` (as after the VIP's changes).
        try await lobby.updateSettings(updated)
    }

    /// The member with this name (case-insensitive), or an `error` event when there is none or several.
    private func member(named name: String) -> UUID? {
        let matches = (info?.members ?? []).filter { $0.profile.username.lowercased() == name.lowercased() }
        guard matches.count == 1 else {
            let problem = matches.isEmpty ? "No player named '\(name.prefix(32))'." : "Several players are named '\(name.prefix(32))'."
            sink.emit(LobbyEventFormat.error(CommandError.Code.unknownPlayer.rawValue, problem))
            return nil
        }
        return matches[0].id
    }

    private func play(_ line: String) async {
        if LocalGameCommand.answer(line, current, sink: sink) { return }
        guard let game, let store = game.hostStore else {
            let problem = game == nil ? "No game is running; that is not a lobby command (try 'help')." : "You have no seat in this game."
            sink.emit(LobbyEventFormat.error("notAllowed", problem))
            return
        }
        do throws(GameClientInputError) {
            try await store.perform(command: line)
            await showHostSeat(store, round: game.round, stateSequence: nil)
        } catch {
            sink.emit(LobbyEventFormat.error("invalidCommand", error.description))
        }
    }

    private func showMoves() async {
        guard let game, let store = game.hostStore, let seat = game.hostSeat else {
            let problem = game == nil ? "No game is running: there are no moves to list." : "You have no seat in this game."
            sink.emit(LobbyEventFormat.error("notAllowed", problem))
            return
        }
        sink.emit(ActingFormat.movesEvent(await store.legalMoves(), toAct: playersToAct, you: seat, names: names))
    }

    private func showHelp() {
        let settings = settingValues(info?.settings ?? setup.configuration.settings)
        sink.emit(GameEventFormat.helpEvent(current, settings: settings))
    }
}
