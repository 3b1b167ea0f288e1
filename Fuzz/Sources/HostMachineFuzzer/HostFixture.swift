import Connectivity
import Foundation
import FuzzSupport
import GameCore

/// The lobby every script runs against: small seat and connection limits so that the edges are
/// reachable in a few steps, and a passcode lock derived once (derivation is the slow part).
enum HostFixture {
    static let passcode = "1234"
    static let lobbyID = UUID(uuidString: "00000000-0000-0000-0000-000000000099")!
    static let host = PlayerProfile(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, username: "Host")
    static let configuration = LobbyHostConfiguration(
        lobbyID: lobbyID, name: "Fuzz Lobby", game: WireSamples.game, hostProfile: host,
        policy: LobbySeatPolicy(minPlayers: 2, maxPlayers: 3, supportsSpectators: true, maxSpectators: 2),
        settings: Data(#"{"handSize":7}"#.utf8),
        connectionLimits: LobbyConnectionLimits(maxOpen: 8, maxJoining: 4))
    static let lock: PasscodeLock = {
        var random = RandomSource(SeededGenerator(seed: 7))
        do {
            return try PasscodeLock(passcode: passcode, lobbyID: lobbyID, iterations: 1_000, random: &random)
        } catch {
            fatalError("no passcode lock: \(error)")
        }
    }()
    static let epoch = ContinuousClock.now
    /// One encoder for every script: its zlib stream is expensive to create. libFuzzer runs inputs
    /// on one thread.
    nonisolated(unsafe) static let encoder = FrameEncoder()
    static let addresses: [String?] = ["10.0.0.1", "10.0.0.2", "10.0.0.3", nil]

    /// Joining profiles: a few distinct people, and one with an invalid (empty) name.
    static func profile(_ pick: Int) -> PlayerProfile {
        let n = pick % 6
        let id = UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", 10 + n))!
        return PlayerProfile(id: id, username: n == 5 ? "" : "player\(n)")
    }
}
