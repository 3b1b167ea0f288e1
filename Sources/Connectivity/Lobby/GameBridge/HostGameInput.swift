import Foundation

/// What a game attached to a ``LobbyHost`` must hear, queued during an actor step and fed to it
/// right after.
enum HostGameInput: Sendable {
    /// A seated player's action.
    case action(UUID, GameAction)
    /// A player took its seat back on a new connection: it needs its current view.
    case resumed(UUID)
    /// A player or spectator is gone for good.
    case left(UUID)
    /// A big screen watches the game: a spectator, sent the current view.
    case watch(UUID)
}
