import Connectivity
import Foundation
import GameCore
import LanPartyPrograms
import LanPartyTestKit
import Testing

/// A third-party style `lanhost` (`lanparty-test-host`, with Take Last) and the stock `lanjoin`,
/// which lacks Take Last: real processes on loopback. The joiners play through the host-rendered
/// face; a client that offers only modules is refused as `unknownGame`.
@Suite("host-rendered face: a stock lanjoin plays a game it lacks", .timeLimit(.minutes(3)))
struct RenderedFaceProgramTests {
    /// `lanparty-test-host --game take-last`, dedicated, starting once both joiners are ready.
    static func host(_ table: LoopbackTable) async throws -> ProgramRun {
        try await table.start("lanparty-test-host", [
            "--game", "take-last", "--no-discovery", "--port", "0", "--no-web", "--name", "Hana", "--dedicated",
            "--auto-start", "--once", "--max-players", "2",
        ])
    }

    @Test func aBotAndATypingPlayerFinishAGameTheirLanjoinLacks() async throws {
        try await LoopbackTable.with { table in
            let host = try await Self.host(table)
            let port = try await GameTable.port(of: host)
            let robo = try await table.joiner(port: port, ["--name", "Robo", "--bot", "--auto-ready"])
            let roboFace = try await robo.first("renderedFace")
            #expect(roboFace["hostBot"]?.boolValue == true)
            #expect(roboFace["game"]?.stringValue == "take-last")

            let ann = try await table.joiner(port: port, ["--name", "Ann", "--auto-ready"])
            let face = try await ann.first("renderedFace")
            #expect(face["message"]?.stringValue == "This lobby plays Take Last, which this lanjoin does not have; "
                + "the host shows you its screen and reads your commands.")
            #expect(face["hostBot"]?.boolValue == false)
            ann.send("help")
            #expect(try await ann.first("help")["text"]?.stringValue?.contains("take N") == true)
            ann.send("rules")
            // Reflowed to 80 columns: compare the words.
            let rules = try await ann.first("rules")["text"]?.stringValue?.split(whereSeparator: \.isWhitespace)
            #expect(rules?.joined(separator: " ").contains("Whoever takes the last token wins.") == true)

            // Ann reads the host's screen and types; her first move is a bad one, refused with the module's words.
            var refused = false
            var moves = 0
            while true {
                let view = try await ann.next("renderedView", within: .seconds(30))
                let text = view["text"]?.stringValue ?? ""
                if text.contains("Game over") { break }
                guard text.contains("Your turn") else { continue }
                if !refused {
                    refused = true
                    ann.send("take 9")
                    let rejection = try await ann.next("actionRejected")
                    #expect(rejection["code"]?.stringValue == "invalidAction")
                    #expect(rejection["message"]?.stringValue?.contains("'9' is not 1, 2 or 3") == true)
                }
                ann.send("take 1")
                moves += 1
            }
            #expect(refused && moves >= 1)
            let annOver = try await ann.first("gameOver")
            let roboOver = try await robo.first("gameOver")
            #expect(annOver.winnerNames == roboOver.winnerNames)
            #expect(annOver.winnerNames.count == 1)
            // Nine tokens, Robo first: the bot leaves multiples of four and takes the last token.
            #expect(roboOver["youWon"]?.boolValue == true)
            #expect(try await robo.first("renderedView")["text"]?.stringValue?.contains("Tokens left") == true)
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
            #expect(try await ann.exit() == .exited(0))
            #expect(try await robo.exit() == .exited(0))
        }
    }

    @Test func aClientThatOffersOnlyModulesIsRefusedAsUnknownGame() async throws {
        try await LoopbackTable.with { table in
            let host = try await Self.host(table)
            let port = try await GameTable.port(of: host)
            // An older or non-CLI client: it has the stock games and no host-rendered face.
            let client = LobbyClient(
                host: "127.0.0.1", port: port,
                configuration: LobbyClientConfiguration(
                    profile: PlayerProfile(username: "Olga"), appVersion: "older/1.0.0",
                    games: GameCatalog.standardRegistry().supportedGames))
            await client.start()
            let reason = await client.waitUntilEnded()
            guard case .rejected(let rejection) = reason else {
                Issue.record("expected a refusal, got \(reason)")
                return
            }
            #expect(rejection.reason == .unknownGame)
            #expect(rejection.message == "This lobby plays Take Last (take-last), which this program does not have: "
                + "ask the host which program they run, or use a lanjoin built with the game.")
            #expect(rejection.game?.id == "take-last")
            let refused = try await host.first("rejected")
            #expect(refused["reason"]?.stringValue == "unknownGame")
            #expect(refused["name"]?.stringValue == "Olga")
            host.send("quit")
            #expect(try await host.exit(within: .seconds(20)) == .exited(0))
        }
    }
}
