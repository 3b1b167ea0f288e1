import Foundation
import NIOConcurrencyHelpers

/// A running `lanparty-discovery-probe` and a cursor over the events it printed.
///
/// ``next(_:within:where:)`` consumes events in order (like reading a log); ``first(_:within:where:)``
/// searches from the beginning without moving the cursor.
public final class DiscoveryProbeRun: Sendable {
    /// The probe process.
    public let process: HostProcess
    private let cursor = NIOLockedValueBox(0)

    /// Wraps a started probe.
    public init(_ process: HostProcess) {
        self.process = process
    }

    /// The probe executable (see ``BuiltProducts/executable(named:)``).
    public static func executable() throws -> URL {
        try BuiltProducts.executable(named: "lanparty-discovery-probe")
    }

    /// Starts `probe publish --name NAME --port PORT ARGS...` on `host` and waits until it is started.
    public static func publish(
        on network: TestNetwork, host: Int, name: String, port: Int, _ arguments: [String] = []
    ) async throws -> DiscoveryProbeRun {
        let command = [try executable().path, "publish", "--name", name, "--port", String(port)] + arguments
        let run = DiscoveryProbeRun(try await network.run(on: host, command))
        try await run.next("started on host \(host)") { $0.event == "started" }
        return run
    }

    /// Starts `probe browse ARGS...` on `host` and waits until it is browsing.
    public static func browse(on network: TestNetwork, host: Int, _ arguments: [String] = []) async throws
        -> DiscoveryProbeRun
    {
        let run = DiscoveryProbeRun(try await network.run(on: host, [try executable().path, "browse"] + arguments))
        try await run.next("browser started on host \(host)") { $0.event == "started" }
        return run
    }

    /// Every event printed so far.
    public var events: [DiscoveryProbeEvent] { process.stdout.lines.compactMap(Self.decode) }

    /// Waits for the next event after the cursor that matches, and moves the cursor past it.
    @discardableResult
    public func next(
        _ what: String, within timeout: Duration = .seconds(15),
        where predicate: @escaping @Sendable (DiscoveryProbeEvent) -> Bool
    ) async throws -> DiscoveryProbeEvent {
        let start = cursor.withLockedValue { $0 }
        let (event, index) = try await find(what, from: start, within: timeout, predicate)
        cursor.withLockedValue { $0 = max($0, index + 1) }
        return event
    }

    /// Waits for the first event (from the very beginning) that matches; the cursor stays.
    @discardableResult
    public func first(
        _ what: String, within timeout: Duration = .seconds(15),
        where predicate: @escaping @Sendable (DiscoveryProbeEvent) -> Bool
    ) async throws -> DiscoveryProbeEvent {
        try await find(what, from: 0, within: timeout, predicate).0
    }

    /// Sends a stdin command (`update players=3`, `stop`).
    public func send(_ command: String) { process.send(command) }

    private func find(
        _ what: String, from start: Int, within timeout: Duration,
        _ predicate: @escaping @Sendable (DiscoveryProbeEvent) -> Bool
    ) async throws -> (DiscoveryProbeEvent, Int) {
        let log = process.stdout
        let host = process.host
        do {
            return try await withDeadline(timeout, waitingFor: "\(what) (host \(host))") {
                var index = start
                for await line in log.follow(from: start) {
                    defer { index += 1 }
                    if let event = Self.decode(line), predicate(event) { return (event, index) }
                }
                throw ProbeEnded(what: what, output: log.lines)
            }
        } catch let error as DeadlineExceeded {
            throw ProbeEnded(what: "\(error)", output: log.lines + process.stderr.lines)
        }
    }

    private static func decode(_ line: String) -> DiscoveryProbeEvent? {
        try? JSONDecoder().decode(DiscoveryProbeEvent.self, from: Data(line.utf8))
    }
}

/// The awaited event never came; `output` is what the probe printed, for the test log.
public struct ProbeEnded: Error, CustomStringConvertible {
    /// What was awaited.
    public var what: String
    /// The probe's output.
    public var output: [String]

    /// A sentence with the output.
    public var description: String {
        "\(what); probe output:\n" + output.suffix(30).joined(separator: "\n")
    }
}
