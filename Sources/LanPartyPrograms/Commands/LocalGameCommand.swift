import GameCore

/// Game commands that a program answers itself, without a move (``GameModule/localAnswer(to:)``,
/// e.g. Quortex's `show 7`): shared by lanhost and lanjoin.
enum LocalGameCommand {
    /// Prints the answer to `line` when it is one of the game's local commands (an `answer` event
    /// with the text, or the command's error) and returns `true`; `false` when `line` is a move.
    static func answer(_ line: String, _ descriptor: GameDescriptor, sink: EventSink) -> Bool {
        do throws(GameCommandError) {
            guard let text = try descriptor.localAnswer(line) else { return false }
            sink.emit(CLIEvent("answer", ["command": .string(line), "text": .string(text)], text: text))
        } catch {
            sink.emit(LobbyEventFormat.error("invalidCommand", error.description))
        }
        return true
    }
}
