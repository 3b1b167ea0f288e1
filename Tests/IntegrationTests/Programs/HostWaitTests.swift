import Foundation
import LanPartyPrograms
import LanPartyTestKit
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension ProgramNetworkTests {
    /// Issue 39: a `lanjoin` whose host is gone keeps its seat and waits for it (2 min by default),
    /// trying its address in the background; a host started again later with `--resume` finds it
    /// waiting and the game goes on. Ctrl-C or `quit` stops the wait.
    @Suite("Waiting for a lost host: lanjoin takes its seat back from a resumed host by itself")
    struct HostWaitTests {
        @Test("Crazy Eights: the host is killed mid-game, stays down 10 s and is resumed: the lanjoins left running take their seats back and the game ends")
        func aLanjoinLeftRunningTakesItsSeatBackFromAResumedHost() async throws {
            try await GameTable.with(hosts: 3) { table in
                let data = table.directory.appendingPathComponent("record").path
                let arguments = [
                    "--lobby-name", "Patience", "--name", "Hana", "--bot", "--max-players", "3", "--auto-start", "--once",
                    "--seed", "7", "--bot-delay", "150", "--port", "7710", "--no-discovery", "--data-dir", data,
                ]
                let first = try await table.host(arguments)
                try await first.first("published", within: .seconds(20))
                let joiners = try await table.botJoiners(port: 7710, hosts: [2, 3], extra: ["--bot-delay", "150"])
                for joiner in joiners { try await joiner.first("state", within: .seconds(30)) { ($0["stateSequence"]?.intValue ?? 0) >= 3 } }
                let before = try #require(joiners[0].events(named: "gameStarted").first)

                first.process.kill()
                #expect(try await first.exit(within: .seconds(5)) == .signaled(9))
                for joiner in joiners {
                    let gone = try await joiner.first("hostUnreachable", within: .seconds(10))
                    #expect(gone["waitSeconds"]?.intValue == 120, "the default wait: \(gone.line)")
                }
                // The host stays down 10 s: the fault's duration (the input), not a synchronisation
                // wait. Past the automatic 5 s window, only --resume reopens the lobby.
                try await Task.sleep(for: .seconds(10))
                let started = MonotonicTime.seconds()
                let second = try await table.host(arguments + ["--resume"])
                try await second.first("published", within: .seconds(20))
                let published = MonotonicTime.seconds()
                try await second.first("gameResumed", within: .seconds(20))
                for joiner in joiners {
                    let back = try await joiner.first("resumed", within: .seconds(25))
                    let now = MonotonicTime.seconds()
                    // The host listens before it prints `published`: a seat taken back in between counts as 0.
                    ProgramNetworkTests.report("resumed host started -> \(joiner.label) took its seat back", now - started)
                    ProgramNetworkTests.report("resumed host published -> \(joiner.label) took its seat back", max(0, now - published))
                    let waited = back["afterSeconds"]?.doubleValue ?? 0
                    ProgramNetworkTests.report("\(joiner.label) waited for the host", waited)
                    #expect(waited >= 10 && waited < 60, "\(back.line)")
                    // It kept trying in the background, patiently after the first 5 s.
                    #expect(joiner.events(named: "reconnecting").count >= 6)
                }
                let winner = try await GameTable.expectSameWinner([second] + joiners)
                #expect(["Hana", "P2", "P3"].contains(winner))
                for joiner in joiners {
                    #expect(joiner.events(named: "hostLost").isEmpty, "\(joiner.label) gave up")
                    #expect(joiner.events(named: "gameStarted").count == 1, "\(joiner.label): one game, resumed, not a new one")
                    #expect(joiner.events(named: "gameStarted").first?["players"] == before["players"])
                }
            }
        }

        @Test("Ctrl-C or quit while waiting for the host ends lanjoin at once (exit 0, 'left' while waiting); a lanhost started afresh on the port is another lobby (exit 3)")
        func ctrlCStopsTheWait() async throws {
            try await GameTable.with(hosts: 3) { table in
                let host = try await table.host(["--name", "Hana", "--no-discovery", "--no-record", "--port", "7711"])
                try await host.first("published", within: .seconds(20))
                let address = "\(GameTable.address(1)):7711"
                let ann = try await table.joiner(on: 2, ["--connect", address, "--name", "Ann"])
                let bo = try await table.joiner(on: 3, ["--connect", address, "--name", "Bo"])
                let cy = try await table.joiner(on: 3, profileTag: "cy", ["--connect", address, "--name", "Cy"])
                for joiner in [ann, bo, cy] { try await joiner.first("joined", within: .seconds(20)) }
                host.process.kill()
                _ = try await host.exit(within: .seconds(5))
                // Past the quick phase: a patient attempt with under 114 s left.
                for joiner in [ann, bo] {
                    try await joiner.first("reconnecting", within: .seconds(20)) { ($0["secondsLeft"]?.doubleValue ?? 120) < 114 }
                }

                let interrupted = MonotonicTime.seconds()
                ann.process.signal(SIGINT)
                #expect(try await ann.exit(within: .seconds(5)) == .exited(0))
                ProgramNetworkTests.report("SIGINT while waiting -> lanjoin exited", MonotonicTime.seconds() - interrupted)
                let last = try #require(ann.events.last)
                #expect(last.name == "left" && last["waiting"]?.boolValue == true, "\(last.line)")
                #expect(ann.events(named: "hostLost").isEmpty)

                bo.send("quit")
                #expect(try await bo.exit(within: .seconds(5)) == .exited(0))
                #expect(bo.events.last?.name == "left")

                // A new session on the same port (no --resume, no record): Cy, still waiting, finds
                // another lobby there and says its seat is gone.
                let fresh = try await table.host(["--name", "Hana", "--no-discovery", "--no-record", "--port", "7711"])
                try await fresh.first("published", within: .seconds(20))
                #expect(try await cy.exit(within: .seconds(15)) == .exited(3))
                let refused = try await cy.first("rejected")
                #expect(refused["message"]?.stringValue?.hasPrefix("Another lobby answers at \(address) now") == true, "\(refused.line)")
                #expect(cy.events(named: "resumed").isEmpty && cy.events(named: "joined").count == 1)
                fresh.send("quit")
                _ = try await fresh.exit(within: .seconds(10))
            }
        }
    }
}
