import LanPartyPrograms
import LanPartyTestKit
import Testing

extension ProgramNetworkTests {
    @Test("a private lobby refuses a wrong passcode (exit 3) and admits the right one")
    func privateLobbyPasscodes() async throws {
        try await GameTable.with(hosts: 3) { table in
            let started = MonotonicTime.seconds()
            let host = try await table.host(["--lobby-name", "Back Room", "--name", "Hana", "--passcode", "tulip-42"])
            let published = try await host.first("published")
            #expect(published["private"]?.boolValue == true)
            #expect(published["passcode"] == nil, "a given passcode is never printed")
            let port = try #require(published["port"]?.intValue)
            let target = "\(GameTable.address(1)):\(port)"

            let guesser = try await table.joiner(on: 2, ["--connect", target, "--name", "Guess", "--passcode", "tulip-41"])
            let rejected = try await guesser.first("rejected")
            #expect(rejected["reason"]?.stringValue == "wrongPasscode")
            #expect(try await guesser.exit() == .exited(3))
            #expect(guesser.events(named: "joined").isEmpty)
            let failed = try await host.first("passcodeFailed")
            #expect(failed["address"]?.stringValue?.contains(GameTable.address(2)) == true)

            let friend = try await table.joiner(on: 3, ["--connect", target, "--name", "Friend", "--passcode", "tulip-42"])
            let joined = try await friend.first("joined")
            #expect(joined["lobby"]?.stringValue == "Back Room")
            #expect(joined["role"]?.stringValue == "player")
            let arrival = try await host.first("playerJoined")
            #expect(arrival["player"]?["name"]?.stringValue == "Friend")

            // No game was played: the host quitting is "host closed the lobby before any game" (exit 4).
            host.send("quit")
            #expect(try await host.exit() == .exited(0))
            #expect(try await friend.exit() == .exited(4))
            try await friend.first("closed")
            Self.report("private lobby", MonotonicTime.seconds() - started)
        }
    }
}
