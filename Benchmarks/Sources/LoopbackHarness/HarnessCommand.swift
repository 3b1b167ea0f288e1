import ArgumentParser
import BenchmarkSupport
import Connectivity
import CrazyEights
import Foundation

/// The loopback harness. Without `--role` it orchestrates: it starts copies of itself as host,
/// clients and echo baselines, and prints the results.
struct HarnessCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "LoopbackHarness",
        abstract: "Measures LanParty on loopback: round trips, actions/s, wire bytes, host RSS, join time.")

    /// What this process is.
    enum Role: String, ExpressibleByArgument, CaseIterable {
        case orchestrate, host, client, joiner
        case echoServer = "echo-server"
        case echoClient = "echo-client"
        case webSocketClient = "ws-client"
    }

    /// Which game to play.
    enum ModuleChoice: String, ExpressibleByArgument, CaseIterable {
        case tally
        case crazyEights = "crazy-eights"
        case all
    }

    /// Which baseline.
    enum EchoKind: String, ExpressibleByArgument, CaseIterable {
        case posix, nio, framed
    }

    @Option(help: "What this process is (children are started by the orchestrator).")
    var role: Role = .orchestrate
    @Option(help: "tally (minimal module), crazy-eights (bots) or all.")
    var module: ModuleChoice = .all
    @Option(help: "Tally client counts to measure, comma-separated; for a client process, how many it runs.")
    var clients: String = "1,8,64"
    @Option(help: "Seconds measured per phase.")
    var duration: Double = 2.5
    @Option(help: "Unmeasured seconds before each phase.")
    var warmup: Double = 0.5
    @Option(help: "Actions each tally client keeps in flight in the throughput phase (the latency phase uses 1).")
    var window: Int = 16
    @Option(help: "Bots in the Crazy Eights run (2...8).")
    var crazyEightsClients: Int = 4
    @Option(help: "Most client processes per run; clients are spread over them.")
    var clientProcesses: Int = 8
    @Option(help: "Joins measured on a public lobby.")
    var joins: Int = 20
    @Option(help: "Joins measured on a private lobby (each derives the passcode key: about 65 ms).")
    var privateJoins: Int = 3
    @Flag(help: "Skip the echo baselines.")
    var skipBaselines = false
    @Flag(help: "Skip the join measurements.")
    var skipJoins = false
    @Option(help: "Seconds a client waits for the game to start before giving up (the lobby did not fill).")
    var startLimit: Double = 15
    @Option(help: "Milliseconds between two clients' joins (0: all at once).")
    var joinStagger: Int = 0
    @Flag(help: "Ping every 60 s instead of every second (diagnostic: removes ping-driven lobby updates).")
    var quietHeartbeat = false
    @Flag(help: "Diagnostic: run all of Swift concurrency on NIO's event loops in every process (see main.swift); the lobby actors already run on their loops without it.")
    var nioExecutor = false
    @Flag(help: "Also compare the WebSocket round trip with TCP's: tally, 1 client, window 1, --blocks blocks of each, interleaved.")
    var websocket = false
    @Option(help: "Blocks of each transport in the --websocket comparison.")
    var blocks: Int = 3
    @Option(help: "Blocks of each in the interleaved NIO echo / tally comparison (0: skip it; also skipped by --skip-baselines).")
    var echoBlocks: Int = 5
    @Option(help: "Blocks of each in the interleaved recording off/on comparison (tally: 1 client window 1, 8 clients window 16; 0: skip).")
    var recordBlocks: Int = 0
    @Option(help: "Blocks of each in the interleaved unsealed/sealed comparison (tally: 1 client window 1, 8 clients window 16, and public and private joins; 0: skip).")
    var sealBlocks: Int = 0
    @Option(help: "Seconds measured per block of the interleaved comparisons.")
    var blockSeconds: Double = 2
    @Option(help: "Also write the results as JSON to this file.")
    var json: String?

    // Child options.
    @Option(help: .hidden) var port: Int = 0
    @Option(help: .hidden) var firstIndex: Int = 1
    @Option(help: .hidden) var windows: String = "1"
    @Option(help: .hidden) var passcode: String?
    @Option(help: .hidden) var echo: EchoKind = .posix
    @Option(help: .hidden) var size: Int = 64
    @Option(help: .hidden) var recordDir: String?
    @Flag(help: .hidden) var unsealed = false

    func run() async throws {
        switch role {
        case .orchestrate:
            try await Orchestrator(options: self).run()
        case .host:
            switch module {
            case .tally, .all:
                try await HostRole<TallyGame>(players: count, passcode: passcode, timings: timings, recordDirectory: recordDir, sealed: !unsealed).run()
            case .crazyEights:
                try await HostRole<CrazyEights>(players: count, passcode: passcode, timings: timings, recordDirectory: recordDir, sealed: !unsealed).run()
            }
        case .client:
            let plans = windowList.map { PhasePlan(window: $0, warmup: warmup, seconds: duration) }
            switch module {
            case .tally, .all:
                await ClientRole<TallyPlayer>(
                    port: port, count: count, firstIndex: firstIndex, plans: plans, timings: timings,
                    joinStagger: .milliseconds(joinStagger), startLimit: startLimit, sealed: !unsealed
                ).run()
            case .crazyEights:
                await ClientRole<CrazyEightsPlayer>(
                    port: port, count: count, firstIndex: firstIndex, plans: plans, timings: timings,
                    joinStagger: .milliseconds(joinStagger), startLimit: startLimit, sealed: !unsealed
                ).run()
            }
        case .webSocketClient:
            let plans = windowList.map { PhasePlan(window: $0, warmup: warmup, seconds: duration) }
            await WebSocketClientRole(
                port: port, count: count, firstIndex: firstIndex, plans: plans,
                joinStagger: .milliseconds(joinStagger), startLimit: startLimit
            ).run()
        case .joiner:
            await JoinProbe(port: port, joins: joins, passcode: passcode, sealed: !unsealed).run()
        case .echoServer:
            let port: Int
            switch echo {
            case .posix: port = try PosixEcho.startServer()
            case .nio: port = try await NIOEcho.startServer()
            case .framed: port = try await FramedEcho.startServer()
            }
            HarnessLine.ready(port: port).emit()
            await StandardInput.waitForLine("stop")
        case .echoClient:
            StandardInput.exitWhenClosed()
            let report: LatencyReport
            switch echo {
            case .posix: report = try PosixEcho.runClient(port: port, size: size, warmup: warmup, seconds: duration)
            case .nio: report = try await NIOEcho.runClient(port: port, size: size, warmup: warmup, seconds: duration)
            case .framed: report = try await FramedEcho.runClient(port: port, warmup: warmup, seconds: duration)
            }
            HarnessLine.echo(report).emit()
        }
    }

    /// `--clients` as a list.
    var clientCounts: [Int] { clients.split(separator: ",").compactMap { Int($0) } }
    /// `--clients` as one number (child processes).
    var count: Int { clientCounts.first ?? 1 }
    /// The session timings of hosts and clients: the product's, or quiet ones.
    var timings: SessionTimings {
        quietHeartbeat ? SessionTimings(pingInterval: .seconds(60), silenceTimeout: .seconds(180)) : SessionTimings()
    }
    /// `--windows` as a list.
    var windowList: [Int] { windows.split(separator: ",").compactMap { Int($0) } }
}
