import Foundation
import GameCore
import LanPartyTestKit
import SketchDuel
import Testing

/// The payload JSON coders against Foundation's on every SketchDuel payload of whole bot games
/// (strokes, guesses, the round clock): the same bytes, streamed, and decoded back to the same
/// value (see ``PayloadJSONAudit``).
@Suite struct PayloadJSONTests {
    /// Ids with letters, so that an upper-case id written by mistake would differ from Foundation's.
    static let players = (1...2).map { UUID(uuidString: "ABCDEF00-0000-4000-8000-00000000000\($0)")! }
    /// A race of four, with the same kind of ids.
    static let racers = (1...4).map { UUID(uuidString: "ABCDEF00-0000-4000-8000-00000000000\($0)")! }

    @Test("whole bot games: every view and action encodes as Foundation does and decodes back",
          arguments: [1, 7, 23] as [UInt64])
    func wholeBotGames(seed: UInt64) throws {
        let report = try PayloadJSONAudit.audit(
            SketchDuel.self, players: Self.players, settings: SketchDuelSettings(), seed: seed)
        print("SketchDuel, seed \(seed): \(report)")
        #expect(report.mismatches == 0, "\(report)")
        #expect(report.finished, "\(report)")
        #expect(report.views > 60, "\(report)")
        #expect(report.actions >= 10, "\(report)")
    }

    @Test("a race of four: guesses by several players, right guesses without text, hints")
    func race() throws {
        let settings = SketchDuelSettings(roundSeconds: 30, pauseSeconds: 1)
        let report = try PayloadJSONAudit.audit(SketchDuel.self, players: Self.racers, settings: settings, seed: 3)
        #expect(report.mismatches == 0, "\(report)")
        #expect(report.finished && report.views > 100, "\(report)")
    }

    @Test("another word list, short rounds and no pause")
    func otherSettings() throws {
        let settings = SketchDuelSettings(rounds: 2, roundSeconds: 15, words: .animals, pauseSeconds: 0)
        let report = try PayloadJSONAudit.audit(SketchDuel.self, players: Self.players, settings: settings, seed: 5)
        #expect(report.mismatches == 0, "\(report)")
        #expect(report.views > 20, "\(report)")
    }

    @Test("the documented settings snapshot (Docs/Games/SketchDuel.md) is the default settings' bytes")
    func documentedSettings() throws {
        let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Docs/Games/SketchDuel.md").standardized
        let snapshot = try #require(
            PayloadJSONAudit.documentedSettingsSnapshot(inMarkdown: try String(contentsOf: document, encoding: .utf8)))
        #expect(snapshot == String(decoding: GameSettingsCodec.encode(SketchDuel.defaultSettings), as: UTF8.self))
        #expect(try GameSettingsCodec.decode(SketchDuelSettings.self, from: Data(snapshot.utf8)) == SketchDuel.defaultSettings)
    }

    @Test("the documented actions (Docs/Games/SketchDuel.md)")
    func documentedActions() throws {
        let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Docs/Games/SketchDuel.md").standardized
        let (examples, report) = try PayloadJSONAudit.auditDocumentedActions(in: document, as: SketchDuelAction.self)
        #expect(examples == 6)
        #expect(report.others == examples)
        #expect(report.mismatches == 0, "\(report)")
    }
}
