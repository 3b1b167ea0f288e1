/// A command typed on stdin (one per line) in any mode.
public enum SessionCommand: Equatable, Sendable {
    /// Mark me ready.
    case ready
    /// Clear my ready flag.
    case unready
    /// Change a game setting (host only).
    case set(key: String, value: String)
    /// Remove a player (host only).
    case kick(name: String, reason: String?)
    /// Remove a player and refuse their return (host only).
    case ban(name: String)
    /// Start the game (host only).
    case start
    /// Play again with the locked settings (host only).
    case again
    /// Leave the lobby.
    case leave
    /// Leave and exit.
    case quit
    /// Show the commands.
    case help
    /// Show the game's rules.
    case rules
    /// List my legal moves as commands (when the game can list them).
    case moves
    /// Choose the lobby's game (the controller).
    case chooseGame(String)
    /// List the games the lobby offers.
    case games
    /// Show the chosen game's settings.
    case settings
    /// Show the session's scoreboard.
    case scores
    /// Hand the controller role to a member (the controller).
    case handOver(name: String)
    /// Let a member watch the next game (`true`) or play it again (the controller picks who plays).
    case sitOut(name: String, Bool)
    /// `approve NAME` / `refuse NAME`: answer the "That's me" claim for NAME's held seat (host or VIP).
    case answerClaim(name: String, allow: Bool)
    /// Anything else goes to the game module, e.g. `play 7H`, `draw`.
    case game(String)
    /// `stats`: the host's leaderboard of the game chosen now (from its record).
    case stats

    /// Parses one line; `nil` for a blank line.
    public static func parse(_ line: String) throws(CommandError) -> SessionCommand? {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let verb = words.first?.lowercased() else { return nil }
        let rest = Array(words.dropFirst())
        switch verb {
        case "ready": return .ready
        case "unready": return .unready
        case "start": return .start
        case "again": return .again
        case "leave": return .leave
        case "quit", "exit": return .quit
        case "help", "?": return .help
        case "rules": return .rules
        case "moves": return .moves
        case "games": return .games
        case "settings": return .settings
        case "scores", "scoreboard": return .scores
        case "stats", "leaderboard": return .stats
        case "game":
            guard rest.count == 1 else { throw CommandError(.usage, "usage: game ID (games: list them)") }
            return .chooseGame(rest[0])
        case "sitout", "seat":
            guard rest.count == 1 else { throw CommandError(.usage, "usage: \(verb) NAME") }
            return .sitOut(name: rest[0], verb == "sitout")
        case "vip", "handover":
            guard rest.count == 1 else { throw CommandError(.usage, "usage: vip NAME (hand the game choice to NAME)") }
            return .handOver(name: rest[0])
        case "approve", "refuse":
            // Whole rest of the line: a name may have spaces ("Hana K.").
            guard !rest.isEmpty else { throw CommandError(.usage, "usage: \(verb) NAME (answer the claim for NAME's seat)") }
            return .answerClaim(name: rest.joined(separator: " "), allow: verb == "approve")
        case "set":
            guard rest.count == 1, let equals = rest[0].firstIndex(of: "="), equals != rest[0].startIndex else {
                throw CommandError(.usage, "usage: set KEY=VALUE")
            }
            return .set(key: String(rest[0][..<equals]), value: String(rest[0][rest[0].index(after: equals)...]))
        case "kick":
            guard let name = rest.first else { throw CommandError(.usage, "usage: kick NAME [reason]") }
            return .kick(name: name, reason: rest.count > 1 ? rest.dropFirst().joined(separator: " ") : nil)
        case "ban":
            guard rest.count == 1 else { throw CommandError(.usage, "usage: ban NAME") }
            return .ban(name: rest[0])
        default:
            return .game(line.trimmingCharacters(in: .whitespaces))
        }
    }

    /// The help text for the lobby commands (the game adds its own).
    public static let helpText = """
        Commands (one per line):
          ready | unready          toggle your ready flag
          games | game ID          the games on offer / choose the next one (host or VIP)
          settings | set KEY=VALUE the game's settings / change one (host or VIP)
          vip NAME                 hand the game choice to NAME (host or VIP)
          sitout NAME | seat NAME  NAME watches the next game / plays it again (host or VIP)
          approve | refuse NAME    answer "That's me" for NAME's seat (host or VIP)
          scores                   wins per player this session
          stats                    the leaderboard of this game, from the host's record
          kick NAME [reason]       remove a player (host)
          ban NAME                 remove a player for good (host)
          start                    start when everyone is ready (host or VIP)
          again                    play again with the same settings (host or VIP)
          leave | quit             leave the lobby / exit
          moves                    your legal moves now, as commands (when the game lists them)
          help                     this text (rules: how to play)
        """
}

/// A command line that could not be understood.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Kinds of command errors.
    public enum Code: String, Sendable {
        /// Wrong arguments for a known command.
        case usage
        /// The command is not allowed here (for example a host-only command on a client).
        case notAllowed
        /// The command names a player who is not in the lobby.
        case unknownPlayer
    }

    /// Which kind.
    public var code: Code
    /// What to tell the user.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

import Foundation
