import Foundation
import NIOConcurrencyHelpers

#if canImport(Glibc)
    import Glibc
#endif

/// A simulated LAN for multi-process tests, built by `Scripts/testnet`: hosts 1...N, each a network
/// namespace with its own D-Bus and avahi-daemon, on one bridge. Host K has address 169.254.1.K.
///
/// Everything lives in a private PID namespace owned by a controller process; ``shutdown()`` (or
/// the test process dying, which closes the controller's stdin) kills all of it. Use
/// ``withNetwork(hosts:isolation:_:)`` so that teardown also happens when a test fails.
public final class TestNetwork: Sendable {
    /// Number of hosts.
    public let hostCount: Int
    /// The script's state directory.
    public let stateDirectory: URL
    private let controller: HostProcess
    private let initPID: pid_t
    private let hostPIDs: [Int: String]
    private let processes = NIOLockedValueBox<[HostProcess]>([])
    private let isShutDown = NIOLockedValueBox(false)

    private init(hostCount: Int, stateDirectory: URL, controller: HostProcess, initPID: pid_t, hostPIDs: [Int: String]) {
        self.hostCount = hostCount
        self.stateDirectory = stateDirectory
        self.controller = controller
        self.initPID = initPID
        self.hostPIDs = hostPIDs
    }

    /// Builds a network of `hosts` hosts and waits until every avahi-daemon is running.
    public static func start(hosts: Int) async throws -> TestNetwork {
        try TestEnvironment.requireNetworkPrivileges()
        let state = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("lanparty-testnet-\(UUID().uuidString.prefix(8))")
        let arguments = ["start", String(hosts), "-s", state.path]
        let controller = try await ProcessLauncher.launch(
            host: 0, executable: BuiltProducts.testnetScript, arguments: arguments, command: arguments,
            findChild: false)
        let ready = try? await withDeadline(.seconds(60), waitingFor: "the test network") {
            for await line in controller.stdout.follow() where line.hasPrefix("READY") { return true }
            return false
        }
        guard ready == true else {
            controller.kill()
            let status = (try? await controller.waitForExit(within: .seconds(10))) ?? .signaled(SIGKILL)
            throw TestNetworkError.scriptFailed(
                arguments: arguments, status: status, output: controller.stdout.lines + controller.stderr.lines)
        }
        func pid(_ file: String) -> String {
            let text = try? String(contentsOf: state.appendingPathComponent(file), encoding: .utf8)
            return text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        }
        var hostPIDs: [Int: String] = [:]
        for host in 1...hosts { hostPIDs[host] = pid("h\(host).pid") }
        return TestNetwork(
            hostCount: hosts, stateDirectory: state, controller: controller, initPID: pid_t(pid("init.pid")) ?? 0,
            hostPIDs: hostPIDs)
    }

    /// Builds a network, runs `body`, and tears the network down however `body` ends.
    public static func withNetwork<Result>(
        hosts: Int, isolation: isolated (any Actor)? = #isolation, _ body: (TestNetwork) async throws -> Result
    ) async throws -> Result {
        let network = try await start(hosts: hosts)
        do {
            let result = try await body(network)
            await network.shutdown()
            return result
        } catch {
            await network.shutdown()
            throw error
        }
    }

    /// Starts `command` on `host` (its network, mounts, D-Bus and avahi-daemon) in the background.
    /// The process is inside the network's PID namespace and dies with it at the latest.
    public func run(on host: Int, _ command: [String], environment: [String: String]? = nil) async throws
        -> HostProcess
    {
        guard let hostPID = hostPIDs[host] else { throw TestNetworkError.noSuchHost(host) }
        let directory = FileManager.default.currentDirectoryPath
        // Two nsenters: into the network's PID + mount namespaces (where host K's holder pid means
        // something), then into host K's mount, UTS and network namespaces.
        let arguments =
            ["-t", String(initPID), "-m", "-p", "--wd=\(directory)", "--", "nsenter", "-t", hostPID, "-m", "-u", "-n",
             "--wd=\(directory)", "--"] + command
        let process = try await ProcessLauncher.launch(
            host: host, executable: URL(fileURLWithPath: "/usr/bin/nsenter"), arguments: arguments,
            command: command, environment: environment, findChild: true)
        processes.withLockedValue { $0.append(process) }
        return process
    }

    /// Runs `command` on `host` to completion and returns its stdout lines; throws if it fails.
    @discardableResult
    public func runToCompletion(on host: Int, _ command: [String], within timeout: Duration = .seconds(30))
        async throws -> [String]
    {
        let process = try await run(on: host, command)
        process.closeStdin()
        let status = try await process.waitForExit(within: timeout)
        let output = await process.stdout.allLines()
        guard status == .exited(0) else {
            throw TestNetworkError.scriptFailed(
                arguments: command, status: status, output: output + process.stderr.lines)
        }
        return output
    }

    /// Unplugs host K's cable: its bridge port goes down, the host sees NO-CARRIER.
    public func cutLink(host: Int) async throws { try await script("cut", String(host)) }

    /// Plugs host K's cable back in.
    public func restoreLink(host: Int) async throws { try await script("restore", String(host)) }

    /// Drops `percent`% of host K's outgoing packets (nftables); 0 removes the rule.
    public func setPacketLoss(host: Int, percent: Int) async throws {
        try await script("loss", String(host), String(percent))
    }

    /// Stops host K's avahi-daemon with `signal` (`TERM`: clean, with goodbye packets; `KILL`: crash).
    public func stopAvahi(host: Int, signal: String = "TERM") async throws {
        try await script("avahi-stop", String(host), signal)
    }

    /// Starts host K's avahi-daemon and waits until it is running.
    public func startAvahi(host: Int) async throws { try await script("avahi-start", String(host)) }

    /// Stops host K's avahi-daemon with `signal`, then starts it again and waits until it runs.
    public func restartAvahi(host: Int, signal: String = "TERM") async throws {
        try await stopAvahi(host: host, signal: signal)
        try await startAvahi(host: host)
    }

    /// Tears everything down: started processes, daemons, namespaces. Idempotent.
    public func shutdown() async {
        let first = isShutDown.withLockedValue { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        for process in processes.withLockedValue({ $0 }) { process.kill() }
        controller.closeStdin()  // the controller tears the network down on EOF
        if (try? await controller.waitForExit(within: .seconds(15))) == nil {
            if initPID > 0 { kill(initPID, SIGKILL) }
            controller.kill()
        }
        try? FileManager.default.removeItem(at: stateDirectory)
    }

    deinit {
        // Last resort if shutdown() was never awaited: killing the namespace's PID 1 kills everything in it.
        if !isShutDown.withLockedValue({ $0 }), initPID > 0 {
            kill(initPID, SIGKILL)
            controller.kill()
        }
    }

    private func script(_ arguments: String...) async throws {
        let full = [arguments[0], "-s", stateDirectory.path] + arguments.dropFirst()
        let process = try await ProcessLauncher.launch(
            host: 0, executable: BuiltProducts.testnetScript, arguments: full, command: full, findChild: false)
        process.closeStdin()
        let status = try await process.waitForExit(within: .seconds(30))
        guard status == .exited(0) else {
            throw TestNetworkError.scriptFailed(
                arguments: full, status: status, output: await process.stdout.allLines() + process.stderr.lines)
        }
    }
}
