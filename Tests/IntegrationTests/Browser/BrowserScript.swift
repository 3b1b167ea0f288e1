import Foundation
import LanPartyPrograms
import LanPartyTestKit
import Testing

/// Runs a Selenium script of `Tests/Browser/` (headless Chromium) and reads the JSON line it prints.
enum BrowserScript {
    /// Whether headless Chromium can run here (Scripts/bootstrap installs chromium, chromium-driver
    /// and selenium). In CI the tests run regardless, so a missing browser fails them.
    static var isAvailable: Bool {
        ProcessInfo.processInfo.environment["CI"] == "true"
            || (FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
                && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver"))
    }

    /// The folder of the scripts.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Browser")

    /// Where browser tests keep their screenshots: `.build/test-artifacts/browser` of the package.
    static func artifactsFolder() throws -> URL {
        let folder = folder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/test-artifacts/browser")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A script that did not end in time, with its last lines.
    struct ScriptTimedOut: Error, CustomStringConvertible {
        var script: String
        var cause: String
        var output: [String]

        var description: String { "\(script): \(cause); it printed last:\n" + output.joined(separator: "\n") }
    }

    /// The script's result: its exit and the JSON object of its last line.
    struct Outcome: Sendable {
        var exit: ProcessExit
        var json: JSONValue
        var output: [String]

        func string(_ key: String) -> String? { json[key]?.stringValue }
        func int(_ key: String) -> Int? { json[key]?.intValue }
    }

    /// Runs `python3 Tests/Browser/SCRIPT ARGS` and waits for it within `timeout`.
    static func run(_ script: String, _ arguments: [String], within timeout: Duration = .seconds(120)) async throws
        -> Outcome
    {
        // `env python3`: the interpreter on PATH, the one Scripts/bootstrap installed selenium for.
        let process = try await HostProcess.spawn(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", folder.appendingPathComponent(script).path] + arguments)
        let exit: ProcessExit
        do {
            exit = try await process.waitForExit(within: timeout)
        } catch {
            // Where it hung: browser.py has Python dump every thread's stack on SIGUSR1. Then the
            // script closes its browser on SIGTERM, and whatever is left is killed.
            let printed = process.stderr.lines.count
            process.signal(SIGUSR1)
            _ = try? await withDeadline(.seconds(3), waitingFor: "the script's stacks") {
                for await _ in process.stderr.follow(from: printed) { return }
            }
            await process.stopTree()
            throw ScriptTimedOut(
                script: script, cause: "\(error)",
                output: process.stdout.lines.suffix(10) + process.stderr.lines.suffix(60))
        }
        let lines = await process.stdout.allLines()
        let last = lines.last(where: { $0.hasPrefix("{") }) ?? "{}"
        return Outcome(
            exit: exit, json: JSONValue(jsonData: Data(last.utf8)) ?? .object([:]),
            output: lines + process.stderr.lines.suffix(20))
    }
}
