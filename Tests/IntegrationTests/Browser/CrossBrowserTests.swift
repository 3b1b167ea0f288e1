import Foundation
import LanPartyTestKit
import Testing

/// Issue 14, "works in current Chromium, Firefox and Safari": the page in the two other engines
/// this machine can run. Firefox ESR headless, driven over Marionette (Debian has no geckodriver),
/// and WebKitGTK, Safari's engine family (WebKitWebDriver, MiniBrowser on an Xvfb display). Each
/// plays a whole Crazy Eights game, a private lobby with a Wi-Fi blip, and Quortex through its face
/// against a real lanhost on loopback, using the Chromium scripts' own logic (cross_browser.py).
@Suite("browser players: Firefox and WebKit", .serialized, .timeLimit(.minutes(5)))
struct BrowserCrossEngineTests {
    @Test(.enabled(if: CrossEngine.firefox.isAvailable, "Firefox ESR is not installed (Scripts/bootstrap installs it)"))
    func firefoxPlaysCrazyEightsAPrivateLobbyAndQuortex() async throws {
        try await Self.playEverything(in: .firefox)
    }

    @Test(.enabled(if: CrossEngine.webkit.isAvailable, "WebKitGTK's driver or Xvfb is not installed (Scripts/bootstrap installs them)"))
    func webKitPlaysCrazyEightsAPrivateLobbyAndQuortex() async throws {
        try await Self.playEverything(in: .webkit)
    }

    static func playEverything(in engine: CrossEngine) async throws {
        try await errorsOnAPageAreCaught(in: engine)
        try await aWholeCrazyEightsGame(in: engine)
        try await aPrivateLobbyAndAWiFiBlip(in: engine)
        try await quortexMovesAndAResignation(in: engine)
    }

    /// The error check can fail: a page that throws, rejects, logs an error and misses an image is caught.
    static func errorsOnAPageAreCaught(in engine: CrossEngine) async throws {
        let canary = try await BrowserScript.run("cross_browser.py", [engine.rawValue, "canary"])
        #expect(canary.exit == .exited(0), "\(canary.output.joined(separator: "\n"))")
        let errors = canary.strings("pageErrors")
        for kind in ["error: ", "unhandled rejection: ", "console.error: ", "failed to load img "] {
            #expect(errors.contains { $0.hasPrefix(kind) }, "\(engine): no \(kind) in \(errors)")
        }
    }

    static func aWholeCrazyEightsGame(in engine: CrossEngine) async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host([
                "--name", "Hana", "--bot", "--bot-delay", "50", "--auto-start", "--once", "--max-players", "2",
            ])
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            let folder = try engine.artifactsFolder()
            let run = try await BrowserScript.run(
                "cross_browser.py",
                [engine.rawValue, "play_crazy_eights.py", "http://127.0.0.1:\(webPort)/", "Ari", "--screenshots", folder.path],
                within: .seconds(150))
            #expect(run.exit == .exited(0), "\(engine): \(run.output.joined(separator: "\n"))")
            #expect(run.string("engine") == engine.rawValue && run.json["joined"]?.boolValue == true)
            #expect((run.int("moves") ?? 0) >= 1, "\(run.output)")
            let winners = try await host.first("gameOver", within: .seconds(30)).winnerNames
            let shown = run.string("winners") ?? ""
            #expect(!winners.isEmpty)
            #expect(winners.contains("Ari") ? shown.contains("You") : winners.allSatisfy(shown.contains), "page: \(shown), host: \(winners)")
            expectACleanPage(run, engine)
            // Lobby, game (the suit picker, when an eight came up) and game over, each at phone and at
            // desktop size, on disk.
            let screens = run.strings("screens"), resized = run.strings("otherSizeScreens")
            #expect(screens.count >= 3 && resized.count == screens.count, "\(screens) \(resized)")
            for path in screens + resized {
                let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.count > 5000, "\(path)")
            }
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }

    /// The passcode proof (the page's own PBKDF2, NFC) and the seat kept across a dropped socket.
    /// The passcode stays in Unicode's first plane: WebKitWebDriver types no emoji (the page takes them).
    static func aPrivateLobbyAndAWiFiBlip(in engine: CrossEngine) async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host([
                "--name", "Hana", "--passcode", "Café ♣", "--bot", "--bot-delay", "50", "--auto-start", "--once",
                "--max-players", "2",
            ])
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            let run = try await BrowserScript.run(
                "cross_browser.py",
                [engine.rawValue, "play_crazy_eights.py", "http://127.0.0.1:\(webPort)/", "Ari", "--passcode", "Café ♣",
                 "--drop-after", "2"],
                within: .seconds(150))
            #expect(run.exit == .exited(0), "\(engine): \(run.output.joined(separator: "\n"))")
            #expect(run.json["resumed"]?.boolValue == true, "the page said its seat was kept: \(run.output)")
            #expect(try await host.first("resumed", within: .seconds(10))["player"]?["name"]?.stringValue == "Ari")
            #expect(host.events(named: "playerJoined").filter { $0["player"]?["name"]?.stringValue == "Ari" }.count == 1)
            expectACleanPage(run, engine)
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }

    /// A few Quortex moves (each turned by the button, a tap on the target cell or a swipe), then resign.
    static func quortexMovesAndAResignation(in engine: CrossEngine) async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(
                ["--name", "Hana", "--bot", "--bot-delay", "50", "--auto-start", "--once", "--max-players", "2"],
                game: "quortex")
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            let folder = try engine.artifactsFolder()
            let run = try await BrowserScript.run(
                "cross_browser.py",
                [engine.rawValue, "play_quortex.py", "http://127.0.0.1:\(webPort)/", "Ari", "--resign-after", "3",
                 "--screenshots", folder.path],
                within: .seconds(180))
            #expect(run.exit == .exited(0), "\(engine): \(run.output.joined(separator: "\n"))")
            let moves = run.int("moves") ?? 0
            #expect(moves == 3, "\(run.output)")
            #expect(run.int("previews") == moves, "every placement was previewed first: \(run.output)")
            #expect(run.json["stuck"]?.arrayValue?.isEmpty == true, "every way of turning worked: \(run.output)")
            #expect(run.strings("swipes").count == 1, "the third move was turned by a swipe: \(run.output)")
            #expect(run.json["animated"]?.boolValue == true, "new flow segments are drawn along their path")
            #expect(run.json["resigned"]?.boolValue == true, "\(run.output)")
            #expect(try await host.first("gameOver", within: .seconds(30)).winnerNames == ["Hana"])
            #expect(run.string("winners")?.contains("Hana") == true && run.string("faceWinner")?.contains("Hana") == true)
            expectACleanPage(run, engine)
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }

    /// No script error, rejected promise, console.error, CSP violation or failed load; and the
    /// viewport really was a phone's and a desktop's.
    static func expectACleanPage(_ run: BrowserScript.Outcome, _ engine: CrossEngine) {
        #expect(run.json["pageErrors"]?.arrayValue?.isEmpty == true, "\(engine): \(run.strings("pageErrors"))")
        let viewports = run.json["viewports"]
        #expect(viewports?["360x640"]?.stringValue == "360x640", "\(engine): \(run.output)")
        if run.strings("otherSizeScreens").isEmpty == false {
            #expect(viewports?["1280x800"]?.stringValue == "1280x800", "\(engine): \(run.output)")
        }
    }
}

/// A browser engine besides Chromium, as `cross_browser.py` names it.
enum CrossEngine: String, Sendable, CustomStringConvertible {
    case firefox, webkit

    /// Whether the engine and its driver are installed. In CI the tests run regardless, so a
    /// missing browser fails them (Scripts/bootstrap installs them).
    var isAvailable: Bool {
        func installed(_ path: String) -> Bool { FileManager.default.isExecutableFile(atPath: path) }
        if ProcessInfo.processInfo.environment["CI"] == "true" { return true }
        switch self {
        case .firefox: return installed("/usr/bin/firefox-esr")
        case .webkit:
            return installed("/usr/bin/WebKitWebDriver") && installed("/usr/bin/Xvfb")
                && installed("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
        }
    }

    var description: String { self == .firefox ? "Firefox" : "WebKitGTK" }

    /// `.build/test-artifacts/browser/ENGINE`: its screenshots, apart from Chromium's.
    func artifactsFolder() throws -> URL {
        let folder = try BrowserScript.artifactsFolder().appendingPathComponent(rawValue)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

extension BrowserScript.Outcome {
    /// The strings of the array at `key` (empty when there is none).
    func strings(_ key: String) -> [String] { (json[key]?.arrayValue ?? []).compactMap(\.stringValue) }
}
