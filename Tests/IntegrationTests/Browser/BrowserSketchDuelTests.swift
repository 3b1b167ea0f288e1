import Foundation
import LanPartyPrograms
import LanPartyTestKit
import Testing

/// SketchDuel's web face (SPEC §9, §11): real lanhost, real WebSocket, a real headless Chromium
/// drawing with real pointer input (W3C pointer actions: touch on a 390x844 phone, a mouse on a
/// 1280x800 desktop) and typing guesses, a whole duet against a bot (a practice partner). Right
/// after a stroke the page changes colour (a raw CDP touch tap on the phone); as a guesser it sees
/// the hint letter appear at half time. The other side's `state` events show the browser's strokes
/// growing while they are drawn.
@Suite("browser players: the SketchDuel face", .serialized, .timeLimit(.minutes(4)))
struct BrowserSketchDuelTests {
    /// Short games: 2 rounds of 20 s (each side draws once), animals.
    static let settings = [
        "--set", "rounds=2", "--set", "roundSeconds=20", "--set", "pauseSeconds=2", "--set", "words=animals",
    ]

    /// The word list the page's player picks its guesses from (words that fit the pattern).
    static let animals = BrowserScript.folder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/SketchDuel/Words/AnimalWords.swift").path

    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func aPhoneDrawsWithAFingerAndGuessesAgainstTheHostsBot() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(
                // The partner's bot waits 1 s before each move: its guess after the page's first
                // (short) stroke comes after the colour tap and the next stroke, even under load.
                ["--name", "Hana", "--bot", "--bot-delay", "1000", "--auto-start", "--once"] + Self.settings,
                game: "sketch-duel")
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            let artifacts = try BrowserScript.artifactsFolder()
            let ari = try await BrowserScript.run(
                "play_sketch_duel.py",
                ["http://127.0.0.1:\(webPort)/", "Ari", "--words", Self.animals, "--screenshots", artifacts.path],
                within: .seconds(170))
            #expect(ari.exit == .exited(0), "phone: \(ari.output.joined(separator: "\n"))")
            try await Self.expectAWholeGame(ari, name: "Ari", pointer: "touch", watcher: host)
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }

    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func aDesktopDrawsWithTheMouseAgainstALanjoinBot() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(
                ["--name", "Hana", "--dedicated", "--auto-start", "--once"] + Self.settings, game: "sketch-duel")
            let published = try await host.first("published", within: .seconds(20))
            let port = try #require(published["port"]?.intValue)
            let webPort = try #require(published["webPort"]?.intValue)
            let bo = try await table.joiner(port: port, ["--name", "Bo", "--bot", "--bot-delay", "1000", "--auto-ready"])
            _ = try await bo.first("joined", within: .seconds(20))
            let artifacts = try BrowserScript.artifactsFolder()
            let cy = try await BrowserScript.run(
                "play_sketch_duel.py",
                ["http://127.0.0.1:\(webPort)/", "Cy", "--desktop", "--words", Self.animals, "--screenshots", artifacts.path],
                within: .seconds(170))
            #expect(cy.exit == .exited(0), "desktop: \(cy.output.joined(separator: "\n"))")
            try await Self.expectAWholeGame(cy, name: "Cy", pointer: "mouse", watcher: bo)
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }

    /// What one page did and saw in a whole game, checked against `watcher` (the bot's program).
    static func expectAWholeGame(_ run: BrowserScript.Outcome, name: String, pointer: String, watcher: ProgramRun)
        async throws
    {
        let over = try await watcher.first("gameOver", within: .seconds(30))
        let winners = over.winnerNames
        // A duet is won or lost together: both players or nobody.
        #expect(winners.isEmpty || winners.count == 2, "\(winners)")
        #expect(run.json["modes"]?.arrayValue?.compactMap(\.stringValue) == ["duet"], "\(run.output)")
        #expect((run.string("faceWinner") ?? "").contains("together"), "\(run.output)")
        // The page names the same winners, in its panel and in the face's own notice.
        for key in ["winners", "faceWinner"] where !winners.isEmpty {
            let shown = run.string(key) ?? ""
            let others = winners.filter { $0 != name }
            #expect(
                (winners.contains(name) ? shown.contains("You") : true) && others.allSatisfy(shown.contains),
                "\(name)'s \(key): \(shown), host: \(winners)")
        }
        #expect(run.json["pageErrors"]?.arrayValue?.isEmpty == true, "no script error, no CSP violation: \(run.output)")

        // It drew with real pointer input, streamed in batches (begin, extends, end) and simplified.
        #expect(run.int("drawRounds") == 1 && run.int("guessRounds") == 1, "\(run.output)")
        let strokes = run.int("strokesSent") ?? 0
        #expect(strokes >= 1, "\(run.output)")
        #expect((run.int("actionsSent") ?? 0) >= 2 * strokes, "each stroke is at least begin + end: \(run.output)")
        #expect(run.json["pointerTypes"]?.arrayValue?.compactMap(\.stringValue) == [pointer], "\(run.output)")
        let raw = run.int("rawSamples") ?? 0, sent = run.int("sentPoints") ?? 0
        #expect(sent > 0 && sent < raw, "simplified before sending: \(sent) of \(raw) samples")

        // Right after the first stroke it changed colour (a touch tap on the phone), the first tap
        // counted, and the next strokes went out in that colour.
        let taps = run.int("taps") ?? 0
        #expect(taps >= 1 && run.int("tapsTaken") == taps, "colour taps after a stroke: \(run.output)")
        #expect(run.json["colorsSent"]?.arrayValue?.compactMap(\.intValue).contains { $0 != 0 } == true, "\(run.output)")

        // The other player is a bot, labelled so on the page.
        let labels = run.json["partnerLabels"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(labels.contains("practice partner"), "\(run.output)")
        // As a guesser it saw a hint letter appear (the round is 20 s: at 10 s).
        let hint = run.string("hintSeen") ?? ""
        #expect(hint.contains { $0.isLetter }, "hint: \(hint)")

        // The other side saw the strokes grow while they were drawn: views with the stroke still
        // open and more points than the view before.
        let id = try #require(
            watcher.events(named: "gameStarted").last?["players"]?.arrayValue?
                .first { $0["name"]?.stringValue == name }?["id"]?.stringValue)
        let growth = openStrokeGrowth(watcher.events(named: "state"), drawer: id)
        #expect(growth >= 3, "the watcher saw \(growth) views of an open stroke growing")

        // It guessed: an empty guess was refused with its reason shown; the bot's strokes appeared
        // on this page as they were drawn (several totals seen) and were painted on the canvas.
        #expect(run.string("refusal")?.contains("type a word") == true, "\(run.output)")
        #expect((run.int("guesses") ?? 0) >= 1, "\(run.output)")
        #expect((run.int("liveGrowth") ?? 0) >= 2, "seen at 2 or more stages while drawn: \(run.output)")
        #expect((run.int("inkPixels") ?? 0) > 100, "\(run.output)")

        // Each round's word was shown when it ended (the last one with the game's end).
        let history = watcher.events(named: "state").last?["view"]?["history"]?.arrayValue ?? []
        let words = history.compactMap { $0["word"]?.stringValue }
        let reveals = (run.json["reveals"]?.arrayValue ?? []).compactMap(\.stringValue)
        #expect(words.count == 2 && !reveals.isEmpty, "\(words) \(reveals)")
        #expect(reveals.allSatisfy { text in words.contains { text.contains("“\($0)”") } }, "\(reveals) vs \(words)")
    }

    /// How many times a view showed `drawer`'s open stroke with more points than the view before.
    static func openStrokeGrowth(_ states: [ProgramEvent], drawer: String) -> Int {
        var growth = 0
        var previous: (round: Int, count: Int, length: Int)?
        for event in states {
            guard let view = event["view"], view["drawer"]?.stringValue == drawer,
                view["phase"]?.stringValue == "drawing", view["strokeOpen"]?.boolValue == true,
                let strokes = view["strokes"]?.arrayValue, let last = strokes.last,
                let round = view["round"]?.intValue
            else {
                previous = nil
                continue
            }
            let length = last["points"]?.stringValue?.count ?? 0
            if let previous, previous.round == round, previous.count == strokes.count, length > previous.length {
                growth += 1
            }
            previous = (round, strokes.count, length)
        }
        return growth
    }
}
