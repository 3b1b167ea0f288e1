import Connectivity
import Foundation
import GameCore

/// `--json` lines and text lines for game events (shared by `lanhost` and `lanjoin`).
enum GameEventFormat {
    /// `state`: the viewer's view as the module encodes it (hand, top card, turn...), under `view`,
    /// and who the game waits for (``ActingFormat/fields(_:you:names:)``). Its text line is only
    /// "Waiting for ..." (text mode shows the rendered table after it).
    static func state(
        round: Int, stateSequence: UInt64?, viewJSON: Data?, pendingActions: Int?, toAct: [UUID]?, you: UUID?,
        names: PlayerDirectory
    ) -> CLIEvent {
        var fields = ActingFormat.fields(toAct, you: you, names: names)
        fields["round"] = .int(round)
        if let stateSequence { fields["stateSequence"] = .int(Int(clamping: stateSequence)) }
        if let pendingActions { fields["pendingActions"] = .int(pendingActions) }
        fields["view"] = viewJSON.flatMap { JSONValue(jsonData: $0) } ?? .null
        return CLIEvent("state", fields, text: ActingFormat.waitingText(toAct, you: you, names: names))
    }

    /// `actionRejected`: which action and the game's error code.
    static func actionRejected(sequence: UInt64, error: GameError) -> CLIEvent {
        CLIEvent(
            "actionRejected",
            ["sequence": .int(Int(clamping: sequence)), "code": .string(error.code), "message": .string(error.description)],
            text: "Refused: \(error.description)")
    }

    /// `gameOver`: winners with names; `you` says whether the local seat won (absent without a seat).
    static func gameOver(round: Int, winners: [UUID], summary: String?, names: PlayerDirectory, you: UUID?) -> CLIEvent {
        var fields: [String: JSONValue] = [
            "round": .int(round), "winners": .array(winners.map(names.json)),
            "summary": summary.map(JSONValue.string) ?? .null,
        ]
        if let you { fields["youWon"] = .bool(winners.contains(you)) }
        var who = winners.isEmpty ? "nobody" : names.list(winners)
        if let you, winners.contains(you) { who += winners.count == 1 ? " (you won!)" : " (a shared win, you included)" }
        return CLIEvent("gameOver", fields, text: "Game over. Winner: \(who).\(summary.map { " \($0)" } ?? "")")
    }

    /// `help`: the lobby commands, the game's commands and the settings, as one text (also under
    /// `text` in `--json` mode, where nothing else would show it).
    static func helpEvent(_ descriptor: GameDescriptor, settings: [SettingValue]) -> CLIEvent {
        let text = SessionCommand.helpText + "\n" + help(descriptor, settings: settings)
        return CLIEvent("help", ["text": .string(text)], text: text)
    }

    /// `rules`: the game's rules text, wrapped for a terminal (also under `text` in `--json` mode).
    static func rulesEvent(_ descriptor: GameDescriptor) -> CLIEvent {
        var lines = ["\(descriptor.catalogEntry.displayName): how to play"]
        // Reflow: the rules text is written in paragraphs with line breaks of its own width.
        for paragraph in descriptor.rulesText.components(separatedBy: "\n\n") {
            let words = paragraph.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            lines += [""] + TextWrap.hanging("", words)
        }
        let text = lines.joined(separator: "\n")
        return CLIEvent("rules", ["game": .string(descriptor.id.rawValue), "text": .string(text)], text: text)
    }

    /// The game's help: its commands, then the settings and their values.
    static func help(_ descriptor: GameDescriptor, settings: [SettingValue]) -> String {
        var lines = ["\(descriptor.catalogEntry.displayName) commands:"]
        let commands = descriptor.commandHelp + descriptor.localCommandHelp
        let width = commands.map(\.syntax.count).max() ?? 0
        for command in commands {
            let lead = "  " + command.syntax.padding(toLength: width + 3, withPad: " ", startingAt: 0)
            lines += TextWrap.hanging(lead, command.summary)
        }
        lines.append("  rules" .padding(toLength: width + 5, withPad: " ", startingAt: 0) + "How to play")
        if !settings.isEmpty {
            lines.append("Settings (set KEY=VALUE, host only):")
            for setting in settings {
                let lead = "  \(setting.descriptor.key)=\(setting.value)   "
                lines += TextWrap.hanging(lead, "\(setting.descriptor.summary) [\(setting.descriptor.allowedValues)]")
            }
        }
        return lines.joined(separator: "\n")
    }
}
