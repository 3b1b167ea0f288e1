import Foundation
import GameCore
import LanPartyTestKit
import Quortex
import Testing

/// The payload JSON coders against Foundation's on every Quortex payload of whole bot games:
/// the same bytes, streamed, and decoded back to the same value (see ``PayloadJSONAudit``).
@Suite struct PayloadJSONTests {
    /// Ids with letters, so that an upper-case id written by mistake would differ from Foundation's.
    static func players(_ count: Int) -> [PlayerID] {
        (1...count).map { UUID(uuidString: "ABCDEF00-0000-4000-8000-\(String(format: "%012d", $0))")! }
    }

    @Test("whole bot games: every view and action encodes as Foundation does and decodes back",
          arguments: [(2, 1), (3, 7), (4, 11), (6, 3)] as [(Int, UInt64)])
    func wholeBotGames(players: Int, seed: UInt64) throws {
        let report = try PayloadJSONAudit.audit(
            Quortex.self, players: Self.players(players), settings: QuortexSettings(), seed: seed)
        print("Quortex, \(players) players, seed \(seed): \(report)")
        #expect(report.mismatches == 0, "\(report)")
        #expect(report.finished, "\(report)")
        #expect(report.views > 5 * (players + 1), "\(report)")
        #expect(report.actions > 5, "\(report)")
    }

    @Test("a turn timer (the views count down), a small board and hand")
    func otherSettings() throws {
        let settings = QuortexSettings(radius: 3, tileCopies: 2, handSize: 2, turnSeconds: 20)
        for seed: UInt64 in [4, 9] {
            let report = try PayloadJSONAudit.audit(Quortex.self, players: Self.players(3), settings: settings, seed: seed)
            #expect(report.mismatches == 0, "\(report)")
            #expect(report.views > 20, "\(report)")
        }
    }

    @Test("the documented settings snapshot (Docs/Games/Quortex.md) is the default settings' bytes")
    func documentedSettings() throws {
        let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Docs/Games/Quortex.md").standardized
        let snapshot = try #require(
            PayloadJSONAudit.documentedSettingsSnapshot(inMarkdown: try String(contentsOf: document, encoding: .utf8)))
        #expect(snapshot == String(decoding: GameSettingsCodec.encode(Quortex.defaultSettings), as: UTF8.self))
        #expect(try GameSettingsCodec.decode(QuortexSettings.self, from: Data(snapshot.utf8)) == Quortex.defaultSettings)
    }

    @Test("the documented actions (Docs/Games/Quortex.md)")
    func documentedActions() throws {
        let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Docs/Games/Quortex.md").standardized
        let (examples, report) = try PayloadJSONAudit.auditDocumentedActions(in: document, as: QuortexAction.self)
        #expect(examples == 3)
        #expect(report.others == examples)
        #expect(report.mismatches == 0, "\(report)")
    }
}
