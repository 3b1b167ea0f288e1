import Connectivity
import Foundation
import LanPartyTestKit
import Testing

/// Discovery without Avahi: a typed error, promptly, that says how to fix it. The probe runs in a
/// child process so that its D-Bus address can be pointed elsewhere (libdbus reads it once per
/// process); no avahi-daemon is ever started here.
@Suite("Discovery without Avahi")
struct DiscoveryUnavailableTests {
    static func probeOutcome(
        _ arguments: [String], busAddress: String
    ) async throws -> (ProcessExit, DiscoveryProbeEvent, Duration) {
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SYSTEM_BUS_ADDRESS"] = busAddress
        let started = ContinuousClock.now
        let probe = try await HostProcess.spawn(try DiscoveryProbeRun.executable(), arguments, environment: environment)
        probe.closeStdin()
        let exit = try await probe.waitForExit(within: .seconds(60))
        let elapsed = ContinuousClock.now - started
        let line = try #require(probe.stdout.lines.first, "probe printed nothing: \(probe.stderr.lines)")
        return (exit, try JSONDecoder().decode(DiscoveryProbeEvent.self, from: Data(line.utf8)), elapsed)
    }

    @Test(arguments: [["browse"], ["publish", "--name", "Nobody", "--port", "7000"]])
    func noSystemBusIsATypedErrorWithAWayOut(_ arguments: [String]) async throws {
        let missing = "unix:path=/nonexistent/lanparty-test/\(UUID().uuidString)"
        let (exit, event, elapsed) = try await Self.probeOutcome(arguments, busAddress: missing)
        #expect(exit == .exited(6))
        #expect(event.event == "error")
        #expect(event.code == DiscoveryError.Code.systemBusUnavailable.rawValue)
        #expect(event.message?.contains("sudo systemctl start") == true)
        #expect(event.message?.contains("--connect HOST:PORT") == true)
        // Not a D-Bus call timeout (25 s by default): the missing bus is reported when connecting.
        #expect(elapsed < .seconds(25), "sooner than a D-Bus call timeout")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon"), "needs dbus-daemon"))
    func busWithoutAvahiIsDaemonNotRunning() async throws {
        // A private bus on a socket in a temporary directory, with the session configuration (no
        // activation of Avahi): D-Bus is up, the daemon is not.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lanparty-bus-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let address = "unix:path=\(directory.path)/bus"
        let bus = try await HostProcess.spawn(
            URL(fileURLWithPath: "/usr/bin/dbus-daemon"), ["--session", "--address=\(address)", "--nofork", "--print-address"])
        defer { bus.kill() }
        _ = try await withDeadline(.seconds(10), waitingFor: "the private bus") {
            for await line in bus.stdout.follow() where line.hasPrefix("unix:") { return line }
            throw DeadlineExceeded(what: "dbus-daemon exited: \(bus.stderr.lines)", timeout: .zero)
        }

        let (exit, event, elapsed) = try await Self.probeOutcome(["browse"], busAddress: address)
        #expect(exit == .exited(6))
        #expect(event.code == DiscoveryError.Code.daemonNotRunning.rawValue)
        #expect(event.message?.contains("sudo systemctl start avahi-daemon") == true)
        #expect(event.message?.contains("--no-discovery") == true)
        // Not a D-Bus call timeout (25 s by default): the missing bus is reported when connecting.
        #expect(elapsed < .seconds(25), "sooner than a D-Bus call timeout")
    }

    @Test func errorsExplainTheWayOut() {
        for code in [DiscoveryError.Code.daemonNotRunning, .systemBusUnavailable] {
            let text = DiscoveryError(code).description
            #expect(text.contains("avahi-daemon"))
            #expect(text.contains("lanjoin --connect HOST:PORT"))
            #expect(text.contains("lanhost --no-discovery"))
        }
    }
}
