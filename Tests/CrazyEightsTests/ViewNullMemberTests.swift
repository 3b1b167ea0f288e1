import CrazyEights
import Foundation
import GameCore
import Testing

/// A view writes every member, an absent one as `null`, like Quortex's and SketchDuel's views
/// (issue 24: Crazy Eights left out `finish`, `lastMove`, `currentPlayer`, a spectator's `viewer`
/// and `hand`), and reads `null` and a missing member alike.
@Suite struct ViewNullMemberTests {
    let p1 = player(1)
    let p2 = player(2)

    /// The top-level members of `view` as the host encodes it.
    private func members(_ view: CrazyEightsView) throws -> [String: Any] {
        let bytes = GamePayloadCodec.encode(view)
        return try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
    }

    /// Every member a view writes.
    private static let allMembers: Set = [
        "viewer", "hand", "players", "currentPlayer", "topCard", "currentSuit", "drawPileCount",
        "discardPileCount", "hasDrawnThisTurn", "turnsTaken", "settings", "lastMove", "finish",
        "turnMillisecondsLeft",
    ]

    @Test func aSpectatorsViewBeforeTheFirstMoveWritesNulls() throws {
        let state = table(hands: ["7H 2C", "3D"], discards: "9H", drawPile: "6S")
        let written = try members(CrazyEights.view(of: state, for: .spectator))
        #expect(Set(written.keys) == Self.allMembers)
        for key in ["viewer", "hand", "lastMove", "finish", "turnMillisecondsLeft"] {
            #expect(written[key] is NSNull, "\(key)")
        }
        #expect(written["currentPlayer"] as? String == p1.wireString)
    }

    @Test func aFinishedGameWritesANullCurrentPlayer() throws {
        let state = table(hands: ["7H", "3D 4D"], discards: "9H")
        let next = try CrazyEights.reduce(state, .play(Card(.seven, .hearts)), by: p1)
        let written = try members(CrazyEights.view(of: next, for: .player(p2)))
        #expect(Set(written.keys) == Self.allMembers)
        #expect(written["currentPlayer"] is NSNull)
        #expect(written["viewer"] as? String == p2.wireString)
        #expect(written["finish"] is [String: Any])
        #expect(written["lastMove"] is [String: Any])
    }

    @Test func nullsAndMissingMembersDecodeAlike() throws {
        let view = CrazyEights.view(of: table(hands: ["7H 2C", "3D"], discards: "9H"), for: .spectator)
        let bytes = GamePayloadCodec.encode(view)
        let decoded = try GamePayloadCodec.decode(
            CrazyEightsView.self, from: bytes, maximumBytes: GamePayloadCodec.maximumViewBytes)
        #expect(decoded == view)
        // What builds before issue 24 wrote: the absent members left out.
        var object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        for key in ["viewer", "hand", "lastMove", "finish", "turnMillisecondsLeft"] { object.removeValue(forKey: key) }
        let older = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        let decodedOlder = try GamePayloadCodec.decode(
            CrazyEightsView.self, from: older, maximumBytes: GamePayloadCodec.maximumViewBytes)
        #expect(decodedOlder == view)
    }
}
