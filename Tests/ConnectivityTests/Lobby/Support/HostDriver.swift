import Testing
import Connectivity
import Foundation
import GameCore

/// Drives a ``LobbyHostMachine`` through whole handshakes so tests can focus on what follows.
struct HostDriver {
    var machine: LobbyHostMachine
    var clock = TestClock()
    private var nextConnection: UInt64 = 0

    init(configuration: LobbyHostConfiguration = Fixtures.hostConfiguration(), passcode: PasscodeLock? = nil, seed: UInt64 = 1) {
        machine = LobbyHostMachine(configuration: configuration, passcode: passcode, random: .seeded(seed))
    }

    mutating func open(address: String? = "10.0.0.1") -> (ConnectionID, [LobbyHostAction]) {
        nextConnection += 1
        let id = ConnectionID(nextConnection)
        return (id, machine.connectionOpened(id, remoteAddress: address, at: clock.now))
    }

    mutating func send(_ message: Message, from id: ConnectionID) -> [LobbyHostAction] {
        machine.received(message, from: id, at: clock.now)
    }

    /// Opens a connection and says hello; returns the connection and every resulting action.
    mutating func hello(
        _ profile: PlayerProfile, token: String? = nil, address: String? = "10.0.0.1", spectate: Bool? = nil
    ) -> (ConnectionID, [LobbyHostAction]) {
        let (id, opened) = open(address: address)
        return (id, opened + send(Fixtures.hello(profile, token: token, spectate: spectate), from: id))
    }

    /// A public-lobby join that must succeed.
    mutating func join(_ profile: PlayerProfile, address: String? = "10.0.0.1") throws -> (ConnectionID, JoinAccepted) {
        let (id, actions) = hello(profile, address: address)
        return (id, try #require(actions.accepted(on: id)))
    }

    /// A private-lobby join: hello, answer the challenge with `responder`.
    mutating func joinPrivate(
        _ profile: PlayerProfile, responder: inout PasscodeResponder, token: String? = nil, address: String? = "10.0.0.1",
        random: inout RandomSource
    ) throws -> (ConnectionID, [LobbyHostAction]) {
        let (id, actions) = hello(profile, token: token, address: address)
        let challenge = try #require(actions.challenge(on: id))
        let response = try responder.answer(challenge, random: &random)
        return (id, send(.challengeResponse(response), from: id))
    }
}
