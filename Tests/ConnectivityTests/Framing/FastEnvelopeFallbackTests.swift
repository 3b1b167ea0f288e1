import Connectivity
import Foundation
import GameCore
import Testing

/// Input the fast reader does not take must come out exactly as the JSON path makes it.
@Suite("Fast envelope path: fallback to JSON")
struct FastEnvelopeFallbackTests {
    /// Fields the fast reader must refuse, for each type, with what JSON makes of them checked separately.
    static let refused: [(type: String, json: String)] = [
        ("ping", #"{ "id":1}"#), ("ping", #"{"id": 1}"#), ("ping", #"{"id":1} "#), ("ping", "\n{\"id\":1}"),
        ("ping", #"{"id":1,"extra":2}"#), ("ping", #"{"extra":"x","id":1}"#),
        ("ping", #"{"id":01}"#), ("ping", #"{"id":00}"#), ("ping", #"{"id":-1}"#), ("ping", #"{"id":-0}"#),
        ("ping", #"{"id":18446744073709551616}"#), ("ping", #"{"id":99999999999999999999999}"#),
        ("ping", #"{"id":1.0}"#), ("ping", #"{"id":1e3}"#), ("ping", #"{"id":1a}"#), ("ping", #"{"id":"1"}"#),
        ("ping", #"{"id":true}"#), ("ping", #"{"id":null}"#), ("ping", #"{"id":1,"id":2}"#),
        ("ping", #"{"id":1"#), ("ping", #"{"id":"#), ("ping", "{"), ("ping", ""), ("ping", "{}"),
        ("ping", #"{"\u0069d":1}"#), ("ping", #"{"id":1}}"#), ("ping", #"[1]"#), ("ping", #"{"id":[1]}"#),
        ("pong", #"{"id":1,}"#), ("pong", #"{,"id":1}"#),
        ("gameAction", #"{"sequence":3,"extra":{"a":[1,2]}}"#), ("gameAction", #"{"seq":3}"#),
        ("gameState", #"{"round":1,"stateSequence":2}"#),
        ("gameState", #"{"round":-1,"stateSequence":2,"lastAppliedAction":3}"#),
        ("gameState", #"{"round":9223372036854775808,"stateSequence":2,"lastAppliedAction":3}"#),
        ("gameState", #"{"round":1,"stateSequence":2,"lastAppliedAction":3,"round":1}"#),
        ("gameState", #"{"round":1,"stateSequence":2,"lastAppliedAction":18446744073709551616}"#),
        ("gameState", #"{"base":1,"lastAppliedAction":3,"round":1,"stateSequence":2}"#),
        ("gameState", #"{"edits":[1,2,3],"lastAppliedAction":3,"round":1,"stateSequence":2}"#),
        ("gameState", #"{"base":1,"edits":[1,2],"lastAppliedAction":3,"round":1,"stateSequence":2}"#),
        ("gameState", #"{"base":1,"edits":[1,2,3,],"lastAppliedAction":3,"round":1,"stateSequence":2}"#),
        ("gameState", #"{"base":1,"edits":[1,2,-3],"lastAppliedAction":3,"round":1,"stateSequence":2}"#),
        ("gameState", #"{"base":1,"edits":[1,2,9999999],"lastAppliedAction":3,"round":1,"stateSequence":2}"#),
        ("gameState", #"{"base":1,"edits":[1,2,3],"edits":[1,2,3],"lastAppliedAction":3,"round":1,"stateSequence":2}"#),
        ("gameState", #"{"base":1,"edits":[ 1,2,3],"lastAppliedAction":3,"round":1,"stateSequence":2}"#),
        ("gameState", #"{"base":1,"edits":["#
            + Array(repeating: "1", count: 3 * GameViewPatch.maximumEdits + 3).joined(separator: ",")
            + #"],"lastAppliedAction":3,"round":1,"stateSequence":2}"#),
        ("actionRejected", #"{"error":{"code":"invalidAction","detail":"no"},"sequence":1}"#),
        ("actionRejected", #"{"error":{"code":"invalidAction"},"sequence":1}"#),
        ("actionRejected", #"{"error":{"code":"fromTheFuture"},"sequence":1}"#),
        ("actionRejected", #"{"error":{"code":"desync","detail":"x"},"sequence":1}"#),
        ("actionRejected", #"{"error":{"code":""},"sequence":1}"#),
        ("actionRejected", #"{"error":{},"sequence":1}"#), ("actionRejected", #"{"sequence":1}"#),
        ("actionRejected", #"{"error":{"code":"desync"},"error":{"code":"desync"},"sequence":1}"#),
        ("ping", #"{"id":1,"x":"# + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}"),
    ]

    @Test("refused fields decode exactly as the JSON path decodes them", arguments: refused.indices)
    func refusedFallsBack(index: Int) {
        let (type, json) = Self.refused[index]
        let envelope = EnvelopeProbe.envelope(type: type, json: json, payload: [7, 7])
        #expect(!EnvelopeProbe.fastReaderAccepts(envelope), "\(json)")
        #expect(EnvelopeProbe.outcome(envelope, with: EnvelopeProbe.fast) == EnvelopeProbe.outcome(envelope, with: EnvelopeProbe.general))
    }

    @Test("what JSON makes of some refused fields: messages, unknown fields counted, error codes")
    func fallbackResults() {
        func outcome(_ type: String, _ json: String) -> EnvelopeProbe.Outcome {
            EnvelopeProbe.outcome(EnvelopeProbe.envelope(type: type, json: json), with: EnvelopeProbe.fast)
        }
        func code(_ type: String, _ json: String) -> WireError.Code? {
            if case .failed(let error) = outcome(type, json) { error.code } else { nil }
        }
        #expect(outcome("ping", #"{ "id" : 1 }"#) == .decoded(.message(.ping(Ping(id: 1)), unknownFields: 0)))
        #expect(outcome("ping", #"{"id":1,"extra":2}"#) == .decoded(.message(.ping(Ping(id: 1)), unknownFields: 1)))
        #expect(outcome("ping", #"{"a":1,"id":1,"b":[]}"#) == .decoded(.message(.ping(Ping(id: 1)), unknownFields: 2)))
        #expect(
            outcome("gameState", #"{"round":-1,"stateSequence":2,"lastAppliedAction":3}"#)
                == .decoded(.message(.gameState(GameState(round: -1, stateSequence: 2, lastAppliedAction: 3, payload: Data())), unknownFields: 0)))
        #expect(
            outcome("actionRejected", #"{"error":{"code":"invalidAction","detail":"no"},"sequence":1}"#)
                == .decoded(.message(.actionRejected(ActionRejected(sequence: 1, error: .invalidAction("no"))), unknownFields: 0)))
        #expect(code("ping", #"{"id":18446744073709551616}"#) == .malformedFields)
        #expect(code("ping", #"{"id":-1}"#) == .malformedFields)
        #expect(code("ping", #"{"id":1"#) == .malformedFields)
        #expect(code("ping", "") == .malformedFields)
        #expect(code("ping", #"{"id":1,"x":"# + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}") == .fieldsTooDeep)
    }

    @Test("shapes the fast reader does take beyond its own output: any key order, payload after a ping")
    func tolerated() {
        let reordered = EnvelopeProbe.envelope(type: "gameState", json: #"{"round":1,"stateSequence":2,"lastAppliedAction":3}"#, payload: [9])
        #expect(EnvelopeProbe.fastReaderAccepts(reordered))
        #expect(
            EnvelopeProbe.outcome(reordered, with: EnvelopeProbe.fast)
                == .decoded(.message(.gameState(GameState(round: 1, stateSequence: 2, lastAppliedAction: 3, payload: Data([9]))), unknownFields: 0)))
        #expect(EnvelopeProbe.outcome(reordered, with: EnvelopeProbe.general) == EnvelopeProbe.outcome(reordered, with: EnvelopeProbe.fast))
        let withPayload = EnvelopeProbe.envelope(type: "ping", json: #"{"id":18446744073709551615}"#, payload: [1, 2, 3])
        #expect(EnvelopeProbe.fastReaderAccepts(withPayload))
        #expect(EnvelopeProbe.outcome(withPayload, with: EnvelopeProbe.fast) == .decoded(.message(.ping(Ping(id: .max)), unknownFields: 0)))
        #expect(EnvelopeProbe.outcome(withPayload, with: EnvelopeProbe.general) == EnvelopeProbe.outcome(withPayload, with: EnvelopeProbe.fast))
    }

    @Test("broken envelopes of hot types fail exactly as before")
    func brokenEnvelopes() {
        let fields = Array(#"{"id":1}"#.utf8)
        let cases: [[UInt8]] = [
            [], [4], [4] + Array("pi".utf8), [4] + Array("ping".utf8) + [0, 0],
            EnvelopeProbe.envelope(type: "ping", fields: fields, declaredFieldsLength: 9),
            EnvelopeProbe.envelope(type: "ping", fields: fields, declaredFieldsLength: .max),
            EnvelopeProbe.envelope(type: "ping", fields: fields, declaredFieldsLength: 7),
            EnvelopeProbe.envelope(type: "pin!", fields: fields), [0, 0, 0, 0, 0],
        ]
        for envelope in cases {
            #expect(!EnvelopeProbe.fastReaderAccepts(envelope))
            let outcome = EnvelopeProbe.outcome(envelope, with: EnvelopeProbe.fast)
            #expect(outcome == EnvelopeProbe.outcome(envelope, with: EnvelopeProbe.general))
            guard case .failed = outcome else {
                Issue.record("\(envelope) decoded")
                continue
            }
        }
    }
}
