import Foundation
import GameCore

/// The local player for a session and the store its results are saved in.
///
/// Who that is (Docs/CLI.md, "Profiles"): `--profile PATH` is that file (with `--name` renaming for
/// the session only); otherwise `--name NAME` is the local profile called NAME, created on first use
/// (``ProfileDirectory``); with neither, the default profile. A `--dedicated` host has no player
/// identity at all: an id of its own for this run, nothing read or saved.
struct LocalPlayer: Sendable {
    /// Who plays (with the session's name).
    var profile: PlayerProfile
    /// Where results are saved; `nil` for a dedicated host, which plays no game.
    var store: ProfileStore?

    /// Loads or creates the profile chosen by `path` or `name` (see above); an `avatar`
    /// (`--avatar SYMBOL[:COLOUR]`, checked by ``AvatarOption``) is saved in it.
    static func load(
        path: String?, name: String?, avatar: String? = nil, environment: [String: String]
    ) throws(ProgramFailure) -> LocalPlayer {
        let store: ProfileStore
        var profile: PlayerProfile
        do throws(ProfileStoreError) {
            if let path, !path.isEmpty {
                store = ProfileStore(fileURL: URL(fileURLWithPath: path))
            } else if let name {
                store = try ProfileDirectory(environment: environment).store(forName: name)
            } else {
                store = try ProfileDirectory(environment: environment).defaultStore
            }
            profile = try store.loadOrCreate {
                let id = UUID()
                return PlayerProfile(id: id, username: defaultName(name, environment, id: id))
            }
            if let avatar, let picked = try? AvatarConfig(parsing: avatar, fallback: .derived(from: name ?? profile.username)),
                picked != profile.avatar
            {
                profile.avatar = picked
                try store.save(profile)
            }
        } catch {
            throw ProgramFailure(.internalError, "Profile: \(error)")
        }
        if let name { profile.username = name }
        return LocalPlayer(profile: profile, store: store)
    }

    /// The identity of a host without a seat: a fresh id, the given name (or "Host"), no file.
    static func dedicatedHost(name: String?) -> LocalPlayer {
        LocalPlayer(profile: PlayerProfile(username: name ?? "Host"), store: nil)
    }

    /// Counts a finished game in the stored profile; returns a problem to report, if any.
    func record(_ game: GameID, winners: [UUID]) -> String? {
        guard let store else { return nil }
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
