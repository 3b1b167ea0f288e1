/// Why a game could not be set up with the given players and settings.
public enum GameSetupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The number of seated players is outside the game's range.
    case playerCount(Int, allowed: ClosedRange<Int>)
    /// The same player appears twice (or as both player and spectator).
    case duplicatePlayer(PlayerID)
    /// The settings cannot be used (for this number of players, or at all).
    case invalidSettings(SettingsError)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .playerCount(let count, let allowed):
            "This game needs \(allowed.lowerBound)-\(allowed.upperBound) players, not \(count)."
        case .duplicatePlayer(let id):
            "Player \(id.uuidString.prefix(8)) is seated twice."
        case .invalidSettings(let error):
            "Invalid settings: \(error)"
        }
    }
}

/// Why a line of terminal input is not a game command.
public enum GameCommandError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing was typed.
    case empty
    /// The first word is not a command of this game.
    case unknownCommand(String)
    /// The command needs an argument that is missing.
    case missingArgument(command: String, expected: String)
    /// An argument could not be understood.
    case invalidArgument(command: String, argument: String, expected: String)
    /// The command got more arguments than it takes.
    case unexpectedArgument(command: String, argument: String)

    /// A sentence for people (user text is shortened so that hostile input stays small).
    public var description: String {
        switch self {
        case .empty:
            "Type a command (try 'help')."
        case .unknownCommand(let word):
            "Unknown command '\(word.prefix(32))'."
        case .missingArgument(let command, let expected):
            "'\(command)' needs \(expected)."
        case .invalidArgument(let command, let argument, let expected):
            "'\(command)': '\(argument.prefix(32))' is not \(expected)."
        case .unexpectedArgument(let command, let argument):
            "'\(command)' does not take '\(argument.prefix(32))'."
        }
    }
}

/// Why a settings change or a settings snapshot was refused.
public enum SettingsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not of the form `KEY=VALUE`.
    case malformedAssignment(String)
    /// The game has no such setting.
    case unknownKey(String)
    /// The value is not acceptable for the key.
    case invalidValue(key: String, value: String, expected: String)
    /// The snapshot was written under another settings schema.
    case unsupportedVersion(found: Int, supported: Int)
    /// The snapshot could not be decoded.
    case corrupted

    /// A stable code for programs (`--json` events, forms), one per case.
    public var code: String {
        switch self {
        case .malformedAssignment: "malformedAssignment"
        case .unknownKey: "unknownKey"
        case .invalidValue: "invalidValue"
        case .unsupportedVersion: "unsupportedVersion"
        case .corrupted: "corrupted"
        }
    }

    /// A sentence for people (user text is shortened so that hostile input stays small).
    public var description: String {
        switch self {
        case .malformedAssignment(let text):
            "'\(text.prefix(64))' is not KEY=VALUE."
        case .unknownKey(let key):
            "No setting named '\(key.prefix(32))'."
        case .invalidValue(let key, let value, let expected):
            "\(key): '\(value.prefix(32))' is not \(expected)."
        case .unsupportedVersion(let found, let supported):
            "Settings schema \(found) is not supported (this build reads \(supported))."
        case .corrupted:
            "The settings snapshot is corrupted."
        }
    }
}
