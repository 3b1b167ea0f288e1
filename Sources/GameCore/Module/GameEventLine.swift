import Foundation

/// One line of a game's public history: what happened at a step, for every surface to show in order
/// (the live screen's events, the page's log, the TV). See ``GameModule/events(from:to:)``.
public struct GameEventLine: Hashable, Sendable, Codable {
    /// The most UTF-8 bytes of one line (longer lines are cut on a character boundary).
    public static let maximumTextBytes = 280
    /// The most lines one step may add (more are dropped: a module's history is short lines).
    public static let maximumPerStep = 8
    /// The most lines the host keeps and sends a (re)joining viewer (the oldest go first).
    public static let maximumHistory = 200

    /// The host's `stateSequence` of the state the line describes (lines of one step share it).
    public var step: UInt64
    /// The line, plain text without line breaks.
    public var text: String

    /// A line at `step` (the text cut to ``maximumTextBytes`` and kept on one line).
    public init(step: UInt64, text: String) {
        self.step = step
        self.text = Self.clean(text)
    }

    /// `text` on one line and at most ``maximumTextBytes`` UTF-8 bytes.
    static func clean(_ text: String) -> String {
        let flat = text.contains(where: \.isNewline)
            ? text.split(whereSeparator: \.isNewline).joined(separator: " ") : text
        guard flat.utf8.count > maximumTextBytes else { return flat }
        var kept = ""
        var used = 0
        for character in flat {
            used += character.utf8.count
            guard used <= maximumTextBytes else { break }
            kept.append(character)
        }
        return kept
    }
}

/// The game's public history as the host keeps it: every step's lines, the oldest dropped beyond
/// ``GameEventLine/maximumHistory``.
public struct GameEventHistory: Hashable, Sendable {
    /// The lines kept, oldest first.
    public private(set) var lines: [GameEventLine] = []

    /// An empty history.
    public init() {}

    /// Adds `texts` as the lines of `step` (at most ``GameEventLine/maximumPerStep``, empty ones
    /// skipped) and returns the lines added.
    @discardableResult
    public mutating func append(_ texts: [String], step: UInt64) -> [GameEventLine] {
        let added = texts.lazy.filter { !$0.isEmpty }.prefix(GameEventLine.maximumPerStep)
            .map { GameEventLine(step: step, text: $0) }
        guard !added.isEmpty else { return [] }
        lines.append(contentsOf: added)
        if lines.count > GameEventLine.maximumHistory {
            lines.removeFirst(lines.count - GameEventLine.maximumHistory)
        }
        return Array(added)
    }
}

/// Players named in event lines: a line says `{id}` (the id in lower case, in braces) where a
/// player is meant, and each surface writes the name it shows for that player — the module knows
/// ids, never names.
extension GameEventLine {
    /// How a line names `player`: `{00000000-0000-4000-8000-000000000001}`.
    public static func mention(_ player: PlayerID) -> String { "{" + player.wireString + "}" }

    /// The text with every mention replaced by that player's name in `names`.
    public func text(names: PlayerNames) -> String { Self.naming(text, names: names) }

    /// `text` with every `{id}` mention replaced by that player's name in `names` (other braces kept).
    public static func naming(_ text: String, names: PlayerNames) -> String {
        guard text.contains("{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"),
                rest.distance(from: afterOpen, to: close) == 36,
                let id = UUID(uuidString: String(rest[afterOpen..<close]))
            {
                result += names.name(of: id)
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }
}
