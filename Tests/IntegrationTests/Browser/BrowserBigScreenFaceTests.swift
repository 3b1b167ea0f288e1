import Foundation
import LanPartyPrograms
import LanPartyTestKit
import Testing

/// Each game's big-screen face (the `/tv` face, SPEC §15) in headless Chromium at 1920x1080 and
/// 1280x720, fed the spectator's views of a real game: a dedicated `lanhost` (no seat of its own)
/// watches its bots play and prints the spectator's view of every step; the page loads the face
/// from that host's `/faces/<game>.tv.js` and `.tv.css` and replays the views in order
/// (`Tests/Browser/show_big_screen.py`). Checked: the face registers with `registerScreen`, renders
/// every view without a script error, fits the screen at both sizes (screenshots kept in
/// `.build/test-artifacts/browser/big-screen-*.png`); SketchDuel's canvas grows while a round is
/// drawn, its clock follows `api.now()`, and the word is in the page's DOM only once the round is
/// over; its phone face, given `api.screens()` > 0, leaves the drawing to the TV on a guesser's phone
/// (`Tests/Browser/sketch_duel_tv_toggle.py`).
@Suite("the big screen: each game's face at TV sizes", .serialized, .timeLimit(.minutes(10)))
struct BrowserBigScreenFaceTests {
    /// What the page got: the spectator's views of game 1 and the players' names.
    struct Watched {
        var webPort: Int
        var players: [JSONValue]
        var views: [(view: JSONValue, toAct: JSONValue?)]
    }

    /// A frame for the page: a view, and what to do with it (`shot`, `secret`, `ink`, `reveals`).
    static func frame(_ view: JSONValue, toAct: JSONValue?, _ extra: [String: JSONValue] = [:]) -> JSONValue {
        var members = extra
        members["view"] = view
        if let toAct { members["toAct"] = toAct }
        return .object(members)
    }

    /// Watches game 1 of `run` (a host already started) to its end.
    static func watch(_ host: ProgramRun) async throws -> Watched {
        let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
        let started = try await host.first("gameStarted", within: .seconds(30), where: { $0["round"]?.intValue == 1 })
        _ = try await host.first("gameOver", within: .seconds(180), where: { $0["round"]?.intValue == 1 })
        let views = host.events(named: "state").filter { $0["round"]?.intValue == 1 }.compactMap { event in
            event["view"].map { (view: $0, toAct: event["toAct"].map { JSONValue.array(($0.arrayValue ?? []).compactMap { $0["id"] }) }) }
        }
        return Watched(webPort: webPort, players: started["players"]?.arrayValue ?? [], views: views)
    }

    /// Writes the frames, runs the page at both sizes and checks what every game's face must do.
    @discardableResult
    static func show(
        _ game: String, _ watched: Watched, frames: [JSONValue], clock: String? = nil
    ) async throws -> BrowserScript.Outcome {
        let artifacts = try BrowserScript.artifactsFolder()
        let file = try framesFile(game)
        let ids = watched.players.compactMap { $0["id"] }
        var names: [String: JSONValue] = [:]
        for player in watched.players {
            if let id = player["id"]?.stringValue, let name = player["name"] { names[id.lowercased()] = name }
        }
        let document = JSONValue.object(["players": .array(ids), "names": .object(names), "frames": .array(frames)])
        try Data(document.serialized.utf8).write(to: file)
        var arguments = ["http://127.0.0.1:\(watched.webPort)/", game, file.path, "--screenshots", artifacts.path]
        if let clock { arguments += ["--clock", clock] }
        let run = try await BrowserScript.run("show_big_screen.py", arguments, within: .seconds(240))
        #expect(run.exit == .exited(0), "\(run.output.joined(separator: "\n"))")
        #expect(run.json["lobbyHasBigScreenFace"]?.boolValue == true, "/lobby.json: \(run.output)")
        #expect(run.json["registered"]?.boolValue == true, "\(run.output)")
        #expect(run.json["pageErrors"]?.arrayValue?.isEmpty == true, "no script error: \(run.output)")
        let sizes = run.json["sizes"]?.arrayValue ?? []
        #expect(sizes.compactMap { $0["size"]?.stringValue } == ["1920x1080", "1280x720"], "\(run.output)")
        for size in sizes {
            let label = size["size"]?.stringValue ?? "?"
            #expect(size["frames"]?.intValue == frames.count, "\(label): every view rendered")
            let shots = size["shots"]?.arrayValue ?? []
            #expect(!shots.isEmpty, "\(label): \(size)")
            for shot in shots {
                let name = shot["name"]?.stringValue ?? "?"
                // The whole face in sight from the sofa: nothing outside the screen, nothing to scroll.
                #expect(shot["outside"]?.arrayValue?.isEmpty == true, "\(label) \(name): sticks out: \(shot)")
                #expect(shot["scrolls"]?.boolValue == false, "\(label) \(name): scrolls")
                #expect(shot["empty"]?.boolValue == false, "\(label) \(name): nothing drawn")
            }
        }
        return run
    }

    /// Where ``show(_:_:frames:clock:)`` writes a game's frames (kept with the screenshots).
    static func framesFile(_ game: String) throws -> URL {
        try BrowserScript.artifactsFolder().appendingPathComponent("big-screen-\(game)-frames.json")
    }

    /// `index` of `views` where `matches`, else the middle one.
    static func index(in views: [(view: JSONValue, toAct: JSONValue?)], _ matches: (JSONValue) -> Bool) -> Int {
        views.firstIndex { matches($0.view) } ?? views.count / 2
    }

    static let enabled = BrowserScript.isAvailable

    @Test(.enabled(if: enabled, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func crazyEightsShowsTheTableAfterAnEightAndAtTheEnd() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(
                ["--dedicated", "--bots", "4", "--max-players", "4", "--bot-delay", "20", "--auto-start", "--seed", "3"],
                game: "crazy-eights")
            let watched = try await Self.watch(host)
            let suit = ["C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"]
            // After an eight changed the suit, if the game had one; else the middle of the game.
            let middle = Self.index(in: watched.views) { view in
                guard let top = view["topCard"]?.stringValue, view["finish"] == .null else { return false }
                return suit[String(top.suffix(1))] != view["currentSuit"]?.stringValue && Self.turns(view) > 8
            }
            let frames = watched.views.enumerated().map { index, entry in
                Self.frame(entry.view, toAct: entry.toAct,
                    index == middle ? ["shot": "middle"] : index == watched.views.count - 1 ? ["shot": "end"] : [:])
            }
            try await Self.show("crazy-eights", watched, frames: frames)
        }
    }

    static func turns(_ view: JSONValue) -> Int { view["turnsTaken"]?.intValue ?? 0 }

    @Test(.enabled(if: enabled, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func quortexShowsTheBoardTheTurnAndTheMoves() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(
                ["--dedicated", "--bots", "4", "--max-players", "4", "--bot-delay", "20", "--auto-start", "--seed", "5",
                 "--set", "turnSeconds=60"],
                game: "quortex")
            let watched = try await Self.watch(host)
            let middle = max(0, watched.views.count * 2 / 3)
            let frames = watched.views.enumerated().map { index, entry in
                Self.frame(entry.view, toAct: entry.toAct,
                    index == middle ? ["shot": "middle"] : index == watched.views.count - 1 ? ["shot": "end"] : [:])
            }
            let run = try await Self.show("quortex", watched, frames: frames, clock: ".qx-tv-clock")
            for size in run.json["sizes"]?.arrayValue ?? [] {
                let clock = (size["clock"]?.arrayValue ?? []).compactMap(\.stringValue)
                #expect(clock.count == 2 && clock[0] != clock[1], "the turn clock follows api.now(): \(size)")
            }
        }
    }

    /// A race of three bots: round 1 drawn stroke by stroke, its reveal, the end. While the round
    /// is drawn the word (read from the later views' history) is nowhere in the page.
    @Test(.enabled(if: enabled, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func sketchDuelGrowsTheDrawingAndNeverShowsTheWordBeforeTheReveal() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(
                ["--dedicated", "--bots", "3", "--max-players", "3", "--bot-delay", "20", "--auto-start", "--seed", "9",
                 "--set", "rounds=3", "--set", "roundSeconds=20", "--set", "pauseSeconds=2"],
                game: "sketch-duel")
            let watched = try await Self.watch(host)
            let history = watched.views.last?.view["history"]?.arrayValue ?? []
            let words = history.compactMap { $0["word"]?.stringValue }
            #expect(words.count == 3, "every round's word, from the last view: \(history)")
            let phase = { (view: JSONValue) in view["phase"]?.stringValue ?? "" }
            let round = { (view: JSONValue) in view["round"]?.intValue ?? 0 }
            let lastDrawn = watched.views.lastIndex { phase($0.view) == "drawing" && round($0.view) == 1 } ?? 0
            let reveal = watched.views.firstIndex { phase($0.view) == "reveal" } ?? watched.views.count - 1
            var secrets = 0
            let frames = watched.views.enumerated().map { index, entry in
                var extra: [String: JSONValue] = [:]
                let r = round(entry.view)
                if phase(entry.view) == "drawing", r >= 1, r <= words.count {
                    extra["secret"] = .string(words[r - 1])
                    secrets += 1
                    if r == 1 { extra["ink"] = true }
                }
                if index == lastDrawn { extra["shot"] = "drawing" }
                if index == reveal {
                    extra["shot"] = "reveal"
                    extra["reveals"] = .string(words.first ?? "")
                }
                if index == watched.views.count - 1 { extra["shot"] = "end" }
                return Self.frame(entry.view, toAct: entry.toAct, extra)
            }
            #expect(secrets > 10, "views while rounds were drawn: \(secrets)")
            let run = try await Self.show("sketch-duel", watched, frames: frames, clock: ".sd-tv-clock")
            for size in run.json["sizes"]?.arrayValue ?? [] {
                let label = size["size"]?.stringValue ?? "?"
                #expect(size["secretsSeen"]?.arrayValue?.isEmpty == true, "\(label): the word before the reveal: \(size)")
                #expect(size["revealsSeen"]?.intValue == 1, "\(label): the word is shown once the round is over: \(size)")
                // The canvas grows while the round is drawn.
                let ink = (size["ink"]?.arrayValue ?? []).compactMap(\.intValue)
                let grew = zip(ink, ink.dropFirst()).filter { $0 < $1 }.count
                #expect(ink.count > 5 && grew >= 3 && (ink.last ?? 0) > (ink.first ?? 0), "\(label): ink \(ink)")
                let clock = (size["clock"]?.arrayValue ?? []).compactMap(\.stringValue)
                #expect(clock.count == 2 && clock[0] != clock[1], "\(label): the clock follows api.now(): \(clock)")
            }
            // The phones meanwhile: a guesser's leaves the drawing to the TV unless asked.
            let phone = try await BrowserScript.run(
                "sketch_duel_tv_toggle.py", ["http://127.0.0.1:\(watched.webPort)/", try Self.framesFile("sketch-duel").path])
            #expect(phone.exit == .exited(0), "\(phone.output.joined(separator: "\n"))")
            let guesser = phone.json["guesser"]
            let shown = { (state: JSONValue?) in state?["paper"]?.boolValue }
            #expect(shown(guesser?["tv"]) == false && guesser?["tv"]?["label"]?.stringValue == "Show the drawing here", "\(phone.output)")
            #expect(shown(guesser?["shown"]) == true && shown(guesser?["reloaded"]) == true, "shown, and still after a reload: \(phone.output)")
            #expect(shown(guesser?["hidden"]) == false, "hidden again: \(phone.output)")
            #expect(shown(phone.json["drawer"]) == true && phone.json["drawer"]?["toggle"]?.boolValue == false, "the drawer's canvas: \(phone.output)")
            #expect(shown(phone.json["noTV"]) == true && phone.json["noTV"]?["toggle"]?.boolValue == false, "no TV: \(phone.output)")
            #expect(phone.json["pageErrors"]?.arrayValue?.isEmpty == true, "\(phone.output)")
        }
    }

    /// The example package's game, in its own `highcard-lanhost` (Scripts/test builds it).
    @Test(
        .enabled(if: ThirdPartyGameTests.canRun, "Examples/ThirdParty is not built (Scripts/test builds it)"),
        .enabled(if: enabled, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func highCardDuelShowsWhoPickedAndTheLastCards() async throws {
        try #require(ThirdPartyGameTests.isBuilt, "\(ThirdPartyGameTests.hostProgram.path) is missing")
        try await LoopbackTable.with { table in
            let host = try await table.start(
                "highcard-lanhost",
                ["--game", "high-card-duel", "--no-discovery", "--port", "0", "--bind", "127.0.0.1", "--dedicated",
                 "--bots", "4", "--max-players", "4", "--bot-delay", "20", "--auto-start", "--seed", "4", "--set", "rounds=5"],
                executable: ThirdPartyGameTests.hostProgram)
            let watched = try await Self.watch(host)
            let middle = Self.index(in: watched.views) { view in
                (view["round"]?.intValue ?? 0) == 3 && (view["picked"]?.arrayValue ?? []).contains(.bool(true))
            }
            let frames = watched.views.enumerated().map { index, entry in
                Self.frame(entry.view, toAct: entry.toAct,
                    index == middle ? ["shot": "middle"] : index == watched.views.count - 1 ? ["shot": "end"] : [:])
            }
            try await Self.show("high-card-duel", watched, frames: frames)
        }
    }
}
