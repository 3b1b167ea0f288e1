import Foundation
import GameCore

/// Computer players seated inside the host (see ``LobbyHostMachine/addLocalPlayer(_:ready:)``).
extension LobbyHost {
    /// Seats a player that lives in this process (no connection); ready by default.
    public func addLocalPlayer(_ profile: PlayerProfile, ready: Bool = true) throws(LobbyCommandError) {
        perform(try machine.addLocalPlayer(profile, ready: ready))
    }

    /// Sets a local player's ready flag.
    public func setLocalPlayerReady(_ player: UUID, _ ready: Bool) throws(LobbyCommandError) {
        perform(try machine.setLocalPlayerReady(player, ready))
    }

    /// The local players currently seated.
    public var localPlayerIDs: Set<UUID> { machine.localPlayerIDs }
}
