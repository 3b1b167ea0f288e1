import Foundation
import Histogram

/// One line a child process prints for the orchestrator: `@harness ` followed by JSON.
enum HarnessLine: Codable, Sendable {
    /// A listener is up; a host also serves WebPlay on `webPort`.
    case ready(port: Int, webPort: Int? = nil)
    /// A host's figures after the run.
    case host(HostReport)
    /// A client process's figures, one entry per measured phase.
    case clients([PhaseReport])
    /// Join times, in nanoseconds.
    case joins([UInt64])
    /// An echo client's round trips.
    case echo(LatencyReport)
    /// Something went wrong in the child.
    case failure(String)

    static let prefix = "@harness "

    /// Prints the line on standard output (flushed: the orchestrator reads it through a pipe).
    func emit() {
        let encoder = JSONEncoder()
        guard let data = try? encoder.encode(self), let json = String(data: data, encoding: .utf8) else { return }
        FileHandle.standardOutput.write(Data((Self.prefix + json + "\n").utf8))
    }

    /// Parses a line printed by ``emit()``; `nil` for anything else the child printed.
    static func parse(_ line: String) -> HarnessLine? {
        guard line.hasPrefix(prefix) else { return nil }
        return try? JSONDecoder().decode(HarnessLine.self, from: Data(line.dropFirst(prefix.count).utf8))
    }
}

/// Round-trip times in nanoseconds.
struct LatencyReport: Codable, Sendable {
    /// Every measured sample.
    var histogram: Histogram<UInt64>
    /// Completed operations inside the measurement window.
    var completed: Int
    /// The measurement window, in seconds.
    var seconds: Double

    /// An empty report.
    static func empty(seconds: Double) -> LatencyReport {
        LatencyReport(histogram: LatencyReport.makeHistogram(), completed: 0, seconds: seconds)
    }

    /// Nanoseconds from 1 ns to 60 s at three significant digits.
    static func makeHistogram() -> Histogram<UInt64> {
        Histogram(highestTrackableValue: 60_000_000_000, numberOfSignificantValueDigits: .three)
    }

    /// Adds another client's samples (windows are concurrent, so the window length stays).
    mutating func merge(_ other: LatencyReport) {
        histogram.add(other.histogram)
        completed += other.completed
        seconds = max(seconds, other.seconds)
    }

    /// Completed operations per second.
    var perSecond: Double { seconds > 0 ? Double(completed) / seconds : 0 }

    /// The value at `percentile` (0...100), in microseconds.
    func micros(_ percentile: Double) -> Double { Double(histogram.valueAtPercentile(percentile)) / 1000 }
}

/// What the clients of one phase measured.
struct PhaseReport: Codable, Sendable {
    /// Actions each client keeps in flight.
    var window: Int
    /// Round trips of the clients' own actions.
    var latency: LatencyReport
    /// Game states received in the window, all clients together.
    var statesReceived: Int
    /// Sampled frame sizes of received states (re-encoded as the host's transport encodes them).
    var sampledStateBytes: Int
    /// How many states were sampled.
    var sampledStates: Int
    /// Refused actions (should stay 0).
    var rejections: Int
    /// Games that ended during the phase (Crazy Eights).
    var gamesFinished: Int
    /// Times a client lost its connection (reported in the first phase; should stay 0).
    var connectionLosses = 0
    /// Clients that never got a game state (reported in the first phase; should stay 0).
    var clientsNeverStarted = 0
    /// Lobby updates received from join to leave, all clients (reported in the first phase).
    var lobbyUpdates = 0

    /// Adds another client's figures.
    mutating func merge(_ other: PhaseReport) {
        latency.merge(other.latency)
        statesReceived += other.statesReceived
        sampledStateBytes += other.sampledStateBytes
        sampledStates += other.sampledStates
        rejections += other.rejections
        gamesFinished += other.gamesFinished
        connectionLosses += other.connectionLosses
        clientsNeverStarted += other.clientsNeverStarted
        lobbyUpdates += other.lobbyUpdates
    }
}

/// What the host process measured about itself.
struct HostReport: Codable, Sendable {
    /// The largest resident set sampled during the game (statm), bytes.
    var residentBytes: Int
    /// The kernel's high-water mark (VmHWM), bytes.
    var peakResidentBytes: Int
    /// Private memory (``ProcessStats/privateBytes()``) at the end of the phase, and before the
    /// lobby opened: the difference is what the members and their game cost.
    var privateBytes = 0
    var idlePrivateBytes = 0
    /// The resident set every 10 s from the first round's start, bytes.
    var residentTimeline: [Int] = []
    /// Actions handed to the game session.
    var actions: Int
    /// Outputs delivered to the lobby (one per recipient per change).
    var outputs: Int
    /// Frame bytes the lobby queued on its connections (``LobbyHost/wireCounters``), whole run.
    var wireBytesOut = 0
    /// Frames the lobby queued on its connections, whole run.
    var wireFramesOut = 0
    /// CPU seconds (user + system) the host used while the game ran.
    var cpuSeconds: Double
    /// Bytes the host wrote to sockets and pipes while the game ran (/proc/self/io wchar).
    var bytesWritten: Int
    /// Rounds started.
    var rounds: Int
    /// Players who took their seat back on a new connection (each got a resync).
    var resumedPlayers: Int
    /// From listening to the first round's start: every client joined and ready.
    var secondsToStart: Double
    /// Resident set once listening, before any client connected.
    var idleResidentBytes: Int
}
