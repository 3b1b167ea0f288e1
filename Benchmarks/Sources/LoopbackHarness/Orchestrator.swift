import BenchmarkSupport
import Connectivity
import Foundation

/// Runs the whole measurement plan in child processes and prints the results.
struct Orchestrator {
    var options: HarnessCommand

    func run() async throws {
        var results = HarnessResults()
        results.machine = MachineInfo.current()
        let actionFrame = try FrameEncoder().encode(SampleMessages.tallyAction, limits: .established).frame.readableBytes
        results.echoMessageBytes = actionFrame
        if !options.skipBaselines {
            for kind in HarnessCommand.EchoKind.allCases {
                results.echo[kind.rawValue] = try await echoBaseline(kind, size: actionFrame)
                note("baseline \(kind.rawValue) done")
            }
        }
        if options.module != .crazyEights {
            for clients in options.clientCounts {
                let windows = [1, options.window]
                results.tally.append(try await gameRun(.tally, clients: clients, windows: windows))
                note("tally with \(clients) clients done")
            }
        }
        if !options.skipBaselines, options.module != .crazyEights, options.echoBlocks > 0 {
            results.echoBlocks = try await echoBlocks(size: actionFrame)
            note("interleaved echo comparison done")
        }
        if options.websocket {
            results.transportBlocks = try await transportBlocks()
            note("websocket comparison done")
        }
        if options.recordBlocks > 0 {
            results.recordBlocks = try await recordBlocks()
            note("recording comparison done")
        }
        if options.sealBlocks > 0 {
            results.sealBlocks = try await sealBlocks()
            results.sealJoins = try await sealJoins()
            note("sealing comparison done")
        }
        if options.module != .tally {
            results.crazyEights = try await gameRun(.crazyEights, clients: options.crazyEightsClients, windows: [1])
            note("crazy eights done")
        }
        if !options.skipJoins {
            results.publicJoins = try await joinRun(joins: options.joins, passcode: nil)
            results.privateJoins = try await joinRun(joins: options.privateJoins, passcode: "2468")
            note("joins done")
        }
        print(ResultsTable(results: results).render())
        if let path = options.json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(results).write(to: URL(fileURLWithPath: path))
        }
    }

    private func note(_ text: String) {
        FileHandle.standardError.write(Data("harness: \(text)\n".utf8))
    }

    /// Phase length (`seconds`, or `--duration`), warm-up and executor flags for a child.
    private func common(seconds: Double? = nil) -> [String] {
        ["--duration", "\(seconds ?? options.duration)", "--warmup", "\(options.warmup)"] + executorFlag
    }

    private var executorFlag: [String] {
        (options.nioExecutor ? ["--nio-executor"] : []) + (options.quietHeartbeat ? ["--quiet-heartbeat"] : [])
    }

    func echoBaseline(_ kind: HarnessCommand.EchoKind, size: Int, seconds: Double? = nil) async throws -> LatencyReport {
        let server = try ChildProcess(label: "echo-server", arguments: ["--role", "echo-server", "--echo", kind.rawValue] + executorFlag)
        defer { server.terminate() }
        guard case .ready(let port, _) = await server.next() else { throw HarnessFailure("echo server did not start") }
        let client = try ChildProcess(
            label: "echo-client",
            arguments: ["--role", "echo-client", "--echo", kind.rawValue, "--port", "\(port)", "--size", "\(size)"] + common(seconds: seconds))
        guard case .echo(let report) = await client.next() else { throw HarnessFailure("echo client failed") }
        server.send("stop")
        await client.waitForExit()
        return report
    }

    func gameRun(
        _ module: HarnessCommand.ModuleChoice, clients: Int, windows: [Int], transport: BenchTransport = .tcp,
        seconds: Double? = nil, recordDirectory: String? = nil, unsealed: Bool = false
    ) async throws -> GameRunResult {
        let sealing = unsealed ? ["--unsealed"] : []
        let host = try ChildProcess(
            label: "host",
            arguments: ["--role", "host", "--module", module.rawValue, "--clients", "\(clients)"]
                + (recordDirectory.map { ["--record-dir", $0] } ?? []) + sealing + executorFlag)
        defer { host.terminate() }
        guard case .ready(let tcpPort, let webPort) = await host.next() else { throw HarnessFailure("host did not start") }
        let (role, port): (String, Int)
        switch transport {
        case .tcp: (role, port) = ("client", tcpPort)
        case .webSocket:
            guard let webPort else { throw HarnessFailure("the host serves no WebSocket") }
            (role, port) = ("ws-client", webPort)
        }
        let processes = max(1, min(clients, options.clientProcesses))
        var children: [ChildProcess] = []
        var first = 1
        for process in 0..<processes {
            let share = clients / processes + (process < clients % processes ? 1 : 0)
            children.append(
                try ChildProcess(
                    label: "clients-\(process)",
                    arguments: [
                        "--role", role, "--module", module.rawValue, "--port", "\(port)", "--clients", "\(share)",
                        "--first-index", "\(first)", "--windows", windows.map(String.init).joined(separator: ","),
                        "--join-stagger", "\(options.joinStagger)", "--start-limit", "\(options.startLimit)",
                    ] + sealing + common(seconds: seconds)))
            first += share
        }
        let limit = options.startLimit + Double(windows.count) * (options.warmup + (seconds ?? options.duration)) + 60
        let watchdog = Self.watchdog(pids: [host.pid] + children.map(\.pid), after: limit)
        defer { watchdog.cancel() }
        var phases: [PhaseReport]?
        for child in children {
            guard case .clients(let reports) = await child.next() else { throw HarnessFailure("a client process failed") }
            guard var total = phases else {
                phases = reports
                continue
            }
            for (index, report) in reports.enumerated() where index < total.count { total[index].merge(report) }
            phases = total
        }
        host.send("stop")
        guard case .host(let hostReport) = await host.next() else { throw HarnessFailure("host did not report") }
        for child in children { await child.waitForExit() }
        await host.waitForExit()
        return GameRunResult(module: module.rawValue, clients: clients, phases: phases ?? [], host: hostReport)
    }

    /// Stops the children of a run that takes far longer than planned, so a hung run ends.
    private static func watchdog(pids: [Int32], after seconds: Double) -> Task<Void, Never> {
        Task {
            try? await Task.sleep(for: .seconds(seconds))
            guard !Task.isCancelled else { return }
            FileHandle.standardError.write(Data("harness: run exceeded \(Int(seconds)) s, stopping it\n".utf8))
            for pid in pids { kill(pid, SIGTERM) }
        }
    }

    func joinRun(joins: Int, passcode: String?, unsealed: Bool = false) async throws -> [UInt64] {
        let sealing = unsealed ? ["--unsealed"] : []
        var hostArguments = ["--role", "host", "--module", "tally", "--clients", "0"] + sealing + executorFlag
        var joinerArguments = ["--role", "joiner", "--joins", "\(joins)"] + sealing + executorFlag
        if let passcode {
            hostArguments += ["--passcode", passcode]
            joinerArguments += ["--passcode", passcode]
        }
        let host = try ChildProcess(label: "join-host", arguments: hostArguments)
        defer { host.terminate() }
        guard case .ready(let port, _) = await host.next() else { throw HarnessFailure("join host did not start") }
        let joiner = try ChildProcess(label: "joiner", arguments: joinerArguments + ["--port", "\(port)"])
        guard case .joins(let times) = await joiner.next() else { throw HarnessFailure("joiner failed") }
        host.send("stop")
        _ = await host.next()
        await joiner.waitForExit()
        return times
    }
}

/// The orchestrator gave up.
struct HarnessFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// One game run: the clients' phases and the host's figures.
struct GameRunResult: Codable, Sendable {
    var module: String
    var clients: Int
    var phases: [PhaseReport]
    var host: HostReport
}

/// Everything one orchestrated run measured.
struct HarnessResults: Codable, Sendable {
    var echoMessageBytes = 0
    var echo: [String: LatencyReport] = [:]
    var tally: [GameRunResult] = []
    var crazyEights: GameRunResult?
    var publicJoins: [UInt64] = []
    var privateJoins: [UInt64] = []
    /// The interleaved TCP/WebSocket blocks (`--websocket`).
    var transportBlocks: [TransportBlock] = []
    /// The interleaved recording off/on blocks (`--record-blocks`).
    var recordBlocks: [RecordBlock] = []
    /// The interleaved unsealed/sealed blocks (`--seal-blocks`).
    var sealBlocks: [SealBlock] = []
    /// Join times, unsealed and sealed, public and private (`--seal-blocks`).
    var sealJoins: [SealJoins] = []
    /// The interleaved NIO echo / tally blocks (the stack's ratio to the echo).
    var echoBlocks: [EchoBlock] = []
    /// What it ran on.
    var machine: MachineInfo?
}
