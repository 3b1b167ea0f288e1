import LanPartyPrograms
import Foundation
import LanPartyTestKit
import Testing

/// One test's LAN party: the simulated network, a scratch directory for profiles, and helpers that
/// start `lanhost` / `lanjoin` with the arguments every scenario shares (JSON events, one profile
/// file per program: two programs with one profile would be the same player).
struct GameTable: Sendable {
    /// The simulated LAN; host K is 169.254.1.K.
    let network: TestNetwork
    /// Profiles live here.
    let directory: URL

    /// Builds a network of `hosts` hosts, runs `body`, and tears everything down however it ends.
    static func with<Result>(
        hosts: Int, isolation: isolated (any Actor)? = #isolation, _ body: (GameTable) async throws -> Result
    ) async throws -> Result {
        try TestEnvironment.requireNetworkPrivileges()
        let directory = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("lanparty-programs-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try await TestNetwork.withNetwork(hosts: hosts) { network in
            try await body(GameTable(network: network, directory: directory))
        }
    }

    /// The address of host K.
    static func address(_ host: Int) -> String { "169.254.1.\(host)" }

    /// The profile file of the program on host K (`tag` tells apart several programs on one host).
    func profile(_ host: Int, _ tag: String = "") -> String {
        directory.appendingPathComponent("h\(host)\(tag).json").path
    }

    /// Starts `lanhost --json --game GAME --profile ... ARGS` on `host`.
    func host(on host: Int = 1, game: String = "crazy-eights", _ arguments: [String]) async throws -> ProgramRun {
        try await ProgramRun.start(
            "lanhost", on: network, host: host, ["--game", game, "--profile", profile(host)] + arguments)
    }

    /// Starts `lanjoin --json --profile ... ARGS` on `host`.
    func joiner(
        on host: Int, profileTag: String = "", _ arguments: [String], environment: [String: String]? = nil
    ) async throws -> ProgramRun {
        try await ProgramRun.start(
            "lanjoin", on: network, host: host, ["--profile", profile(host, profileTag)] + arguments,
            environment: environment)
    }

    /// A host that plays its own seat as a bot and starts a four-player game by itself, once.
    func botHost(lobby: String, seed: Int, extra: [String] = []) async throws -> ProgramRun {
        try await host([
            "--lobby-name", lobby, "--name", "Hana", "--bot", "--max-players", "4", "--auto-start", "--once",
            "--seed", String(seed),
        ] + extra)
    }

    /// Bot joiners on hosts 2, 3, 4 that find `lobby` by name and ready themselves.
    func botJoiners(lobby: String, hosts: [Int] = [2, 3, 4], extra: [String] = []) async throws -> [ProgramRun] {
        var joiners: [ProgramRun] = []
        for host in hosts {
            joiners.append(try await joiner(on: host, [
                "--lobby", lobby, "--name", "P\(host)", "--bot", "--auto-ready", "--discovery-timeout", "20",
                "--seed", String(100 + host),
            ] + extra))
        }
        return joiners
    }

    /// Bot joiners on hosts 2, 3, 4 that connect to host 1 directly.
    func botJoiners(port: Int, hosts: [Int] = [2, 3, 4], extra: [String] = []) async throws -> [ProgramRun] {
        var joiners: [ProgramRun] = []
        for host in hosts {
            joiners.append(try await joiner(on: host, [
                "--connect", "\(Self.address(1)):\(port)", "--name", "P\(host)", "--bot", "--auto-ready",
                "--seed", String(100 + host),
            ] + extra))
        }
        return joiners
    }

    /// Waits for every program to print `gameOver` and exit 0; checks they all name the same single
    /// winner and returns it.
    @discardableResult
    static func expectSameWinner(_ runs: [ProgramRun], within timeout: Duration = .seconds(90)) async throws -> String {
        var winners: [[String]] = []
        for run in runs {
            let over = try await run.first("gameOver", within: timeout)
            winners.append(over.winnerNames)
        }
        for run in runs {
            let status = try await run.exit(within: .seconds(20))
            #expect(status == .exited(0), "\(run.label): \(status)\n\(run.tail.joined(separator: "\n"))")
        }
        let first = try #require(winners.first)
        #expect(first.count == 1, "one winner: \(first)")
        for (run, names) in zip(runs, winners) { #expect(names == first, "\(run.label) saw \(names), host saw \(first)") }
        return first.first ?? ""
    }

    /// The port from the host's `published` event.
    static func port(of host: ProgramRun) async throws -> Int {
        try #require(try await host.first("published", within: .seconds(20))["port"]?.intValue)
    }
}

extension GameTable {
    /// Checks that nothing was lost on the way: every program's last numbered state is the same
    /// one, and every state anyone saw accounts for the same number of cards (hands, draw pile,
    /// discard pile).
    static func expectNothingLost(_ runs: [ProgramRun]) throws {
        var lastSequences: [Int] = []
        var totals: Set<Int> = []
        for run in runs {
            let states = run.events(named: "state").filter { $0["stateSequence"]?.intValue != nil }
            let last = try #require(states.last, "\(run.label) saw no state")
            lastSequences.append(try #require(last["stateSequence"]?.intValue))
            for state in states {
                let view = try #require(state["view"])
                let hands = (view["players"]?.arrayValue ?? []).compactMap { $0["cardCount"]?.intValue }.reduce(0, +)
                totals.insert(hands + (view["drawPileCount"]?.intValue ?? 0) + (view["discardPileCount"]?.intValue ?? 0))
            }
        }
        #expect(Set(lastSequences).count == 1, "last states: \(zip(runs.map(\.label), lastSequences).map { "\($0)=\($1)" })")
        #expect(totals.count == 1, "card totals seen: \(totals.sorted())")
    }
}
