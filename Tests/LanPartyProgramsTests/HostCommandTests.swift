import Foundation
import LanPartyPrograms
import Testing

/// Commands typed on the host's stdin: game commands for the host's own seat, start/again, bad lines.
@Suite("lanhost: stdin commands", .serialized)
struct HostCommandTests {
    private func profile(_ directory: URL, _ name: String) -> [String] {
        ["--profile", directory.appendingPathComponent("\(name).json").path]
    }

    @Test("a person at the host plays a whole game with typed commands against a bot")
    func typedGame() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let (host, _) = try await ProgramHarness.publishedHost(
            ["--bots", "1", "--max-players", "2", "--auto-start", "--once", "--name", "Hostess"] + profile(directory, "host"))
        let me = try #require(await host.events.first("lobby")?.fields["members"]?.arrayValue?.first?["id"])
        // Bad lines are reported and the program carries on.
        host.type("kick")
        #expect(await host.events.first("error")?.fields["code"] == "usage")
        var handled: Int?
        var typedSomethingIllegal = false
        while host.events.named("gameOver").isEmpty {
            let after = handled ?? 0
            let turn = await host.events.first { event in
                guard event.name == "gameOver" || event.name == "state" else { return false }
                guard event.name == "state" else { return true }
                let view = event.fields["view"]
                return view?["currentPlayer"] == me && (view?["finish"] ?? .null) == .null
                    && event.fields["pendingActions"] == 0
                    && (event.fields["stateSequence"]?.intValue ?? 0) > after
            }
            let event = try #require(turn, "no turn and no game over")
            guard event.name == "state", let view = event.fields["view"] else { break }
            handled = event.fields["stateSequence"]?.intValue
            if !typedSomethingIllegal {
                typedSomethingIllegal = true
                host.type("play ZZ")
                #expect(await host.events.first { $0.fields["code"] == "invalidCommand" } != nil)
            }
            host.type(Self.move(for: view))
        }
        #expect(await host.exitStatus(within: 60) == .success)
        let over = try #require(host.events.named("gameOver").first)
        #expect(over.fields["winners"]?.arrayValue?.count == 1)
        #expect(host.events.named("actionRejected").isEmpty)
    }

    @Test("start and again: a second game with the same table; bad commands carry on")
    func startAndAgain() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let (host, _) = try await ProgramHarness.publishedHost(
            ["--bots", "1", "--bot", "--max-players", "2"] + profile(directory, "host"))
        host.type("help")
        let help = await host.events.first("help")?.fields["text"]?.stringValue
        #expect(help?.contains("play CARD [SUIT]") == true)
        #expect(help?.contains("handSize=classic") == true)
        host.type("again")
        #expect(await host.events.first("error")?.fields["code"] == "noPreviousGame")
        host.type("set handSize=banana")
        let refusal = await host.events.first { $0.fields["code"] == "invalidSetting" }?.fields["message"]?.stringValue
        #expect(refusal == "handSize: 'banana' is not classic or 1...20.")
        host.type("set jokers=2")
        let unknown = await host.events.first {
            $0.fields["code"] == "invalidSetting" && $0.fields["message"]?.stringValue?.contains("jokers") == true
        }
        #expect(unknown?.fields["message"]?.stringValue == "No setting named 'jokers'. Settings: handSize, drawUntilPlayable, turnLimit, turnSeconds.")
        host.type("set handSize=4")
        _ = await host.events.first { $0.name == "lobby" && $0.fields["settings"]?["handSize"] == "4" }
        host.type("start")
        #expect(await host.events.first("gameOver") != nil)
        host.type("set handSize=5")
        #expect(await host.events.first { $0.fields["code"] == "settingsLocked" } != nil)
        host.type("again")
        #expect(await host.events.first { $0.name == "gameStarted" && $0.fields["round"] == 2 } != nil)
        #expect(await host.events.first { $0.name == "gameOver" && $0.fields["round"] == 2 } != nil)
        host.type("quit")
        #expect(await host.exitStatus() == .success)
        let profile = try #require(try ProfileStoreReader.load(directory.appendingPathComponent("host.json")))
        #expect(profile == 2)
    }

    /// The first playable card, else draw, else pass: what a person following the prompt would type.
    static func move(for view: JSONValue) -> String {
        let hand = view["hand"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let top = view["topCard"]?.stringValue ?? ""
        let suit = view["currentSuit"]?.stringValue ?? ""
        let suitLetter = suit.first.map { String($0).uppercased() } ?? ""
        let playable = hand.first { card in
            card.dropLast() == "8" || card.hasSuffix(suitLetter) || card.dropLast() == top.dropLast()
        }
        if let playable { return "play \(playable)" }
        let drawPile = view["drawPileCount"]?.intValue ?? 0
        let discards = view["discardPileCount"]?.intValue ?? 0
        let canDraw = drawPile > 0 || discards > 1
        return view["hasDrawnThisTurn"] == true || !canDraw ? "pass" : "draw"
    }
}
