import Connectivity
import Foundation
import GameCore

/// Every player name seen in this session, kept after players leave so that a game-over line can
/// still name a winner who left.
struct PlayerDirectory: Sendable {
    private var names: [UUID: String] = [:]

    /// Learns the names of a lobby's members (the host included).
    mutating func learn(_ info: LobbyInfo) {
        names[info.hostProfile.id] = info.hostProfile.username
        for member in info.members { names[member.id] = member.profile.username }
    }

    /// Learns one profile.
    mutating func learn(_ profile: PlayerProfile) { names[profile.id] = profile.username }

    /// The table the game modules render with.
    var playerNames: PlayerNames { PlayerNames(names) }

    /// A player's name (a short id when unknown).
    func name(of id: UUID) -> String { playerNames.name(of: id) }

    /// `{"id": ..., "name": ...}`.
    func json(_ id: UUID) -> JSONValue { .object(["id": .string(id.wireString), "name": .string(name(of: id))]) }

    /// Names joined with commas.
    func list(_ ids: [UUID]) -> String { ids.map(name(of:)).joined(separator: ", ") }
}
