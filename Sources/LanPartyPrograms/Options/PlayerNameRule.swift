import Foundation
import GameCore

/// What `--name` accepts: the rules of ``PlayerProfile/isWellFormed`` for a username.
enum PlayerNameRule {
    /// Why `name` cannot be a player name, or `nil` when it can.
    static func problem(with name: String) -> String? {
        if name.trimmingCharacters(in: .whitespaces).isEmpty { return "--name must not be empty." }
        if name.count > PlayerProfile.maximumUsernameLength {
            return "--name must be at most \(PlayerProfile.maximumUsernameLength) characters."
        }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "--name must not contain control characters."
        }
        return nil
    }
}
