import Connectivity
import Foundation
import GameCore

/// Shared test data: a game, profiles, configurations, hellos.
enum Fixtures {
    static let game = GameVersionInfo(id: "crazy-eights", version: SemanticVersion(1, 2, 0))
    static let hostProfile = PlayerProfile(id: uuid(1), username: "Host")
    static let lobbyID = uuid(99)
    /// Low so tests stay fast; the real work factor is measured in PasscodeTests.
    static let testIterations = 1_000

    static func uuid(_ n: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n))!
    }

    static func profile(_ n: Int, _ name: String? = nil) -> PlayerProfile {
        PlayerProfile(id: uuid(n), username: name ?? "Player\(n)")
    }

    static func hostConfiguration(
        policy: LobbySeatPolicy = LobbySeatPolicy(minPlayers: 2, maxPlayers: 4),
        hostTakesSeat: Bool = true, timings: SessionTimings = SessionTimings()
    ) -> LobbyHostConfiguration {
        LobbyHostConfiguration(
            lobbyID: lobbyID, name: "Test Lobby", game: game, hostProfile: hostProfile, hostTakesSeat: hostTakesSeat,
            policy: policy, settings: Data("v0".utf8), timings: timings)
    }

    static func hello(
        _ profile: PlayerProfile, token: String? = nil, games: [GameVersionInfo] = [game],
        protocolVersion: Int = ProtocolVersion.current, spectate: Bool? = nil, screen: Bool? = nil
    ) -> Message {
        .hello(Hello(
            protocolVersion: protocolVersion, appVersion: "test", games: games, profile: profile,
            resumeToken: token, spectate: spectate, screen: screen))
    }

    static func lock(_ passcode: String = "1234", seed: UInt64 = 7) throws -> PasscodeLock {
        var random = RandomSource.seeded(seed)
        return try PasscodeLock(passcode: passcode, lobbyID: lobbyID, iterations: testIterations, random: &random)
    }

    static func responder(_ passcode: String?) -> PasscodeResponder {
        PasscodeResponder(passcode: passcode, acceptedIterations: 1...PasscodeKDF.maximumAcceptedIterations)
    }

    static func clientConfiguration(
        _ profile: PlayerProfile, passcode: String? = nil, timings: SessionTimings = SessionTimings()
    ) -> LobbyClientConfiguration {
        LobbyClientConfiguration(
            profile: profile, appVersion: "test", games: [game], passcode: passcode,
            acceptedIterations: 1...PasscodeKDF.maximumAcceptedIterations, timings: timings)
    }
}
