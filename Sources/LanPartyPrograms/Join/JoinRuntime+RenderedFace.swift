import Connectivity
import Foundation
import GameCore

/// What `lanjoin` knows of a game it lacks and plays through the host-rendered face.
struct RenderedPlay: Sendable {
    /// The host's description of the face (`nil`: the local module plays, or not joined yet).
    var face: RenderedFace?
    /// The last `gameCommand` sequence sent.
    var sequence: UInt64 = 0
    /// A game is running (a `gameStarted` or `renderedView` came, and no `gameOver` since).
    var isPlaying = false
    /// The game for which the words "the host shows you its screen" were said last.
    var toldGame: GameID?
}

/// The host-rendered face on the joiner (Docs/Protocol.md "Host-rendered face", Docs/CLI.md): the
/// host's screen is shown as it comes, and game commands go to the host as typed.
extension JoinRuntime {
    /// Whether a game is running, with a local module or through the host-rendered face.
    var gameIsRunning: Bool { store != nil || renderedPlay.isPlaying }

    /// `renderedFace`: said once in words; with `--bot`, whether the host plays the seat.
    func faceOffered(_ face: RenderedFace) {
        renderedPlay.face = face
        // The title names the game now that the host said its name (the roster came first).
        if let info { drawLiveLobby(info) }
        // Said once per game: again after the party's game changed, not on every resume.
        guard renderedPlay.toldGame != face.game.id else { return }
        renderedPlay.toldGame = face.game.id
        let text = "This lobby plays \(face.name), which this lanjoin does not have; "
            + "the host shows you its screen and reads your commands."
        sink.emit(CLIEvent(
            "renderedFace",
            [
                "game": .string(face.game.id.rawValue), "gameVersion": .string(face.game.version.description),
                "name": .string(face.name), "hostBot": .bool(face.hostBot), "message": .string(text),
            ],
            text: text))
        if options.bot {
            if face.hostBot {
                sink.show("The host plays your seat with \(face.name)'s computer player (--bot).")
            } else {
                sink.emit(LobbyEventFormat.error(
                    "noBot",
                    "\(face.name) has no computer player on the host, so --bot cannot play it here: "
                        + "type its commands instead ('help' lists them)."))
            }
        }
    }

    /// `gameStarted` for a game played through the face.
    func faceGameStarted(_ start: StartGame) {
        round = start.round
        renderedPlay.isPlaying = true
        sink.emit(LobbyEventFormat.gameStarted(start, names: names))
    }

    /// `renderedView`: the host's screen for this seat.
    func faceViewArrived(_ view: RenderedView) async {
        if view.round > round { round = view.round }
        guard view.round == round else { return }
        renderedPlay.isPlaying = true
        showEventLines(view.events, round: view.round)
        let you = role == .player && inGame ? me : nil
        var fields = ActingFormat.fields(view.playersToAct, you: you, names: names)
        fields["round"] = .int(view.round)
        fields["stateSequence"] = .int(Int(clamping: view.stateSequence))
        fields["lastAppliedAction"] = .int(Int(clamping: view.lastAppliedAction))
        fields["text"] = .string(view.text)
        // Whom the game waits for, said as for a game this lanjoin has (the face leaves it to us).
        let waiting = ActingFormat.waitingText(view.playersToAct, you: you, names: names)
        let event = CLIEvent("renderedView", fields, text: "\n" + view.text + (waiting.isEmpty ? "" : "\n" + waiting))
        // The live screen shows the text as the face and the turn on its status line, not as events.
        if let live = sink.live {
            live.face(view.text, game: renderedPlay.face?.game.id)
            live.show(CLIEvent("state", [:], text: waiting))
        } else {
            sink.emit(event)
        }
        io.terminal?.showed(view.text, game: renderedPlay.face?.game.id)
        await runWaitingLines()
    }

    /// `commandAnswer`: the host's answer to a local command (not a move).
    func faceAnswered(_ answer: CommandAnswer) {
        sink.emit(CLIEvent(
            "commandAnswer", ["sequence": .int(Int(clamping: answer.sequence)), "text": .string(answer.text)],
            text: answer.text))
    }

    /// A game command typed while playing through the face: sent to the host as it is.
    func playThroughFace(_ line: String, face: RenderedFace) async {
        guard !face.hostBot else {
            sink.emit(LobbyEventFormat.error("notAllowed", "The host plays your seat (--bot); commands are not taken."))
            return
        }
        guard line.utf8.count <= RenderedFaceLimits.maximumLineBytes else {
            sink.emit(LobbyEventFormat.error(
                "invalidCommand", "That command is too long (at most \(RenderedFaceLimits.maximumLineBytes) bytes)."))
            return
        }
        let sequence = renderedPlay.sequence + 1
        do throws(LobbyClientCommandError) {
            try await client.send(GameCommand(sequence: sequence, line: line))
            renderedPlay.sequence = sequence
        } catch {
            sink.emit(LobbyEventFormat.error("notJoined", "Not connected to the host right now; type it again once back."))
        }
    }

    /// The lobby game's settings with their values: from the module when this build has it, else
    /// from the host's `renderedFace` (schema and values) when it describes that game.
    func settingValues(of info: LobbyInfo) -> [SettingValue] {
        if let descriptor = registry.descriptor(for: info.game.id) { return (try? descriptor.settingValues(of: info.settings)) ?? [] }
        guard let face = renderedPlay.face, face.game.id == info.game.id else { return [] }
        return face.settings?.settingValues ?? []
    }

    /// The name people see for the lobby's game: the module's, the host-rendered face's, the party's
    /// list, and the id only when nobody said.
    func gameName(of info: LobbyInfo) -> String {
        if let descriptor = registry.descriptor(for: info.game.id) { return descriptor.catalogEntry.displayName }
        if let face = renderedPlay.face, face.game.id == info.game.id { return face.name }
        return info.party?.games.first { $0.game.id == info.game.id }?.name ?? info.game.id.rawValue
    }

    /// `help` through the face: the lobby commands and the game's commands as the host described them.
    func faceHelp(_ face: RenderedFace) {
        var lines = [SessionCommand.helpText, "\(face.name) commands (the host reads them):"]
        let width = face.commands.map(\.syntax.count).max() ?? 0
        for command in face.commands {
            let lead = "  " + command.syntax.padding(toLength: width + 3, withPad: " ", startingAt: 0)
            lines += TextWrap.hanging(lead, command.summary)
        }
        lines.append("  rules".padding(toLength: width + 5, withPad: " ", startingAt: 0) + "How to play")
        let settings = face.settings?.settingValues ?? []
        if !settings.isEmpty {
            lines.append("Settings (set KEY=VALUE, host or VIP only):")
            for setting in settings {
                let lead = "  \(setting.descriptor.key)=\(setting.value)   "
                lines += TextWrap.hanging(lead, "\(setting.descriptor.summary) [\(setting.descriptor.allowedValues)]")
            }
        }
        let text = lines.joined(separator: "\n")
        sink.emit(CLIEvent("help", ["text": .string(text)], text: text))
    }

    /// `rules` through the face: the host's rules text.
    func faceRules(_ face: RenderedFace) {
        var lines = ["\(face.name): how to play"]
        for paragraph in face.rules.components(separatedBy: "\n\n") {
            let words = paragraph.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            lines += [""] + TextWrap.hanging("", words)
        }
        let text = lines.joined(separator: "\n")
        sink.emit(CLIEvent("rules", ["game": .string(face.game.id.rawValue), "text": .string(text)], text: text))
    }
}
