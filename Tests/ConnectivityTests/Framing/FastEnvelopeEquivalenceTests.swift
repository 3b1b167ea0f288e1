@testable import Connectivity
import Foundation
import GameCore
import NIOCore
import Testing

/// The hand-written envelope path must be indistinguishable from the JSON one.
@Suite("Fast envelope path: same bytes and same messages as JSON")
struct FastEnvelopeEquivalenceTests {
    @Test("hot messages encode byte for byte like JSONEncoder with sorted keys", arguments: [1, 2, 3, 4] as [UInt64])
    func encodeMatchesJSON(seed: UInt64) throws {
        var generator = HotMessageGenerator(random: SeededGenerator(seed: seed))
        for _ in 0..<500 {
            let message = generator.message()
            var viaFast = ByteBuffer()
            #expect(FastEnvelopeWriter.write(message, into: &viaFast), "not on the fast path: \(message.typeName)")
            let reference = try EnvelopeProbe.encode(message, with: EnvelopeProbe.sortedGeneral)
            #expect(Array(viaFast.readableBytesView) == reference, "\(message.typeName) seed \(seed)")
            #expect(try EnvelopeProbe.encode(message, with: EnvelopeProbe.fast) == reference)
        }
    }

    @Test("one-field messages match today's unsorted JSONEncoder output exactly")
    func singleFieldMatchesUnsorted() throws {
        var generator = HotMessageGenerator(random: SeededGenerator(seed: 9))
        for _ in 0..<200 {
            let id = generator.unsigned()
            for message: Message in [
                .ping(Ping(id: id)), .pong(Pong(id: id)), .gameAction(GameAction(sequence: id, payload: generator.payload())),
            ] {
                #expect(try EnvelopeProbe.encode(message, with: EnvelopeProbe.fast) == EnvelopeProbe.encode(message, with: EnvelopeProbe.general))
            }
        }
    }

    @Test("hot messages decode on the fast path to what the JSON path decodes", arguments: [5, 6, 7, 8] as [UInt64])
    func decodeMatchesJSON(seed: UInt64) throws {
        var generator = HotMessageGenerator(random: SeededGenerator(seed: seed))
        for _ in 0..<500 {
            let message = generator.message()
            // Both the sorted form we send and the unsorted form older builds send.
            for sender in [EnvelopeProbe.fast, EnvelopeProbe.general] {
                let envelope = try EnvelopeProbe.encode(message, with: sender)
                // Negative rounds are valid but never sent; the reader leaves them to JSON.
                let negativeRound = if case .gameState(let state) = message { state.round < 0 } else { false }
                #expect(EnvelopeProbe.fastReaderAccepts(envelope) == !negativeRound, "\(message.typeName)")
                let expected = EnvelopeProbe.Outcome.decoded(.message(message, unknownFields: 0))
                #expect(EnvelopeProbe.outcome(envelope, with: EnvelopeProbe.general) == expected)
                #expect(EnvelopeProbe.outcome(envelope, with: EnvelopeProbe.fast) == expected, "seed \(seed)")
            }
        }
    }

    @Test("every other message, and rejections with a detail or unknown code, keep the JSON path")
    func otherMessagesAreNotFast() throws {
        let others = SampleMessages.all.filter { message in
            !["gameAction", "gameState", "ping", "pong"].contains(message.typeName)
        } + [
            .actionRejected(ActionRejected(sequence: 1, error: .unknown(code: "fromTheFuture"))),
            .actionRejected(ActionRejected(sequence: 1, error: .invalidAction(""))),
        ]
        for message in others {
            var buffer = ByteBuffer()
            #expect(!FastEnvelopeWriter.write(message, into: &buffer), "\(message.typeName)")
            #expect(buffer.readableBytes == 0)
            let envelope = try EnvelopeProbe.encode(message, with: EnvelopeProbe.fast)
            #expect(!EnvelopeProbe.fastReaderAccepts(envelope), "\(message.typeName)")
            #expect(EnvelopeProbe.outcome(envelope, with: EnvelopeProbe.fast) == .decoded(.message(message, unknownFields: 0)))
        }
    }

    @Test("the fast writer appends after what the buffer already holds")
    func appends() throws {
        var buffer = ByteBuffer(bytes: [0xAA, 0xBB])
        try EnvelopeProbe.fast.encode(.ping(Ping(id: 12)), into: &buffer)
        #expect(Array(buffer.readableBytesView) == [0xAA, 0xBB] + EnvelopeProbe.envelope(type: "ping", json: #"{"id":12}"#))
    }

    @Test("a gameState envelope has the documented shape with keys in sorted order")
    func gameStateBytes() throws {
        let message = Message.gameState(
            GameState(round: -2, stateSequence: .max, lastAppliedAction: 0, payload: Data([1, 2, 3])))
        let expected = EnvelopeProbe.envelope(
            type: "gameState", json: #"{"lastAppliedAction":0,"round":-2,"stateSequence":18446744073709551615}"#,
            payload: [1, 2, 3])
        #expect(try EnvelopeProbe.encode(message, with: EnvelopeProbe.fast) == expected)
    }

    @Test("a patched gameState: the fast writer's documented bytes, and both paths read either writer's form")
    func patchedGameState() throws {
        let patch = GameViewPatch(base: 41, edits: [
            GameViewEdit(copy: 191, remove: 2, insert: 2), GameViewEdit(copy: 177, remove: 3, insert: 4),
        ])
        let message = Message.gameState(GameState(
            round: 1, stateSequence: 42, lastAppliedAction: 7, patch: patch, payload: Data("59\"ab".utf8)))
        let expected = EnvelopeProbe.envelope(
            type: "gameState",
            json: #"{"base":41,"edits":[191,2,2,177,3,4],"lastAppliedAction":7,"round":1,"stateSequence":42}"#,
            payload: Array("59\"ab".utf8))
        let fast = try EnvelopeProbe.encode(message, with: EnvelopeProbe.fast)
        #expect(fast == expected)
        // The JSON path writes the same fields in its own key order; it must read back the same.
        let general = try EnvelopeProbe.encode(message, with: EnvelopeProbe.general)
        #expect(EnvelopeProbe.outcome(general, with: EnvelopeProbe.fast) == .decoded(.message(message, unknownFields: 0)))
        let decoded = EnvelopeProbe.Outcome.decoded(.message(message, unknownFields: 0))
        #expect(EnvelopeProbe.outcome(fast, with: EnvelopeProbe.fast) == decoded)
        #expect(EnvelopeProbe.outcome(fast, with: EnvelopeProbe.general) == decoded)
    }
}
