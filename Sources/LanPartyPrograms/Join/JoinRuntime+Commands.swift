import Connectivity
import Foundation
import GameCore

/// Commands typed on the joiner's stdin.
extension JoinRuntime {
    func handleLine(_ line: String) async {
        guard let command = SessionCommand.parse(line, reportingTo: sink) else { return }
        switch command {
        case .ready: await setReady(true)
        case .unready: await setReady(false)
        case .leave, .quit: await client.leave()
        case .kick, .ban:
            sink.emit(LobbyEventFormat.error(CommandError.Code.notAllowed.rawValue, "Only the host can do that."))
        case .set(let key, let value): await request(LobbyRequest(.setSetting, key: key, value: value))
        case .start: await request(LobbyRequest(.start))
        case .again: await request(LobbyRequest(.playAgain))
        case .chooseGame(let id): await request(LobbyRequest(.chooseGame, game: id))
        case .handOver(let name):
            guard let player = memberID(named: name) else { return }
            await request(LobbyRequest(.handOver, playerId: player))
        case .sitOut(let name, let sitsOut):
            guard let player = memberID(named: name) else { return }
            await request(LobbyRequest(sitsOut ? .sitOut : .seatPlayer, playerId: player))
        case .answerClaim(let name, let allow):
            // The host refuses it (notController) unless this seat is the VIP; noClaim when nothing waits.
            guard let player = memberID(named: name) else { return }
            await request(LobbyRequest(allow ? .approveClaim : .refuseClaim, playerId: player))
        case .games, .settings, .scores:
            guard let info else { return }
            switch command {
            case .games: sink.emit(PartyEventFormat.games(info))
            case .scores: sink.emit(PartyEventFormat.scores(info, you: me))
            default:
                sink.emit(PartyEventFormat.settings(
                    info, values: settingValues(of: info), canChange: info.party?.controllerId == me, name: gameName(of: info)))
            }
        case .stats:
            sink.emit(LobbyEventFormat.error(
                "notAllowed", "The host keeps the record: its 'stats' command, or the Leaderboard in the browser page, shows it."))
        case .help: showHelp()
        case .rules: showRules()
        case .moves: await showMoves()
        case .game(let line): await play(line)
        }
    }

    /// The member called `name` (ignoring case), or an `error` event and `nil`.
    private func memberID(named name: String) -> UUID? {
        let key = PlayerNameKey(name)
        guard let id = info?.members.first(where: { PlayerNameKey($0.profile.username) == key })?.id else {
            sink.emit(LobbyEventFormat.error(CommandError.Code.unknownPlayer.rawValue, "No player named '\(name.prefix(32))'."))
            return nil
        }
        return id
    }

    /// A party-session request to the host (it refuses unless this seat is the controller).
    private func request(_ request: LobbyRequest) async {
        do throws(LobbyClientCommandError) {
            try await client.send(request)
        } catch {
            sink.emit(LobbyEventFormat.error("notJoined", notJoinedText(error)))
        }
    }

    private func setReady(_ ready: Bool) async {
        do throws(LobbyClientCommandError) {
            try await client.setReady(ready)
        } catch {
            sink.emit(LobbyEventFormat.error("notJoined", notJoinedText(error)))
        }
    }

    /// Why a lobby command cannot be carried out now.
    private func notJoinedText(_ error: LobbyClientCommandError) -> String {
        switch error {
        case .ended: "The session is over."
        case .notJoined: hostWait.isWaiting ? "The host is gone: waiting for it to come back ('quit' stops waiting)." : "Not in the lobby right now."
        }
    }

    private func play(_ line: String) async {
        if let face = renderedPlay.face, registry.descriptor(for: face.game.id) == nil {
            guard renderedPlay.isPlaying else {
                sink.emit(LobbyEventFormat.error("notAllowed", "No game is running; that is not a lobby command (try 'help')."))
                return
            }
            await playThroughFace(line, face: face)
            return
        }
        if let info, let descriptor = registry.descriptor(for: info.game.id), LocalGameCommand.answer(line, descriptor, sink: sink) { return }
        guard let store else {
            sink.emit(LobbyEventFormat.error("notAllowed", "No game is running; that is not a lobby command (try 'help')."))
            return
        }
        do throws(GameClientInputError) {
            try await store.perform(command: line)
            await showView(stateSequence: nil)
        } catch {
            sink.emit(LobbyEventFormat.error("invalidCommand", error.description))
        }
    }

    private func showMoves() async {
        if store == nil, renderedPlay.isPlaying {
            // The host has the module; this lanjoin only shows its screen.
            sink.emit(LobbyEventFormat.error(
                "notAllowed", "The host shows this game's screen here and cannot list your moves; type 'help' for its commands."))
            return
        }
        guard let store, await store.outcome == nil else {
            sink.emit(LobbyEventFormat.error("notAllowed", "No game is running: there are no moves to list."))
            return
        }
        guard role == .player, let me else {
            sink.emit(LobbyEventFormat.error("notAllowed", "You are watching: spectators have no moves."))
            return
        }
        sink.emit(ActingFormat.movesEvent(await store.legalMoves(), toAct: playersToAct, you: me, names: names))
    }

    private func showRules() {
        if let face = renderedPlay.face, registry.descriptor(for: face.game.id) == nil { return faceRules(face) }
        guard let info, let descriptor = registry.descriptor(for: info.game.id) else {
            sink.emit(LobbyEventFormat.error("notJoined", "The rules come with the lobby's game: join first."))
            return
        }
        sink.emit(GameEventFormat.rulesEvent(descriptor))
    }

    private func showHelp() {
        if let face = renderedPlay.face, registry.descriptor(for: face.game.id) == nil { return faceHelp(face) }
        guard let info, let descriptor = registry.descriptor(for: info.game.id) else {
            sink.emit(CLIEvent("help", ["text": .string(SessionCommand.helpText)], text: SessionCommand.helpText))
            return
        }
        let settings = (try? descriptor.settingValues(of: info.settings)) ?? []
        sink.emit(GameEventFormat.helpEvent(descriptor, settings: settings))
    }
}
