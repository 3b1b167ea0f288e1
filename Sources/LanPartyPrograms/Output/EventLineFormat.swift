import Foundation
import GameCore

/// The game's public event lines on `lanhost` and `lanjoin` (``GameModule/events(from:to:)``): each
/// line shown once, in order — in the live screen's events, as a text line, or as a `gameEvent`
/// line of `--json`. A catch-up resends the history; lines already shown are skipped by step.
struct EventLineTracker: Sendable {
    private var round = 0
    private var lastStep: UInt64 = 0

    /// The lines of `lines` not shown yet in `round` (a new round starts afresh).
    mutating func fresh(_ lines: [GameEventLine], round: Int) -> [GameEventLine] {
        if round != self.round {
            self.round = round
            lastStep = 0
        }
        let new = lines.filter { $0.step > lastStep }
        if let last = new.last { lastStep = last.step }
        return new
    }

    /// `gameEvent`: one line of the game's history, players named (``GameEventLine/mention(_:)``).
    static func event(_ line: GameEventLine, round: Int, names: PlayerDirectory) -> CLIEvent {
        let text = line.text(names: names.playerNames)
        return CLIEvent(
            "gameEvent", ["round": .int(round), "step": .int(Int(clamping: line.step)), "text": .string(text)],
            text: text)
    }
}

extension PlayerDirectory {
    /// The names for a face shown by `lanhost` or `lanjoin`, which say whose turn it is and show the
    /// event lines beside it (``RenderSurface/platform``).
    var faceNames: PlayerNames {
        var names = playerNames
        names.surface = .platform
        return names
    }
}
