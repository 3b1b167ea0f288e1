import CrazyEights
import Foundation
import GameCore
import Testing

/// Once the game is over every view shows everyone's remaining cards (`players[].cards`); while it
/// runs `cards` is `null` for everyone, in every view (RedactionTests audits the bytes of whole games).
@Suite struct GameOverHandsTests {
    let p1 = player(1)
    let p2 = player(2)
    let p3 = player(3)

    /// `players` as the host encodes them.
    private func players(_ view: CrazyEightsView) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: GamePayloadCodec.encode(view)) as? [String: Any]
        return try #require(object?["players"] as? [[String: Any]])
    }

    @Test func whileTheGameRunsNoViewShowsAnyonesCards() throws {
        let state = table(hands: ["7H 2C", "3D 4D", "QS"], discards: "9H")
        for viewer in [Viewer.player(p1), .player(p2), .spectator] {
            let written = try players(CrazyEights.view(of: state, for: viewer))
            #expect(written.count == 3)
            for entry in written {
                #expect(entry["cards"] is NSNull, "cards are written as null: \(entry)")
                #expect(Set(entry.keys) == ["player", "cardCount", "cards"])
            }
        }
    }

    @Test func atTheEndEveryViewShowsEveryonesRemainingCards() throws {
        let state = table(hands: ["7H", "QS 3D 4D", "KC 2C"], discards: "9H")
        let over = try CrazyEights.reduce(state, .play(Card(.seven, .hearts)), by: p1)
        #expect(over.finish != nil)
        for viewer in [Viewer.player(p1), .player(p2), .player(p3), .spectator] {
            let view = CrazyEights.view(of: over, for: viewer)
            #expect(view.players.map(\.cards) == [[], cards("3D 4D QS"), cards("2C KC")])
            let written = try players(view)
            #expect(written.map { $0["cards"] as? [String] } == [[], ["3D", "4D", "QS"], ["2C", "KC"]])
        }
    }

    @Test func theTerminalShowsTheCardsLeftOnlyAtTheEnd() throws {
        let state = table(hands: ["7H", "QS 3D 4D"], discards: "9H")
        let names = PlayerNames([p1: "Alice", p2: "Bob"])
        let running = CrazyEights.render(CrazyEights.view(of: state, for: .player(p1)), for: .player(p1), names: names)
        #expect(!running.contains("3D"))
        let over = try CrazyEights.reduce(state, .play(Card(.seven, .hearts)), by: p1)
        let text = CrazyEights.render(CrazyEights.view(of: over, for: .spectator), for: .spectator, names: names)
        #expect(text.contains("  Bob    3 cards  3D 4D QS"), "\(text)")
        #expect(text.contains("  Alice  0 cards\n"), "the winner's line ends with its count: \(text)")
    }

    @Test func aViewFromABuildBefore2_1ReadsWithoutCards() throws {
        let view = CrazyEights.view(of: table(hands: ["7H 2C", "3D"], discards: "9H"), for: .spectator)
        var object = try #require(try JSONSerialization.jsonObject(with: GamePayloadCodec.encode(view)) as? [String: Any])
        object["players"] = (object["players"] as? [[String: Any]])?.map { $0.filter { $0.key != "cards" } }
        let older = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        let decoded = try GamePayloadCodec.decode(CrazyEightsView.self, from: older, maximumBytes: GamePayloadCodec.maximumViewBytes)
        #expect(decoded == view)
    }
}
