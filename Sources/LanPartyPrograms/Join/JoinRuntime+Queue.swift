import Connectivity

/// Command lines that wait for the join or for the game (``CommandQueue``).
extension JoinRuntime {
    /// Carries out `line` now, or keeps it for when the program can (always behind lines that wait).
    func receiveLine(_ line: String) async {
        guard waiting.isEmpty else {
            enqueue(line)
            return
        }
        guard let need = need(of: line) else {
            await handleLine(line)
            return
        }
        enqueue(line, need: need)
    }

    /// Carries out waiting lines, oldest first, until one still has to wait. Called when the join
    /// completes, after each game state, and when the session ends.
    func runWaitingLines() async {
        while let line = waiting.first {
            if endReason != nil {
                let dropped = waiting.removeAll()
                sink.emit(LobbyEventFormat.error(
                    "notCarriedOut", "\(dropped) waiting command(s) were not carried out: the session is over."))
                return
            }
            if need(of: line) != nil { return }
            waiting.removeFirst()
            await handleLine(line)
        }
    }

    private func enqueue(_ line: String, need: CommandQueue.Need? = nil) {
        guard waiting.append(line) else {
            sink.emit(LobbyEventFormat.error("queueFull", "Too many commands waiting; '\(line.prefix(40))' was dropped."))
            return
        }
        let reason = need ?? self.need(of: line) ?? .join
        let words = reason == .join ? "the join" : "the game"
        sink.emit(CLIEvent(
            "queued", ["command": .string(line), "waitingFor": .string(reason.rawValue)],
            text: "(will do '\(line.prefix(40))' after \(words))"))
    }

    /// What `line` waits for right now, or `nil` (runs at once; bad lines run at once to report).
    private func need(of line: String) -> CommandQueue.Need? {
        guard let command = try? SessionCommand.parse(line) else { return nil }
        let need = CommandQueue.need(of: command, joined: me != nil, gameRunning: gameIsRunning)
        // A person's game command in the lobby is answered at once ("no game is running").
        return need == .game && io.inputIsInteractive ? nil : need
    }
}
