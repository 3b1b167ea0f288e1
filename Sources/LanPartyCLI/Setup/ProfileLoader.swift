import Foundation
import GameCore

/// The local player for a session: the stored profile (created on first use), with `--name`
/// applied for this session only, and the store to record results in.
struct LocalPlayer: Sendable {
    /// Who plays (with the session's name).
    var profile: PlayerProfile
    /// Where results are saved.
    var store: ProfileStore

    /// Loads or creates the profile at `path` (or the default location).
    static func load(path: String?, name: String?, environment: [String: String]) throws(ProgramFailure) -> LocalPlayer {
        let store: ProfileStore
        var profile: PlayerProfile
        do throws(ProfileStoreError) {
            store = try ProfileStore(pathOverride: path, environment: environment)
            profile = try store.loadOrCreate {
                let id = UUID()
                return PlayerProfile(id: id, username: defaultName(name, environment, id: id))
            }
        } catch {
            throw ProgramFailure(.internalError, "Profile: \(error)")
        }
        if let name { profile.username = name }
        return LocalPlayer(profile: profile, store: store)
    }

    /// Counts a finished game in the stored profile; returns a problem to report, if any.
    func record(_ game: GameID, winners: [UUID]) -> String? {
        do throws(ProfileStoreError) {
            try store.recordResult(of: game, won: winners.contains(profile.id))
            return nil
        } catch {
            return "Could not save the result in the profile: \(error)"
        }
    }

    /// `--name`, else the login name, else `Player-XXXX` from the new profile's id.
    private static func defaultName(_ name: String?, _ environment: [String: String], id: UUID) -> String {
        let fallback = "Player-\(id.uuidString.prefix(4))"
        let candidate = name ?? environment["USER"] ?? environment["LOGNAME"] ?? fallback
        let trimmed = String(candidate.prefix(PlayerProfile.maximumUsernameLength))
        return trimmed.isEmpty ? fallback : trimmed
    }
}
