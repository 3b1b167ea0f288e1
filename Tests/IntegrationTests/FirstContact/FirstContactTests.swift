import Foundation
import LanPartyTestKit
import Testing

/// The README's "Try it on one machine": one user account, one data directory, real `lanhost` and
/// `lanjoin` processes on 127.0.0.1, told apart by `--name` alone (issue 13).
@Suite("first contact: one machine, one account", .serialized, .timeLimit(.minutes(3)))
struct FirstContactTests {
    @Test("a host and two joiners with different names play to the end, each with a profile of their own")
    func threeNamesOneAccount() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host([
                "--name", "Hana", "--bot", "--auto-start", "--once", "--max-players", "3", "--seed", "11",
            ])
            let port = try await GameTable.port(of: host)
            let ari = try await table.joiner(port: port, ["--name", "Ari", "--bot", "--auto-ready", "--seed", "12"])
            let bo = try await table.joiner(port: port, ["--name", "Bo", "--bot", "--auto-ready", "--seed", "13"])
            try await GameTable.expectSameWinner([host, ari, bo])
            let files = try FileManager.default.contentsOfDirectory(
                atPath: table.profiles.appendingPathComponent("profiles").path)
            #expect(Set(files) == ["hana.json", "ari.json", "bo.json"])
            let ids = try files.map { try Self.storedProfile(table.profiles.appendingPathComponent("profiles/\($0)")).id }
            #expect(Set(ids).count == 3)
            // Each seat's result went to its own profile.
            for file in files {
                let stored = try Self.storedProfile(table.profiles.appendingPathComponent("profiles/\(file)"))
                #expect(stored.gamesPlayed == 1, "\(file)")
            }
        }
    }

    @Test("the same name twice is refused with words that say what to do (exit 3)")
    func sameNameTwice() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(["--name", "Hana"])
            let port = try await GameTable.port(of: host)
            let ari = try await table.joiner(port: port, ["--name", "Ari"])
            try await ari.first("joined")
            // Names match without regard to case: "ari" is Ari's profile.
            let twin = try await table.joiner(port: port, ["--name", "ari"])
            let refused = try await twin.first("rejected")
            #expect(refused["reason"]?.stringValue == "duplicatePlayer")
            let message = refused["message"]?.stringValue ?? ""
            #expect(message.contains("Ari"), "\(message)")
            #expect(try await twin.exit() == .exited(3))
            // The host's own name is taken too.
            let hostTwin = try await table.joiner(port: port, ["--name", "Hana"])
            #expect(try await hostTwin.first("rejected")["reason"]?.stringValue == "duplicatePlayer")
            #expect(try await hostTwin.exit() == .exited(3))
            host.send("quit")
            #expect(try await host.exit() == .exited(0))
        }
    }

    @Test("a dedicated host holds no identity: a joiner with the default profile is seated")
    func dedicatedHostAndDefaultJoiner() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(["--dedicated"])
            let port = try await GameTable.port(of: host)
            // The dedicated host read and wrote no profile (its record of games lives beside them,
            // Docs/Record.md).
            #expect(!FileManager.default.fileExists(atPath: table.profiles.appendingPathComponent("profile.json").path))
            #expect(!FileManager.default.fileExists(atPath: table.profiles.appendingPathComponent("profiles").path))
            #expect(FileManager.default.fileExists(atPath: table.profiles.appendingPathComponent("record.sqlite").path))
            let joiner = try await table.joiner(port: port, [])
            let joined = try await joiner.first("joined")
            #expect(joined["role"]?.stringValue == "player")
            #expect(FileManager.default.fileExists(atPath: table.profiles.appendingPathComponent("profile.json").path))
            joiner.send("leave")
            #expect(try await joiner.exit() == .exited(0))
            host.send("quit")
            #expect(try await host.exit() == .exited(0))
        }
    }

    @Test("commands piped in before the join are carried out in order, after it; EOF after leave still leaves")
    func pipedScriptWaitsForTheJoin() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(["--name", "Hana"])
            let port = try await GameTable.port(of: host)
            let script = try await table.joiner(port: port, ["--name", "Scripted"])
            for line in ["ready", "unready", "ready", "leave"] { script.send(line) }
            script.process.closeStdin()
            #expect(try await script.exit() == .exited(0))
            let names = script.events.map(\.name)
            // Every line waited for the join, then ran in order: three roster changes, then left.
            let joined = try #require(names.firstIndex(of: "joined"))
            #expect(names.prefix(joined).filter { $0 == "queued" }.count == 4, "\(names)")
            #expect(names.last == "left", "\(names)")
            // The host saw the player come, change its flag in the order typed, and leave of its own accord.
            let left = try await host.first("playerLeft") { $0["player"]?["name"]?.stringValue == "Scripted" }
            #expect(left["reason"]?.stringValue == "left")
            let readiness = host.events.filter { $0.name == "lobby" }.compactMap { event in
                event["members"]?.arrayValue?.first { $0["name"]?.stringValue == "Scripted" }?["ready"]?.boolValue
            }
            #expect(Self.collapsed(readiness) == [false, true, false, true], "\(readiness)")
            host.send("quit")
            #expect(try await host.exit() == .exited(0))
        }
    }

    @Test("a game command piped in with 'ready' waits for the game instead of failing in the lobby")
    func gameCommandWaitsForTheGame() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host([
                "--name", "Hana", "--bot", "--auto-start", "--max-players", "2", "--seed", "31", "--bot-delay", "50",
            ])
            let port = try await GameTable.port(of: host)
            let script = try await table.joiner(port: port, ["--name", "Ari"])
            script.send("ready")
            script.send("draw")
            // Carried out once the game runs: the host answers it (applied, or refused by the rules).
            let answered = try await script.first("gameStarted")
            _ = answered
            try await Self.firstAnswer(to: script)
            #expect(!script.events.contains { $0.name == "error" && $0["code"]?.stringValue == "notAllowed" })
            script.send("leave")
            #expect(try await script.exit() == .exited(0))
            host.send("quit")
            #expect(try await host.exit() == .exited(0))
        }
    }

    @Test("a refused join drops the waiting lines with a clear error")
    func refusedJoinDropsWaitingLines() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(["--name", "Hana", "--passcode", "4321"])
            let port = try await GameTable.port(of: host)
            let wrong = try await table.joiner(port: port, ["--name", "Ari", "--passcode", "0000"])
            wrong.send("ready")
            wrong.send("draw")
            #expect(try await wrong.exit() == .exited(3))
            let dropped = try #require(wrong.events.last { $0.name == "error" })
            #expect(dropped["code"]?.stringValue == "notCarriedOut")
            host.send("quit")
            #expect(try await host.exit() == .exited(0))
        }
    }

    @Test("nothing listening at the address: its own exit code (7) and words with the likely causes")
    func nothingListening() async throws {
        try await LoopbackTable.with { table in
            let port = try Self.closedPort()
            let joiner = try await table.joiner(port: port, ["--name", "Ari"])
            #expect(try await joiner.exit() == .exited(7))
            let error = try #require(joiner.events.last { $0.name == "error" })
            #expect(error["code"]?.stringValue == "unreachable")
            let message = error["message"]?.stringValue ?? ""
            #expect(message.contains("Nothing is listening") && message.contains("firewall"), "\(message)")
        }
    }

    @Test("the single profile of earlier builds is found by its name and keeps its id and stats")
    func legacyProfileMigration() async throws {
        try await LoopbackTable.with { table in
            try FileManager.default.createDirectory(at: table.profiles, withIntermediateDirectories: true)
            let id = "6F1C2B4A-0000-4000-8000-000000000007"
            let legacy = """
                {"schemaVersion":1,"profile":{"id":"\(id)","username":"Hana","avatar":{"backgroundColorHex":"#4A90D9",\
                "baseSymbol":"person","version":1},"globalStats":{"totalGamesPlayed":3,"totalWins":2},\
                "statsByGameId":{"crazy-eights":\
                {"gamesPlayed":3,"wins":2,"streakCurrent":1,"streakBest":2}}}}
                """
            let file = table.profiles.appendingPathComponent("profile.json")
            try Data(legacy.utf8).write(to: file)
            let host = try await table.host([
                "--name", "hana", "--bot", "--auto-start", "--once", "--max-players", "2", "--seed", "21",
            ])
            let port = try await GameTable.port(of: host)
            let joiner = try await table.joiner(port: port, ["--name", "Ari", "--bot", "--auto-ready", "--seed", "22"])
            let joined = try await joiner.first("joined")
            #expect(joined["host"]?["id"]?.stringValue?.uppercased() == id)
            try await GameTable.expectSameWinner([host, joiner])
            let stored = try Self.storedProfile(file)
            #expect(stored.id == id && stored.gamesPlayed == 4)
            #expect(!FileManager.default.fileExists(atPath: table.profiles.appendingPathComponent("profiles/hana.json").path))
        }
    }

    // MARK: - Helpers

    /// Waits until the joiner's one game command was answered: a state with its action pending or
    /// applied, an `actionRejected`, or the game's own refusal of the command.
    static func firstAnswer(to run: ProgramRun) async throws {
        try await withDeadline(.seconds(20), waitingFor: "an answer to 'draw'") {
            for await line in run.process.stdout.follow(from: 0) {
                guard let event = ProgramEvent(line) else { continue }
                if event.name == "actionRejected" { return }
                if event.name == "error", event["code"]?.stringValue == "invalidCommand" { return }
                if event.name == "state", event["pendingActions"]?.intValue == 1 { return }
                if event.name == "state", let last = event["view"]?["lastMove"], last["drew"] != nil { return }
            }
        }
    }

    /// The id and game count of a stored profile file.
    static func storedProfile(_ url: URL) throws -> (id: String, gamesPlayed: Int) {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let profile = try #require(object?["profile"] as? [String: Any])
        let stats = profile["globalStats"] as? [String: Any]
        return ((profile["id"] as? String ?? "").uppercased(), stats?["totalGamesPlayed"] as? Int ?? 0)
    }

    /// Consecutive duplicates removed (lobby updates repeat a member's flag for unrelated changes).
    static func collapsed(_ values: [Bool]) -> [Bool] {
        values.reduce(into: []) { result, value in if result.last != value { result.append(value) } }
    }

    /// A loopback port with nothing listening: bound and closed again at once.
    static func closedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(fd, raw, length) == 0 && getsockname(fd, raw, &length) == 0
            }
        }
        try #require(bound)
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
