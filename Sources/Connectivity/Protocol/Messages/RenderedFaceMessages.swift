import Foundation
import GameCore

/// The host-rendered face (Docs/Protocol.md "Host-rendered face"): a client that lacks the lobby's
/// game module plays it through the host, which renders that client's terminal face and parses its
/// command lines. Every text here is bounded; a message over a bound is malformed.
public enum RenderedFaceLimits {
    /// The most UTF-8 bytes of a ``GameCommand/line``.
    public static let maximumLineBytes = 512
    /// The most UTF-8 bytes of a ``RenderedView/text`` or a ``CommandAnswer/text``.
    public static let maximumTextBytes = 256 * 1024
    /// The most UTF-8 bytes of ``RenderedFace/rules``.
    public static let maximumRulesBytes = 64 * 1024
    /// The most UTF-8 bytes of ``RenderedFace/name``, and of each command's `syntax` and `summary`.
    public static let maximumShortTextBytes = 1024
    /// The most entries of ``RenderedFace/commands``.
    public static let maximumCommands = 64

    /// `text` cut to at most `bytes` UTF-8 bytes, on a character boundary (the host never sends more).
    public static func clamp(_ text: String, to bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        var used = 0
        var kept = ""
        for character in text {
            let size = character.utf8.count
            guard used + size <= bytes else { break }
            used += size
            kept.append(character)
        }
        return kept
    }

    /// Reads a string field and refuses it when longer than `bytes`.
    static func bounded<Key: CodingKey>(
        _ container: KeyedDecodingContainer<Key>, _ key: Key, _ bytes: Int
    ) throws -> String {
        let text = try container.decode(String.self, forKey: key)
        guard text.utf8.count <= bytes else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "longer than \(bytes) bytes")
        }
        return text
    }
}

/// Host -> a client admitted through the host-rendered face, right after `joinAccepted` (first join
/// and every resume): what the client needs for `help` and `rules`, and who plays its seat.
public struct RenderedFace: WireMessage {
    public static let messageType = "renderedFace"
    public static let knownFields: Set<String> = ["game", "name", "rules", "commands", "hostBot", "settings"]
    /// The lobby's game and the host's module version.
    public var game: GameVersionInfo
    /// The name people see (``GameCatalogEntry/displayName``).
    public var name: String
    /// The rules for people (``GameModule/rulesText``).
    public var rules: String
    /// The game's commands for `help`: ``GameModule/commandHelp`` then ``GameModule/localCommandHelp``.
    public var commands: [GameCommandHelp]
    /// `true`: the host plays this seat with the module's bot (the client asked with `hello.hostBot`
    /// and the module has one); the client's `gameCommand`s are then refused.
    public var hostBot: Bool
    /// The lobby's settings: schema and current values (`nil` from an older host). The host sends
    /// `renderedFace` again when they change, before the `lobbyUpdate` that says so.
    public var settings: RenderedFaceSettings?

    /// Creates the face description (texts clamped to ``RenderedFaceLimits``).
    public init(
        game: GameVersionInfo, name: String, rules: String, commands: [GameCommandHelp], hostBot: Bool,
        settings: RenderedFaceSettings? = nil
    ) {
        typealias Limits = RenderedFaceLimits
        self.settings = settings
        self.game = game
        self.name = Limits.clamp(name, to: Limits.maximumShortTextBytes)
        self.rules = Limits.clamp(rules, to: Limits.maximumRulesBytes)
        self.commands = commands.prefix(Limits.maximumCommands).map {
            GameCommandHelp(
                syntax: Limits.clamp($0.syntax, to: Limits.maximumShortTextBytes),
                summary: Limits.clamp($0.summary, to: Limits.maximumShortTextBytes))
        }
        self.hostBot = hostBot
    }

    private enum CodingKeys: String, CodingKey { case game, name, rules, commands, hostBot, settings }
    private enum CommandKeys: String, CodingKey { case syntax, summary }

    /// Reads the fields, refusing any text or list over its bound before keeping it.
    public init(from decoder: any Decoder) throws {
        typealias Limits = RenderedFaceLimits
        let container = try decoder.container(keyedBy: CodingKeys.self)
        game = try container.decode(GameVersionInfo.self, forKey: .game)
        name = try Limits.bounded(container, .name, Limits.maximumShortTextBytes)
        rules = try Limits.bounded(container, .rules, Limits.maximumRulesBytes)
        hostBot = try container.decode(Bool.self, forKey: .hostBot)
        settings = try container.decodeIfPresent(RenderedFaceSettings.self, forKey: .settings)
        var list = try container.nestedUnkeyedContainer(forKey: .commands)
        guard let count = list.count, count <= Limits.maximumCommands else {
            throw DecodingError.dataCorruptedError(forKey: .commands, in: container, debugDescription: "too many commands")
        }
        var commands: [GameCommandHelp] = []
        commands.reserveCapacity(count)
        while !list.isAtEnd {
            let entry = try list.nestedContainer(keyedBy: CommandKeys.self)
            commands.append(GameCommandHelp(
                syntax: try Limits.bounded(entry, .syntax, Limits.maximumShortTextBytes),
                summary: try Limits.bounded(entry, .summary, Limits.maximumShortTextBytes)))
        }
        self.commands = commands
    }

    /// Writes the fields under their documented names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(game, forKey: .game)
        try container.encode(name, forKey: .name)
        try container.encode(rules, forKey: .rules)
        var list = container.nestedUnkeyedContainer(forKey: .commands)
        for command in commands {
            var entry = list.nestedContainer(keyedBy: CommandKeys.self)
            try entry.encode(command.syntax, forKey: .syntax)
            try entry.encode(command.summary, forKey: .summary)
        }
        try container.encode(hostBot, forKey: .hostBot)
        try container.encodeIfPresent(settings, forKey: .settings)
    }
}

/// Client -> host, from a client admitted through the host-rendered face: a typed command line, which
/// the host parses with the module (``GameDescriptor/action(forCommand:)``) into this player's action.
public struct GameCommand: WireMessage {
    public static let messageType = "gameCommand"
    public static let knownFields: Set<String> = ["sequence", "line"]
    /// Per-client, strictly increasing from 1 (the `gameAction` numbering; such a client sends no
    /// `gameAction`); acknowledged in ``RenderedView/lastAppliedAction``, refused in `actionRejected`.
    public var sequence: UInt64
    /// The command, e.g. `play 7H`: at most ``RenderedFaceLimits/maximumLineBytes`` UTF-8 bytes.
    public var line: String

    /// Creates a command.
    public init(sequence: UInt64, line: String) {
        self.sequence = sequence
        self.line = line
    }

    private enum CodingKeys: String, CodingKey { case sequence, line }

    /// Reads the fields; a line over its bound is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sequence = try container.decode(UInt64.self, forKey: .sequence)
        line = try RenderedFaceLimits.bounded(container, .line, RenderedFaceLimits.maximumLineBytes)
    }

    /// Writes the fields under their documented names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sequence, forKey: .sequence)
        try container.encode(line, forKey: .line)
    }
}

/// Host -> the sender of a `gameCommand` that is one of the module's local commands
/// (``GameModule/localAnswer(to:)``, e.g. Quortex's `show 7`): the answer, not a move.
public struct CommandAnswer: WireMessage {
    public static let messageType = "commandAnswer"
    public static let knownFields: Set<String> = ["sequence", "text"]
    /// The command answered.
    public var sequence: UInt64
    /// The answer, plain text.
    public var text: String

    /// Creates an answer (the text clamped to ``RenderedFaceLimits/maximumTextBytes``).
    public init(sequence: UInt64, text: String) {
        self.sequence = sequence
        self.text = RenderedFaceLimits.clamp(text, to: RenderedFaceLimits.maximumTextBytes)
    }

    private enum CodingKeys: String, CodingKey { case sequence, text }

    /// Reads the fields; a text over its bound is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sequence = try container.decode(UInt64.self, forKey: .sequence)
        text = try RenderedFaceLimits.bounded(container, .text, RenderedFaceLimits.maximumTextBytes)
    }

    /// Writes the fields under their documented names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sequence, forKey: .sequence)
        try container.encode(text, forKey: .text)
    }
}
