import LanPartyTestKit
import Testing

/// Real `lanhost` / `lanjoin` processes on a simulated LAN (Scripts/testnet): each test builds its
/// own four-host network, starts the built programs with `--json` on its hosts and waits for their
/// events with deadlines. Serialized: the machine is small and the fault timings must not be
/// skewed by a neighbour test.
@Suite(
    "lanhost + lanjoin on the simulated LAN", .serialized,
    .enabled(if: TestEnvironment.shouldRunNetworkTests, Comment(rawValue: TestEnvironment.skipReason)),
    .timeLimit(.minutes(3)))
struct ProgramNetworkTests {
    /// Prints a measurement for the report (`swift test` shows test output).
    static func report(_ what: String, _ seconds: Double) {
        print("[programs] \(what): \(String(format: "%.2f", seconds)) s")
    }
}
