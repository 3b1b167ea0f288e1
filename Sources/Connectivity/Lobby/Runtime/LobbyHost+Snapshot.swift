import Foundation

/// Keeping the lobby for a restart (SPEC §13, Docs/Lobby.md "Restart"): the keeper hears the
/// lobby's ``LobbySnapshot`` whenever a seat changes, *before* the messages of that step are sent —
/// a resume's new token is kept before its owner holds it — and whenever the owner asks.
extension LobbyHost {
    /// Hands every later snapshot to `keeper` (called on the lobby's loop; it should write
    /// synchronously and quickly: seats change on joins, leaves and resumes, never per game action).
    public func keepSnapshots(_ keeper: @escaping @Sendable (LobbySnapshot) -> Void) {
        snapshotKeeper = keeper
        keepSnapshot()
    }

    /// Hands the current snapshot to the keeper now (e.g. a game started or ended).
    public func keepSnapshot() {
        keptSeatGeneration = machine.seatGeneration
        snapshotKeeper?(machine.snapshot)
    }

    /// The lobby as a restarted host would reopen it.
    public var snapshot: LobbySnapshot { machine.snapshot }

    /// Starts holding the seats of a restored lobby's remote members (see
    /// ``LobbyHostMachine/holdRestoredSeats(at:)``); call it once, before listening.
    public func holdRestoredSeats() {
        perform(machine.holdRestoredSeats(at: .now))
    }
}
