import Foundation
import LanPartyTestKit
import Testing

/// What the WebSocket binding forbids, sent from a real browser: each gets its typed answer and a
/// close, and the lobby carries on for everyone else.
@Suite("browser players: hostile WebSocket input", .timeLimit(.minutes(2)))
struct BrowserHostileInputTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func forbiddenMessagesAreRefusedAndTheLobbyCarriesOn() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(["--name", "Hana", "--max-players", "3"])
            let published = try await host.first("published", within: .seconds(20))
            let port = try #require(published["port"]?.intValue)
            let webPort = try #require(published["webPort"]?.intValue)
            // A page of another origin (another port) may not open the lobby's socket.
            let outcome = try await BrowserScript.run("hostile_ws.py", ["ws://127.0.0.1:\(webPort)/ws", "serve"])
            #expect(outcome.exit == .exited(0), "\(outcome.output)")
            let answers = outcome.json
            func answer(_ kind: String) -> (code: Int?, error: String?) {
                (answers[kind]?["code"]?.intValue, answers[kind]?["error"]?.stringValue)
            }
            // Inside the sealed channel. A text message: the protocol error, then a protocol-error close.
            #expect(answer("text").error == "malformedMessage" && answer("text").code == 1002, "\(answers)")
            #expect(answer("empty").error == "malformedFrame" && answer("empty").code == 1002, "\(answers)")
            #expect(answer("garbage").error == "malformedMessage" && answer("garbage").code == 1002, "\(answers)")
            // Above the 16 KiB handshake limit: refused by size, never decoded.
            #expect(answer("oversized").error == "frameTooLarge" && answer("oversized").code == 1002, "\(answers)")
            // A record that does not open: closed at once, without a word.
            #expect(answer("tampered").error == nil && answer("tampered").code == 1002, "\(answers)")
            // An older page (no sealed handshake) is told in its own binding, then closed normally.
            #expect(answer("older").error == "protocolVersionMismatch" && answer("older").code == 1000, "\(answers)")
            #expect(answers["foreign"]?["opened"]?.boolValue == false, "another origin opened the socket: \(answers)")
            // The lobby is still there for a real player.
            let joiner = try await table.joiner(port: port, ["--name", "Bo"])
            #expect(try await joiner.first("joined", within: .seconds(20))["event"] != nil)
        }
    }
}
