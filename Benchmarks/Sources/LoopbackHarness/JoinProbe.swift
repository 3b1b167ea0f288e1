import BenchmarkSupport
import Connectivity
import Foundation
import GameCore

/// Joins a lobby `joins` times in a row, each with a new profile, and reports how long each took
/// from `start()` (TCP connect included) to `joined` (the `joinAccepted` arrived); leaves after each.
struct JoinProbe {
    var port: Int
    var joins: Int
    var passcode: String?
    var sealed = true

    func run() async {
        StandardInput.exitWhenClosed()
        var times: [UInt64] = []
        for attempt in 0..<joins {
            let profile = PlayerProfile(id: Identities.player(20_000 + attempt), username: "Joiner \(attempt)")
            let lobby = LobbyClient(
                host: "127.0.0.1", port: port,
                configuration: LobbyClientConfiguration(
                    profile: profile, appVersion: "bench", games: [TallyGame.versionInfo], passcode: passcode),
                transport: BenchSealing.transport(sealed: sealed))
            let start = Nanos.now()
            await lobby.start()
            var joined = false
            for await event in lobby.events {
                if case .joined = event {
                    joined = true
                    break
                }
                if case .ended(let reason) = event {
                    HarnessLine.failure("join \(attempt) ended: \(reason)").emit()
                    break
                }
            }
            if joined { times.append(Nanos.now() - start) }
            await lobby.leave()
        }
        HarnessLine.joins(times).emit()
    }
}
