import Foundation
import LanPartyPrograms
import LanPartyTestKit
import Testing

/// The big screen during SketchDuel (issue 40): a TV opened before anyone joins follows a duet of a
/// phone page and the host's bot. While the phone draws a round with real touch input the TV's
/// canvas grows, and the word is neither in the TV's DOM nor in any message it read until the round
/// is over; then the TV says it. In the bot's round the phone, a guesser's with a TV in the room,
/// leaves the drawing to the TV. Real lanhost, real sealed WebSocket, real headless Chromium
/// (`Tests/Browser/play_tv.py URL sketch`, `tv_sketch.py`); screenshots `tv-sketch-*.png`.
@Suite("the big screen: a SketchDuel round drawn on a phone", .serialized, .timeLimit(.minutes(5)))
struct BrowserTVSketchDuelTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func theTVsCanvasGrowsAndTheWordWaitsForTheReveal() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(
                ["--name", "Hana", "--bot", "--bot-delay", "1000", "--auto-start", "--once", "--max-players", "2",
                 "--seed", "3", "--set", "rounds=3", "--set", "roundSeconds=20", "--set", "pauseSeconds=2",
                 "--set", "words=animals"],
                game: "sketch-duel")
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            let artifacts = try BrowserScript.artifactsFolder()
            let run = try await BrowserScript.run(
                "play_tv.py", ["http://127.0.0.1:\(webPort)/", "sketch", "--screenshots", artifacts.path, "--timeout", "150"],
                within: .seconds(200))
            #expect(run.exit == .exited(0), "\(run.output.joined(separator: "\n"))")
            #expect(run.string("face") == "screen", "the module's big-screen face: \(run.output)")
            let word = try #require(run.string("word"), "the drawer's word: \(run.output)")
            // The canvas grows while the phone draws.
            let ink = (run.json["ink"]?.arrayValue ?? []).compactMap(\.intValue)
            let grew = zip(ink, ink.dropFirst()).filter { $0 < $1 }.count
            #expect(grew >= 3 && (ink.last ?? 0) > (ink.first ?? 0), "ink on the TV while drawn: \(ink)")
            #expect(run.json["leaks"]?.arrayValue?.isEmpty == true, "'\(word)' on the TV before the reveal: \(run.output)")
            #expect(run.json["wordAfterReveal"]?.boolValue == true, "the TV says '\(word)' once the round is over")
            // The host's record of the round has the same word (what the TV was checked for).
            let over = try await host.first("gameOver", within: .seconds(60))
            #expect(over.name == "gameOver")
            let words = (host.events(named: "state").last?["view"]?["history"]?.arrayValue ?? []).compactMap { $0["word"]?.stringValue }
            #expect(words.contains(word), "\(words)")
            let away = run.json["phoneAway"]
            #expect(away?["drawingHere"]?.stringValue == "no", "a guesser's phone with a TV: \(run.output)")
            #expect(away?["toggle"]?.stringValue == "Show the drawing here", "\(run.output)")
            #expect(run.json["pageErrors"]?.arrayValue?.isEmpty == true, "\(run.output)")
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }
}
