import Foundation
import LanPartyTestKit
import Testing

/// The page's layouts (issue 26, item 7): real lanhost with a bot, one real headless Chromium turned
/// through a phone upright (360x640), a phone on its side (640x360) and a desktop (1280x800) at
/// every page. Tests/Browser/check_layouts.py says what each move needs in sight; here each game's
/// page must show it all without scrolling, with screenshots in the artifacts folder.
@Suite("browser layouts: the move in sight at 360x640, 640x360 and 1280x800", .serialized, .timeLimit(.minutes(4)))
struct BrowserLayoutTests {
    static let enabled = BrowserScript.isAvailable

    /// Runs check_layouts.py against a fresh host of `game` and expects every check to pass.
    func expectEveryPageFits(
        game: String, hostArguments: [String] = [], scriptArguments: [String] = [], pages: Set<String>
    ) async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(
                ["--name", "Hana", "--bot", "--bot-delay", "100", "--auto-start"] + hostArguments, game: game)
            let webPort = try #require(try await host.first("published", within: .seconds(20))["webPort"]?.intValue)
            let artifacts = try BrowserScript.artifactsFolder()
            let run = try await BrowserScript.run(
                "check_layouts.py",
                ["http://127.0.0.1:\(webPort)/", "Ari", "--game", game, "--screenshots", artifacts.path] + scriptArguments,
                within: .seconds(200))
            // "move 640x360 .qx-place [74, 832, 566, 880]": the page, the size, what and where it was.
            let failures = (run.json["failures"]?.arrayValue ?? []).map { failure in
                let rect = failure["rect"]?.arrayValue?.compactMap(\.intValue).map(String.init) ?? []
                return ["page", "size", "what"].compactMap { failure[$0]?.stringValue }.joined(separator: " ")
                    + (rect.isEmpty ? " (none shown)" : " [" + rect.joined(separator: ", ") + "]")
            }
            #expect(failures.isEmpty, "out of view:\n\(failures.joined(separator: "\n"))")
            #expect(run.json["pageErrors"]?.arrayValue?.isEmpty == true, "no script error: \(run.output)")
            #expect(run.exit == .exited(0), "\(run.output.joined(separator: "\n"))")
            // Every page was reached at all three sizes (a page never reached checks nothing).
            let checked = (run.json["checked"]?.arrayValue ?? []).compactMap { $0["page"]?.stringValue }
            for page in pages {
                #expect(checked.filter { $0 == page }.count == 3, "\(page) at 3 sizes; checked: \(checked)")
            }
        }
    }

    @Test(.enabled(if: enabled, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func crazyEightsPlayableCardsAndDrawOrPassAreInSightAtEverySize() async throws {
        try await expectEveryPageFits(game: "crazy-eights", pages: ["join", "lobby", "move", "game-over"])
    }

    @Test(.enabled(if: enabled, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func quortexBoardPreviewHandAndPlaceAreInSightTogetherAtEverySize() async throws {
        try await expectEveryPageFits(game: "quortex", pages: ["join", "lobby", "move", "game-over"])
    }

    @Test(.enabled(if: enabled, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func sketchDuelCanvasWithPaletteOrGuessBoxIsInSightAtEverySize() async throws {
        // Two short rounds: the page draws in one and guesses in the other.
        try await expectEveryPageFits(
            game: "sketch-duel",
            hostArguments: ["--set", "rounds=2", "--set", "roundSeconds=15", "--set", "pauseSeconds=2", "--set", "words=animals"],
            pages: ["join", "lobby", "draw", "guess", "game-over"])
    }

    @Test(.enabled(if: enabled, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func textFaceCommandBoxIsInSightAtEverySize() async throws {
        try await expectEveryPageFits(game: "crazy-eights", scriptArguments: ["--text-face"], pages: ["move"])
    }
}
