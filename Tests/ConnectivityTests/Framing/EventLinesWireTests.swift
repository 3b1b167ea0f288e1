@testable import Connectivity
import Foundation
import GameCore
import Testing

/// `gameState`'s and `renderedView`'s optional `events` field (Docs/Protocol.md "Event lines").
@Suite("gameState events: the game's public history")
struct EventLinesWireTests {
    static let bob = UUID(uuidString: "00000000-0000-4000-8000-00000000000b")!
    static let line = "Round 4: {00000000-0000-4000-8000-00000000000b} called liar on 5 × 3s; there were 4 — {00000000-0000-4000-8000-00000000000b} loses a die"

    @Test("the documented bytes (keys sorted), read back by both paths")
    func documentedBytes() throws {
        let message = Message.gameState(GameState(
            round: 1, stateSequence: 12, lastAppliedAction: 3, playersToAct: [Self.bob],
            events: [GameEventLine(step: 12, text: Self.line)], payload: Data("{}".utf8)))
        let expected = EnvelopeProbe.envelope(
            type: "gameState",
            json: #"{"events":[{"step":12,"text":"# + "\"\(Self.line)\"" + #"}],"lastAppliedAction":3,"round":1,"stateSequence":12,"toAct":["00000000-0000-4000-8000-00000000000b"]}"#,
            payload: Array("{}".utf8))
        #expect(try EnvelopeProbe.encode(message, with: EnvelopeProbe.sortedGeneral) == expected)
        // Lines are text: the product's fast writer leaves such a state to the general encoder
        // (whose key order is its own), and what it writes reads back the same.
        let decoded = EnvelopeProbe.Outcome.decoded(.message(message, unknownFields: 0))
        let written = try EnvelopeProbe.encode(message, with: EnvelopeProbe.fast)
        #expect(EnvelopeProbe.outcome(written, with: EnvelopeProbe.fast) == decoded)
        #expect(EnvelopeProbe.outcome(expected, with: EnvelopeProbe.fast) == decoded)
        #expect(EnvelopeProbe.outcome(expected, with: EnvelopeProbe.general) == decoded)
    }

    @Test("too many lines, a text too long or a line without its step is malformed", arguments: [
        "[" + Array(repeating: #"{"step":1,"text":"x"}"#, count: 201).joined(separator: ",") + "]",
        #"[{"step":1,"text":""# + String(repeating: "x", count: 1025) + #""}]"#,
        #"[{"text":"x"}]"#, #"[{"step":1}]"#, #"{"step":1,"text":"x"}"#,
    ])
    func malformed(events: String) throws {
        let envelope = EnvelopeProbe.envelope(
            type: "gameState", json: #"{"events":"# + events + #","lastAppliedAction":0,"round":1,"stateSequence":2}"#)
        for codec in [EnvelopeProbe.fast, EnvelopeProbe.general] {
            guard case .failed = EnvelopeProbe.outcome(envelope, with: codec) else {
                Issue.record("accepted events \(events.prefix(60))")
                continue
            }
        }
    }

    @Test("the host's state output carries its lines onto the wire, and to a member of the rendered face")
    func hostOutputToMessages() throws {
        let lines = [GameEventLine(step: 5, text: "Ann bid 3 × 4s.")]
        let output = GameHostOutput.state(GameStateOutput(
            recipient: Self.bob, round: 2, stateSequence: 5, lastAppliedAction: 1, payload: Data("{}".utf8),
            playersToAct: [Self.bob], events: lines))
        guard case .gameState(let state) = output.message else {
            Issue.record("not a gameState")
            return
        }
        #expect(state.events == lines)
        let rendered = RenderedRecipients().message(for: output)
        guard case .renderedView(let view) = rendered else {
            Issue.record("not a renderedView")
            return
        }
        #expect(view.events == lines && view.playersToAct == [Self.bob])
        let bytes = try JSONEncoder().encode(view)
        #expect(try JSONDecoder().decode(RenderedView.self, from: bytes) == view)
    }
}
