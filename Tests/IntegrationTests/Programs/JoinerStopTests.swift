import LanPartyPrograms
import Foundation
import LanPartyTestKit
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension ProgramNetworkTests {
    @Test("a joiner stopped (SIGSTOP) for 10 s resumes its seat and the game goes on to the end")
    func joinerStoppedTenSeconds() async throws {
        try await GameTable.with(hosts: 4) { table in
            let host = try await table.botHost(lobby: "Nap Table", seed: 21, extra: ["--bot-delay", "100"])
            let port = try await GameTable.port(of: host)
            let joiners = try await table.botJoiners(port: port, extra: ["--bot-delay", "100"])
            let sleeper = joiners[0]
            try await sleeper.first("state") { ($0["stateSequence"]?.intValue ?? 0) >= 3 }

            sleeper.process.signal(SIGSTOP)
            let stopped = MonotonicTime.seconds()
            let away = try await host.first("playerAway", within: .seconds(10)) { $0["player"]?["name"]?.stringValue == "P2" }
            Self.report("stop -> host sees P2 away", MonotonicTime.seconds() - stopped)
            // 30 s, counted from the last message heard (a second or so before the silence was noticed).
            #expect((29...30).contains(away["holdSeconds"]?.intValue ?? 0), "\(away.line)")
            try await Task.sleep(for: .seconds(10) - .seconds(MonotonicTime.seconds() - stopped))  // the fault's duration
            sleeper.process.signal(SIGCONT)
            let continued = MonotonicTime.seconds()

            try await sleeper.first("resumed", within: .seconds(10))
            try await host.first("resumed", within: .seconds(10)) { $0["player"]?["name"]?.stringValue == "P2" }
            Self.report("continue -> P2 resumed", MonotonicTime.seconds() - continued)
            try await GameTable.expectSameWinner([host] + joiners)
            #expect(host.events(named: "playerLeft").isEmpty, "nobody lost a seat")
            #expect(host.events(named: "gameStarted").count == 1)
        }
    }

    @Test("a joiner stopped for 35 s is removed after 30 s (timedOut); the others finish the game")
    func joinerStoppedPastTheHold() async throws {
        try await GameTable.with(hosts: 4) { table in
            let host = try await table.botHost(lobby: "Long Nap", seed: 23, extra: ["--bot-delay", "100"])
            let port = try await GameTable.port(of: host)
            // `--wait-for-host 5`: the sleeper wakes after the host has gone (`--once`) and gives
            // up on it after 5 s rather than the default 2 min.
            let joiners = try await table.botJoiners(port: port, extra: ["--bot-delay", "100", "--wait-for-host", "5"])
            let sleeper = joiners[0], others = Array(joiners.dropFirst())
            try await sleeper.first("state") { ($0["stateSequence"]?.intValue ?? 0) >= 3 }

            sleeper.process.signal(SIGSTOP)
            let stopped = MonotonicTime.seconds()
            // The fault lasts 35 s, whatever the game does meanwhile.
            let waker = Task {
                try await Task.sleep(for: .seconds(35))
                sleeper.process.signal(SIGCONT)
                return MonotonicTime.seconds()
            }
            defer { waker.cancel() }
            let away = try await host.first("playerAway", within: .seconds(10)) { $0["player"]?["name"]?.stringValue == "P2" }
            let awaySeen = MonotonicTime.seconds()
            // 30 s, counted from the last message heard (a second or so before the silence was noticed).
            #expect((29...30).contains(away["holdSeconds"]?.intValue ?? 0), "\(away.line)")
            let left = try await host.first("playerLeft", within: .seconds(40)) { $0["player"]?["name"]?.stringValue == "P2" }
            let removed = MonotonicTime.seconds()
            #expect(left["reason"]?.stringValue == "timedOut")
            Self.report("stop -> P2 away", awaySeen - stopped)
            Self.report("away -> P2 removed", removed - awaySeen)
            Self.report("stop -> P2 removed", removed - stopped)
            #expect(removed - awaySeen >= 29 && removed - awaySeen <= 32, "the seat was held for 30 s")

            try await GameTable.expectSameWinner([host] + others)
            let seats = try #require(try await host.first("gameStarted")["players"]?.arrayValue?.compactMap { $0["name"]?.stringValue })
            #expect(seats.contains("P2"))
            #expect(try await host.first("gameOver").winnerNames != ["P2"])

            // When it wakes up its seat is gone: it cannot resume.
            let woke = try await waker.value
            let status = try await sleeper.exit(within: .seconds(20))
            print("[programs] P2 woke after \(String(format: "%.1f", woke - stopped)) s: \(status), last: \(sleeper.events.suffix(3).map(\.line))")
            #expect(status != .exited(0))
            #expect(sleeper.events(named: "gameOver").isEmpty)
        }
    }
}
