import Foundation
import LanPartyPrograms

/// A host or join program running in this test process over loopback: its recorded events, a way
/// to type lines and send signals, and its exit status.
struct RunningProgram: Sendable {
    let events: EventRecorder
    let type: @Sendable (String) -> Void
    let signal: @Sendable (ProcessSignal) -> Void
    let status: Task<ExitStatus, Never>
    let suspensions: Counter

    /// The exit status, or `nil` if the program is still running after `seconds`.
    func exitStatus(within seconds: Double = 30) async -> ExitStatus? {
        let status = self.status
        return await withTaskGroup(of: ExitStatus?.self) { group in
            group.addTask { await status.value }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}

/// A thread-safe count (how often a joiner asked to stop its process).
final class Counter: @unchecked Sendable {
    // Safety: guarded by `lock`.
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

enum ProgramHarness {
    /// A fresh directory for profile files.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lanparty-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Starts `lanhost` with these arguments on 127.0.0.1 (publishing with `publisher`, none by default).
    static func host(_ arguments: [String], publisher: (any LobbyPublishing)? = nil) throws -> RunningProgram {
        // In-process hosts record nothing (HOME is /nonexistent: as root a record would be created
        // there), unless the test asks for a record with --data-dir.
        let recording = arguments.contains("--data-dir") || arguments.contains { $0.hasPrefix("--data-dir=") }
        let options = try HostOptions.parse(arguments + (recording ? [] : ["--no-record"]))
        return start(user: user(arguments)) { io in
            await HostProgram(options: options, io: io, listenAddress: "127.0.0.1", advertiser: publisher).run()
        }
    }

    /// Starts `lanjoin` with these arguments (browsing with `browser`: no daemon by default; tests never
    /// talk to the machine's Avahi).
    static func join(_ arguments: [String], browser: any LobbyBrowsing = NoDaemonBrowser()) throws -> RunningProgram {
        let options = try JoinOptions.parse(arguments)
        return start(user: user(arguments)) { io in await JoinProgram(options: options, io: io, browser: browser).run() }
    }

    /// The `USER` a program sees, which names a profile created without `--name`: the profile file's
    /// base name (`ann.json` → `ann`), else `tester`. Names are unique in a lobby, so programs of one
    /// test must not all default to one name.
    private static func user(_ arguments: [String]) -> String {
        guard let index = arguments.firstIndex(of: "--profile"), index + 1 < arguments.count else { return "tester" }
        return URL(fileURLWithPath: arguments[index + 1]).deletingPathExtension().lastPathComponent
    }

    /// Starts a host and waits for its `published` event; returns the program and its port.
    static func publishedHost(_ arguments: [String], publisher: (any LobbyPublishing)? = nil) async throws
        -> (RunningProgram, Int)
    {
        let host = try host(arguments, publisher: publisher)
        guard let port = await host.events.first("published")?.fields["port"]?.intValue else {
            throw HarnessError.notPublished
        }
        return (host, port)
    }

    private static func start(user: String, _ body: @escaping @Sendable (ProgramIO) async -> ExitStatus) -> RunningProgram {
        let recorder = EventRecorder()
        let (lines, lineInput) = AsyncStream.makeStream(of: String.self)
        let (signals, signalInput) = AsyncStream.makeStream(of: ProcessSignal.self)
        let suspensions = Counter()
        let io = ProgramIO(
            sink: recorder.sink, input: lines, signals: signals, environment: ["HOME": "/nonexistent", "USER": user],
            suspendProcess: { suspensions.increment() })
        let status = Task { await body(io) }
        return RunningProgram(
            events: recorder, type: { lineInput.yield($0) }, signal: { signalInput.yield($0) }, status: status,
            suspensions: suspensions)
    }

    enum HarnessError: Error { case notPublished }
}

/// Reads games played from a profile file.
enum ProfileStoreReader {
    static func load(_ url: URL) throws -> Int? {
        let data = try Data(contentsOf: url)
        let object = try JSONDecoder().decode(JSONValue.self, from: data)
        return object["profile"]?["globalStats"]?["totalGamesPlayed"]?.intValue
    }
}
