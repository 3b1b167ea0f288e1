import Foundation
import LanPartyTestKit
import Testing

/// Issue 43: Liar's Dice in its own `liars-lanhost` (Examples/ThirdParty, built by Scripts/test)
/// and a stock `lanjoin`, which lacks the module and plays through the host-rendered face. The
/// program names itself and opens on its first game; the face brings the game's display name and
/// the host's settings, whose turn it is and the game's event lines, as for a game lanjoin has.
@Suite("A third-party game on the host-rendered face", .serialized, .timeLimit(.minutes(4)))
struct ThirdPartyRenderedFaceTests {
    /// `liars-lanhost`, when Scripts/test has built it (see ``ThirdPartyBuild``).
    static var hostProgram: URL { ThirdPartyBuild.program("liars-lanhost") }

    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: hostProgram.path) }

    /// Outside CI a missing build skips with words; in CI it fails (Scripts/test builds it).
    static var canRun: Bool { isBuilt || TestEnvironment.isCI }

    @Test(.enabled(if: canRun, "Examples/ThirdParty is not built (Scripts/test builds it: swift build --package-path Examples/ThirdParty)"))
    func theProgramNamesItselfInItsHelp() async throws {
        try #require(Self.isBuilt, "\(Self.hostProgram.path) is missing: Scripts/test builds Examples/ThirdParty")
        try await LoopbackTable.with { table in
            let help = try await table.start("liars-lanhost", ["--help"], executable: Self.hostProgram)
            #expect(try await help.exit(within: .seconds(20)) == .exited(0))
            let text = help.process.stdout.lines.joined(separator: "\n")
            #expect(text.contains("USAGE: liars-lanhost"), "\(text)")
            #expect(!text.contains("USAGE: lanhost"), "\(text)")
        }
    }

    @Test(.enabled(if: canRun, "Examples/ThirdParty is not built (Scripts/test builds it: swift build --package-path Examples/ThirdParty)"))
    func aStockLanjoinShowsTheHostsSettingsNameTurnAndEvents() async throws {
        try #require(Self.isBuilt, "\(Self.hostProgram.path) is missing: Scripts/test builds Examples/ThirdParty")
        try await LoopbackTable.with { table in
            // No --game: the program opens on the first game it was given, Liar's Dice.
            let host = try await table.start(
                "liars-lanhost",
                ["--no-discovery", "--port", "0", "--bind", "127.0.0.1", "--no-web", "--name", "Hana", "--bot",
                 "--bot-delay", "20", "--auto-start", "--once", "--max-players", "2", "--set", "startingDice=2"],
                executable: Self.hostProgram)
            let published = try await host.first("published", within: .seconds(20))
            let port = try #require(published["port"]?.intValue)
            let lobby = try await host.first("lobby", within: .seconds(20))
            #expect(lobby["game"]?.stringValue == "liars-dice")

            // --bot: the host plays Jo's seat with the module's bot (the face's hostBot).
            let joiner = try await table.joiner(port: port, ["--name", "Jo", "--bot"])
            let face = try await joiner.first("renderedFace", within: .seconds(30))
            #expect(face["name"]?.stringValue == "Liar's Dice" && face["game"]?.stringValue == "liars-dice")
            // The settings as the host runs them, under the game's name (not "(none)", not the id).
            joiner.send("settings")
            let settings = try await joiner.first("settings", within: .seconds(20))
            #expect(settings["name"]?.stringValue == "Liar's Dice", "\(settings)")
            #expect(settings["settings"]?["startingDice"]?.stringValue == "2", "\(settings)")
            #expect(settings["settings"]?["wildOnes"]?.stringValue == "on", "\(settings)")
            joiner.send("help")
            let help = try await joiner.first("help", within: .seconds(20))
            #expect(help["text"]?.stringValue?.contains("startingDice=2") == true, "\(help)")

            // Whose turn it is, and the history, as for a game lanjoin has.
            joiner.send("ready")
            let turn = try await joiner.first("renderedView", within: .seconds(60), where: { $0["toAct"] != nil })
            #expect(turn["yourTurn"] != nil, "\(turn)")
            let line = try await joiner.first("gameEvent", within: .seconds(60))
            let text = try #require(line["text"]?.stringValue)
            #expect((text.contains("Hana") || text.contains("Jo")) && !text.contains("{"), "players named: \(text)")
            let over = try await host.first("gameOver", within: .seconds(90))
            #expect(try await joiner.first("gameOver", within: .seconds(30)).winnerNames == over.winnerNames)
        }
    }
}
