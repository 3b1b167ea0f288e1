import Foundation
import GameCore

/// Seats for players that live inside the host process (computer players): members of the roster
/// like any other, but with no connection, heartbeat or resume token. Game messages addressed to them
/// are dropped by `send(_:to:)`; the game layer plays them in process.
extension LobbyHostMachine {
    /// The local players currently seated, in no particular order.
    public var localPlayerIDs: Set<UUID> { localPlayers }

    /// Seats a local player at the end of the seat order (lobby phase only, a free player seat needed).
    public mutating func addLocalPlayer(_ profile: PlayerProfile, ready: Bool = true) throws(LobbyCommandError)
        -> [LobbyHostAction]
    {
        guard !isClosed else { throw .lobbyClosed }
        guard roster.phase == .lobby else { throw .gameRunning }
        guard roster.member(profile.id) == nil, profile.id != configuration.hostProfile.id else {
            throw .duplicatePlayer(profile.id)
        }
        guard roster.playerCount < roster.seatLimit else { throw .lobbyFull }
        let member = LobbyMember(profile: profile, role: .player, isReady: ready)
        roster.seat(member)
        roster.party.computerPlayers.insert(profile.id)
        localPlayers.insert(profile.id)
        return [.emit(.playerJoined(member))] + broadcastLobby()
    }

    /// Sets a local player's ready flag (a settings change or the end of a game clears it).
    public mutating func setLocalPlayerReady(_ player: UUID, _ ready: Bool) throws(LobbyCommandError)
        -> [LobbyHostAction]
    {
        guard !isClosed else { throw .lobbyClosed }
        guard localPlayers.contains(player) else { throw .notALocalPlayer(player) }
        guard try roster.setReady(player, ready) else { return [] }
        return broadcastLobby()
    }
}
