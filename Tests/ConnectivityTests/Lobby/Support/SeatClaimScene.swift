import Connectivity
import Foundation
import GameCore
import Testing

/// The people of the seat-claim tests: Hana, the VIP of a dedicated host; Ari, away; Bo; and someone
/// on another device typing Ari's name.
enum SeatClaimScene {
    static let hana = Fixtures.profile(2, "Hana")
    static let ari = Fixtures.profile(3, "Ari")
    static let bo = Fixtures.profile(4, "Bo")
    static let claimer = Fixtures.profile(13, " ari ")

    /// A dedicated host (no seat of its own): the first joiner, Hana, is the VIP.
    static func dedicated(maxPlayers: Int = 4) -> HostDriver {
        HostDriver(configuration: Fixtures.hostConfiguration(
            policy: LobbySeatPolicy(minPlayers: 2, maxPlayers: maxPlayers), hostTakesSeat: false))
    }

    /// Hana (VIP) and Ari joined; Ari's connection dropped at t = 1 (held until 31).
    static func ariAway(_ host: inout HostDriver) throws -> (hana: ConnectionID, ari: JoinAccepted) {
        let (h, _) = try host.join(hana)
        let (a, accepted) = try host.join(ari)
        _ = host.machine.connectionClosed(a, at: host.clock.set(1))
        return (h, accepted)
    }
}

extension HostDriver {
    /// A new connection from 10.0.0.66 says hello as `profile` with "That's me".
    mutating func claim(_ profile: PlayerProfile) -> (ConnectionID, [LobbyHostAction]) {
        let (id, opened) = open(address: "10.0.0.66")
        let hello = Hello(appVersion: "test", games: [Fixtures.game], profile: profile, reclaimSeat: true)
        return (id, opened + send(.hello(hello), from: id))
    }
}

extension Array where Element == LobbyHostAction {
    /// The `claimPending` sent to `id`.
    func claimPending(on id: ConnectionID) -> ClaimPending? {
        for case .claimPending(let pending) in messages(to: id) { return pending }
        return nil
    }
}
