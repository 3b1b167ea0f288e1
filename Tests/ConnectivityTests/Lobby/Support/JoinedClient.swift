import Connectivity
import Foundation

/// A client machine seated in a lobby, and a way to fail its reconnection attempts: the fixtures of
/// the tests of losing the host (`ClientGraceTests`, `ClientHostWaitTests`).
enum JoinedClient {
    static let ann = Fixtures.profile(2, "Ann")
    static let token = String(repeating: "cd", count: 32)

    /// A client joined at the test clock's origin, on connection 1.
    static func make(seed: UInt64 = 3, timings: SessionTimings = SessionTimings()) -> (LobbyClientMachine, TestClock) {
        let clock = TestClock()
        var client = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann, timings: timings), random: .seeded(seed))
        _ = client.start(at: clock.now)
        _ = client.connected(ConnectionID(1), at: clock.now)
        _ = client.received(.joinAccepted(acceptance()), on: ConnectionID(1), at: clock.now)
        return (client, clock)
    }

    /// The acceptance of Ann's seat (`resumed` for a resume).
    static func acceptance(resumed: Bool = false, token: String = token) -> JoinAccepted {
        let lobby = LobbyInfo(id: Fixtures.lobbyID, name: "L", game: Fixtures.game, hostProfile: Fixtures.hostProfile,
                              members: [LobbyMember(profile: ann)], maxPlayers: 4, isPrivate: false)
        return JoinAccepted(lobby: lobby, playerId: ann.id, resumeToken: token, role: .player, resumed: resumed)
    }

    /// Fails every reconnection attempt (refused at once, as by a port nobody listens on) until
    /// `seconds`; returns when each attempt started.
    @discardableResult
    static func failAttempts(
        _ client: inout LobbyClientMachine, from start: [LobbyClientAction], clock: TestClock, until seconds: Double
    ) -> [ContinuousClock.Instant] {
        refuse(&client, from: start, clock: clock, until: seconds).attempts
    }

    /// ``failAttempts(_:from:clock:until:)``, also returning when the next attempt is scheduled
    /// (`nil`: none, the wait ends first).
    static func refuse(
        _ client: inout LobbyClientMachine, from start: [LobbyClientAction], clock: TestClock, until seconds: Double
    ) -> (attempts: [ContinuousClock.Instant], next: ContinuousClock.Instant?) {
        var attempts: [ContinuousClock.Instant] = []
        var pending = start
        while let next = pending.scheduled(.reconnect), next < clock.at(seconds) {
            attempts.append(next)
            let opened = client.timerFired(.reconnect, at: next)
            guard let id = opened.connects.first else { return (attempts, nil) }
            pending = client.connectionClosed(id, at: next)
        }
        return (attempts, pending.scheduled(.reconnect))
    }
}
