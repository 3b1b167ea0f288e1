import CrazyEights
import Foundation
import GameCore
import LanPartyTestKit
import Testing

/// The payload JSON coders against Foundation's on every Crazy Eights payload of whole bot games:
/// the same bytes, streamed, and decoded back to the same value (see ``PayloadJSONAudit``).
@Suite struct PayloadJSONTests {
    /// Ids with letters, so that an upper-case id written by mistake would differ from Foundation's.
    static func players(_ count: Int) -> [PlayerID] {
        (1...count).map { UUID(uuidString: "ABCDEF00-0000-4000-8000-\(String(format: "%012d", $0))")! }
    }

    @Test("whole bot games: every view and action encodes as Foundation does and decodes back",
          arguments: [(2, 1), (3, 7), (4, 7), (5, 19), (8, 3)] as [(Int, UInt64)])
    func wholeBotGames(players: Int, seed: UInt64) throws {
        let report = try PayloadJSONAudit.audit(
            CrazyEights.self, players: Self.players(players), settings: CrazyEightsSettings(), seed: seed)
        print("CrazyEights, \(players) players, seed \(seed): \(report)")
        #expect(report.mismatches == 0, "\(report)")
        #expect(report.finished, "\(report)")
        #expect(report.views > 10 * (players + 1), "\(report)")
        #expect(report.actions >= 10, "\(report)")
    }

    @Test("other rules: fixed hands, drawing until playable, a short turn limit")
    func otherSettings() throws {
        let settings = CrazyEightsSettings(handSize: .fixed(9), drawUntilPlayable: true, turnLimit: 50)
        for seed: UInt64 in [2, 5] {
            let report = try PayloadJSONAudit.audit(
                CrazyEights.self, players: Self.players(4), settings: settings, seed: seed)
            #expect(report.mismatches == 0, "\(report)")
            #expect(report.views > 100, "\(report)")
        }
    }

    @Test("the documented settings snapshot (Docs/Games/CrazyEights.md) is the default settings' bytes")
    func documentedSettings() throws {
        let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Docs/Games/CrazyEights.md").standardized
        let snapshot = try #require(
            PayloadJSONAudit.documentedSettingsSnapshot(inMarkdown: try String(contentsOf: document, encoding: .utf8)))
        #expect(snapshot == String(decoding: GameSettingsCodec.encode(CrazyEights.defaultSettings), as: UTF8.self))
        #expect(try GameSettingsCodec.decode(CrazyEightsSettings.self, from: Data(snapshot.utf8)) == CrazyEights.defaultSettings)
    }

    @Test("the documented actions (Docs/Games/CrazyEights.md)")
    func documentedActions() throws {
        let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Docs/Games/CrazyEights.md").standardized
        let (examples, report) = try PayloadJSONAudit.auditDocumentedActions(in: document, as: CrazyEightsAction.self)
        #expect(examples == 4)
        #expect(report.others == examples)
        #expect(report.mismatches == 0, "\(report)")
    }
}

/// Docs/Protocol.md §8: members an action does not know are ignored (any valid JSON value, `1e2`
/// included), while a payload that breaks the strict rules anywhere, also in such a member, is refused.
@Suite struct PayloadUnknownMemberTests {
    private func decode(_ text: String) throws -> CrazyEightsAction {
        try GamePayloadCodec.decode(
            CrazyEightsAction.self, from: Data(text.utf8), maximumBytes: GamePayloadCodec.maximumActionBytes)
    }

    @Test func unknownMembersAreIgnored() throws {
        #expect(try decode(#"{"type":"draw","hint":1e2}"#) == .draw)
        #expect(try decode(#"{"future":{"a":[1.5,"x",null]},"type":"play","card":"7H"}"#) == .play(Card(.seven, .hearts)))
    }

    @Test func brokenSyntaxInAnUnknownMemberIsRefused() {
        for text in [#"{"type":"draw","hint":01}"#, #"{"type":"draw","hint":[1,]}"#, #"{"type":"draw","hint":1,"hint":2}"#] {
            #expect(throws: GameError.corruptedPayload) { try decode(text) }
        }
    }
}
