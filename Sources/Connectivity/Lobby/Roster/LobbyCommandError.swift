import Foundation
import GameCore

/// Why the host (or a member) may not do something in the lobby right now.
public enum LobbyCommandError: Error, Hashable, Sendable {
    /// Settings are locked from the first start on.
    case settingsLocked
    /// A game is running.
    case gameRunning
    /// No game is running.
    case gameNotRunning
    /// "Play again" needs a finished game.
    case noPreviousGame
    /// Fewer players than the game needs.
    case notEnoughPlayers(present: Int, required: Int)
    /// These players are not ready.
    case playersNotReady([UUID])
    /// These players are in the background or disconnected.
    case playersAway([UUID])
    /// Nobody with this id is seated.
    case unknownPlayer(UUID)
    /// The host cannot kick or ban its own seat.
    case cannotRemoveHost
    /// Spectators have no ready flag.
    case notAPlayer
    /// The host is dedicated and has no seat.
    case hostHasNoSeat
    /// The lobby was shut down.
    case lobbyClosed
    /// Every player seat is taken.
    case lobbyFull
    /// Someone with this id is already seated (or it is the host's own id).
    case duplicatePlayer(UUID)
    /// This member is not a local (in-process) player.
    case notALocalPlayer(UUID)
    /// The lobby offers no game with this id.
    case unknownGame(GameID)
    /// No "That's me" claim waits for this seat (answered, expired, withdrawn, or its owner came back).
    case noSeatClaim(UUID)
}
