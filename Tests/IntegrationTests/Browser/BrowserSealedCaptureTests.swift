import Foundation
import LanPartyTestKit
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 30: a real `lanhost`, a `lanjoin` and a headless Chromium page play a whole Crazy Eights
/// game while tcpdump records every byte on the host's two ports, in a public and in a private
/// lobby. Nothing of the session is in the capture — no name, no card of any hand, no message's
/// JSON, no resume token, no passcode — raw or inflated; the clear parts (the handshake's
/// "LanParty" prefaces, the public lobby page) are, which shows the capture saw it. The players
/// type their names into the page's form, as people do (a `?name=` link would put it in the URL).
@Suite("sealed sessions: a captured game shows nothing of the session", .timeLimit(.minutes(4)))
struct BrowserSealedCaptureTests {
    static let names = ["Hanako", "Bogdana", "Arianne"]

    static let passcode = "tulip-harbor-42"

    @Test(
        .enabled(if: BrowserScript.isAvailable && Self.canCapture, "needs root and tcpdump (Scripts/bootstrap installs it)"),
        arguments: [false, true])
    func aCapturedGameShowsNoHandNoNameNoMessage(isPrivate: Bool) async throws {
        let secret = isPrivate ? ["--passcode", Self.passcode] : []
        try await LoopbackTable.with { table in
            let host = try await table.host([
                "--lobby-name", "Back Room", "--name", "Hanako", "--bot", "--bot-delay", "150", "--max-players", "3",
                "--once",
            ] + secret)
            let published = try await host.first("published", within: .seconds(20))
            let port = try #require(published["port"]?.intValue)
            let webPort = try #require(published["webPort"]?.intValue)
            let capture = table.dataHome.appendingPathComponent("session.pcap")
            let tcpdump = try Capture.start(ports: [port, webPort], into: capture)
            defer { tcpdump.stop() }
            try await tcpdump.listening(within: .seconds(10))

            let bo = try await table.joiner(
                port: port, ["--name", "Bogdana", "--bot", "--auto-ready", "--bot-delay", "150"] + secret)
            async let phone = BrowserScript.run(
                "play_crazy_eights.py",
                ["http://127.0.0.1:\(webPort)/", "Arianne", "--type-name", "--timeout", "150"] + secret,
                within: .seconds(180))
            do {
                try await host.first("lobby", within: .seconds(90)) { lobby in
                    let members = lobby["members"]?.arrayValue ?? []
                    return members.count == 3 && members.allSatisfy { $0["ready"]?.boolValue == true }
                }
            } catch {
                // Who did not come in, and why (the host's failure only shows the host's side).
                Issue.record("lanjoin Bogdana said:\n  \(bo.tail.joined(separator: "\n  "))")
                throw error
            }
            host.send("start")
            try await host.first("gameStarted", within: .seconds(20))
            let page = try await phone
            #expect(page.exit == .exited(0), "browser: \(page.output.joined(separator: "\n"))")
            // The page asked the host for its own game-over line (its final view and the names)
            // while tcpdump listened: that question must be sealed too.
            #expect(page.json["result"]?.stringValue?.isEmpty == false, "no game-over line: \(page.output.joined(separator: "\n"))")
            try await bo.first("gameOver", within: .seconds(60))
            // Every card that was in Bogdana's hand at some point, as the views carry them.
            let cards = Set(bo.events(named: "state").flatMap { state in
                (state["view"]?["hand"]?.arrayValue ?? []).compactMap(\.stringValue)
            })
            #expect(!cards.isEmpty, "Bogdana's states carried no hand")
            tcpdump.stop()

            // JSON as the session's messages write it (the page's script, served in the clear, names
            // the message types and fields, but never as `"field":value`).
            let json = ["\"hand\":[", "\"username\":\"", "\"resumeToken\":\"", "\"stateSequence\":"]
            let forbidden = Self.names + cards.map { "\"\($0)\"" } + json + [Self.passcode]
            let check = try await BrowserScript.run(
                "../Seal/check_capture.py",
                [capture.path, "--forbid"] + forbidden + ["--require", "LanParty", "Back Room"])
            print("[capture] \(isPrivate ? "private" : "public"): \(check.output.joined(separator: " ")), \(cards.count) of Bogdana's cards searched")
            #expect(check.exit == .exited(0), "\(check.output.joined(separator: "\n"))")
        }
    }

    static var canCapture: Bool {
        geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/tcpdump")
    }
}

/// tcpdump on the loopback interface, only the given TCP ports, written packet by packet.
final class Capture: Sendable {
    let pid: pid_t
    private let log: URL

    private init(pid: pid_t, log: URL) {
        self.pid = pid
        self.log = log
    }

    static func start(ports: [Int], into file: URL) throws -> Capture {
        let log = file.appendingPathExtension("log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        let null = open("/dev/null", O_RDONLY)
        defer { close(null) }
        let filter = ports.map { "tcp port \($0)" }.joined(separator: " or ")
        let pid = try Spawn.start(
            "/usr/bin/tcpdump", ["-i", "lo", "-U", "-s", "0", "-w", file.path, filter],
            stdin: null, stdout: handle.fileDescriptor, stderr: handle.fileDescriptor)
        try handle.close()
        return Capture(pid: pid, log: log)
    }

    /// Waits until tcpdump says it listens (its first line), or fails at the deadline.
    func listening(within timeout: Duration) async throws {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let text = try? String(contentsOf: log, encoding: .utf8), text.contains("listening on") { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw CaptureFailed(log: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// Stops tcpdump (SIGINT: it flushes and exits) and reaps it; again is a no-op.
    func stop() {
        guard kill(pid, SIGINT) == 0 else { return }
        _ = Spawn.wait(for: pid)
    }

    struct CaptureFailed: Error, CustomStringConvertible {
        var log: String
        var description: String { "tcpdump did not start listening: \(log)" }
    }
}
