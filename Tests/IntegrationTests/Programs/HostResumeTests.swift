import Foundation
import LanPartyPrograms
import LanPartyTestKit
import Testing

extension ProgramNetworkTests {
    /// Issue 39: `lanhost --resume` alone, long after a kill, reopens the lobby with the options it
    /// was started with (here `--no-discovery`, on a host whose avahi-daemon is stopped, so a resume
    /// that tried to publish would fail), its game goes on after any number of restarts, and the
    /// `lanjoin`s that were playing take their seats back without being started again. A resume that
    /// fails leaves the lobby resumable and says why.
    @Suite("Host resume: --resume alone, any time later, with the options the lobby was started with")
    struct HostResumeTests {
        /// How long the host stays down: past the clients' 5 s fast grace and the automatic restart window.
        static let downtime = Duration.seconds(10)

        @Test("killed mid-game, 10 s down, `lanhost --resume` alone: the game goes on, the lanjoins take their seats back")
        func resumeAloneAfterTenSeconds() async throws {
            try await GameTable.with(hosts: 3) { table in
                let (data, first, joiners, before) = try await Self.startGame(table, port: 7710)
                try await table.network.stopAvahi(host: 1)
                try await Self.kill(first)
                // The scenario's input: the host stays down this long (the clients wait on their own).
                try await Task.sleep(for: Self.downtime)
                let second = try await Self.resumeAlone(table, data: data)
                try await Self.expectResumed(second, gameID: Self.firstGame, port: 7710)
                try await Self.finish(second, joiners, before: before, table: table, data: data)
            }
        }

        @Test("after a first quick restart, a later `--resume` still goes on with the running game")
        func resumeAfterAQuickRestart() async throws {
            try await GameTable.with(hosts: 3) { table in
                let (data, first, joiners, before) = try await Self.startGame(table, port: 7711)
                try await Self.kill(first)
                // Within the 5 s window, with the same options: reopened by itself.
                let second = try await table.host(Self.options(port: 7711, data: data))
                try await second.first("gameResumed", within: .seconds(10))
                for joiner in joiners {
                    try await joiner.first("state", within: .seconds(30)) { ($0["stateSequence"]?.intValue ?? 0) > 1 << 20 }
                }
                try await table.network.stopAvahi(host: 1)
                try await Self.kill(second)
                try await Task.sleep(for: Self.downtime)
                let third = try await Self.resumeAlone(table, data: data)
                try await Self.expectResumed(third, gameID: Self.firstGame, port: 7711)
                try await Self.finish(third, joiners, before: before, table: table, data: data)
            }
        }

        @Test("a resume that cannot listen (port taken) says why and leaves the lobby resumable")
        func aFailedResumeStaysResumable() async throws {
            try await GameTable.with(hosts: 3) { table in
                let (data, first, joiners, before) = try await Self.startGame(table, port: 7712)
                try await Self.kill(first)
                let blocker = try await table.network.run(on: 1, [
                    "python3", "-c",
                    "import socket,sys,time\ns=socket.socket()\ns.setsockopt(socket.SOL_SOCKET,socket.SO_REUSEADDR,1)\n"
                        + "s.bind(('0.0.0.0',7712))\ns.listen()\nprint('listening',flush=True)\ntime.sleep(600)",
                ])
                let lines = blocker.lines
                try await withDeadline(.seconds(10), waitingFor: "the port's blocker") {
                    for await line in lines where line == "listening" { return }
                }
                let failed = try await Self.resumeAlone(table, data: data)
                #expect(try await failed.exit(within: .seconds(30)) == .exited(2))
                let message = failed.events(named: "error").last?["message"]?.stringValue ?? ""
                #expect(message.contains("Cannot listen on 0.0.0.0:7712"), "\(failed.tail.joined(separator: "\n"))")
                #expect(message.contains("stays in the record") && message.contains("lanhost --resume --data-dir"), "\(message)")
                blocker.kill()
                _ = try await blocker.waitForExit(within: .seconds(10))

                let second = try await Self.resumeAlone(table, data: data)
                try await Self.expectResumed(second, gameID: Self.firstGame, port: 7712)
                try await Self.finish(second, joiners, before: before, table: table, data: data)
            }
        }

        @Test("a resume whose publishing fails (no Avahi) says so, and the lobby is resumed once the daemon is back")
        func aResumeWithoutAvahiStaysResumable() async throws {
            try await GameTable.with(hosts: 3) { table in
                let data = table.directory.appendingPathComponent("record").path
                // Published this time (no --no-discovery): the joiners connect by address anyway.
                let arguments = Self.options(port: 7713, data: data).filter { $0 != "--no-discovery" }
                let first = try await table.host(arguments)
                try await first.first("published", within: .seconds(20))
                let joiners = try await table.botJoiners(port: 7713, hosts: [2, 3], extra: ["--bot-delay", "150"])
                for joiner in joiners { try await joiner.first("state", within: .seconds(30)) { ($0["stateSequence"]?.intValue ?? 0) >= 3 } }
                try await Self.kill(first)
                try await table.network.stopAvahi(host: 1)
                let failed = try await Self.resumeAlone(table, data: data)
                #expect(try await failed.exit(within: .seconds(30)) == .exited(6))
                let message = failed.events(named: "error").last?["message"]?.stringValue ?? ""
                #expect(message.contains("Avahi") && message.contains("stays in the record"), "\(failed.tail.joined(separator: "\n"))")
                try await table.network.startAvahi(host: 1)
                let second = try await Self.resumeAlone(table, data: data)
                try await Self.expectResumed(second, gameID: Self.firstGame, port: 7713, discovery: true)
                _ = try await GameTable.expectSameWinner([second] + joiners)
            }
        }

        // MARK: - Steps

        static func options(port: Int, data: String) -> [String] {
            [
                "--no-discovery", "--port", String(port), "--name", "Hana", "--bot", "--max-players", "3", "--auto-start",
                "--once", "--seed", "5", "--bot-delay", "200", "--data-dir", data,
            ]
        }

        /// A host started as README's examples start it (`--no-discovery`) and two bot `lanjoin`s in
        /// a game a few moves old.
        static func startGame(_ table: GameTable, port: Int) async throws
            -> (data: String, host: ProgramRun, joiners: [ProgramRun], started: ProgramEvent)
        {
            let data = table.directory.appendingPathComponent("record").path
            let host = try await table.host(options(port: port, data: data))
            try await host.first("published", within: .seconds(20))
            let joiners = try await table.botJoiners(port: port, hosts: [2, 3], extra: ["--bot-delay", "200"])
            for joiner in joiners { try await joiner.first("state", within: .seconds(30)) { ($0["stateSequence"]?.intValue ?? 0) >= 3 } }
            let started = try #require(joiners[0].events(named: "gameStarted").first)
            return (data, host, joiners, started)
        }

        /// `lanhost --resume` with no other option than the record's place, as the phones' banner says.
        static func resumeAlone(_ table: GameTable, data: String) async throws -> ProgramRun {
            try await ProgramRun.start("lanhost", on: table.network, host: 1, ["--data-dir", data, "--resume"])
        }

        /// The record's id of the game played: the first of a fresh record.
        static let firstGame = 1

        static func kill(_ host: ProgramRun) async throws {
            host.process.kill()
            #expect(try await host.exit(within: .seconds(5)) == .signaled(9))
        }

        /// The reopened host names the running game (not "between games"), keeps the first options
        /// and listens where the players look for it.
        static func expectResumed(_ host: ProgramRun, gameID: Int, port: Int, discovery: Bool = false) async throws {
            let resuming = try await host.first("resuming", within: .seconds(20))
            #expect(resuming["gameId"]?.intValue == gameID, "\(host.tail.joined(separator: "\n"))")
            let kept = resuming["options"]?.arrayValue?.compactMap(\.stringValue) ?? []
            #expect(kept.contains("--bot") && kept.contains("--once") && kept.contains("--no-discovery") == !discovery, "\(kept)")
            try await host.first("gameResumed", within: .seconds(20))
            let published = try await host.first("published", within: .seconds(20))
            #expect(published["port"]?.intValue == port)
            #expect(published["discovery"]?.boolValue == discovery)
        }

        /// Every `lanjoin`, never restarted, takes its seat back; the game ends with one winner
        /// everywhere; the record replays it.
        static func finish(
            _ host: ProgramRun, _ joiners: [ProgramRun], before: ProgramEvent, table: GameTable, data: String
        ) async throws {
            for joiner in joiners {
                try await joiner.first("resumed", within: .seconds(30)) { _ in true }
            }
            _ = try await GameTable.expectSameWinner([host] + joiners)
            for joiner in joiners {
                #expect(joiner.events(named: "hostLost").isEmpty, "\(joiner.label) gave up")
                #expect(joiner.events(named: "gameStarted").count == 1, "\(joiner.label): one game, resumed")
                #expect(joiner.events(named: "gameStarted").first?["players"] == before["players"])
            }
            let verify = try await ProgramRun.start(
                "lanhost", on: table.network, host: 1, ["--data-dir", data, "--replay", "1", "--verify"])
            #expect(try await verify.exit(within: .seconds(60)) == .exited(0), "\(verify.tail.joined(separator: "\n"))")
        }
    }
}
