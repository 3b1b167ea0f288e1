@testable import Connectivity
import Foundation
import GameCore
import Testing

/// `gameState`'s optional `toAct` field (Docs/Protocol.md "Who acts").
@Suite("gameState toAct: whom the game waits for")
struct PlayersToActWireTests {
    static let ann = UUID(uuidString: "6f1c2a3e-0b4d-4c5e-8f60-718293a4b5c6")!
    static let bob = UUID(uuidString: "00000000-0000-4000-8000-00000000000b")!

    @Test("the documented bytes, read back by both paths")
    func documentedBytes() throws {
        let message = Message.gameState(GameState(
            round: 1, stateSequence: 9, lastAppliedAction: 3, playersToAct: [Self.ann, Self.bob], payload: Data("{}".utf8)))
        let expected = EnvelopeProbe.envelope(
            type: "gameState",
            json: #"{"lastAppliedAction":3,"round":1,"stateSequence":9,"toAct":["6f1c2a3e-0b4d-4c5e-8f60-718293a4b5c6","00000000-0000-4000-8000-00000000000b"]}"#,
            payload: Array("{}".utf8))
        let fast = try EnvelopeProbe.encode(message, with: EnvelopeProbe.fast)
        #expect(fast == expected)
        #expect(try EnvelopeProbe.encode(message, with: EnvelopeProbe.sortedGeneral) == expected)
        #expect(EnvelopeProbe.fastReaderAccepts(fast))
        let decoded = EnvelopeProbe.Outcome.decoded(.message(message, unknownFields: 0))
        #expect(EnvelopeProbe.outcome(fast, with: EnvelopeProbe.fast) == decoded)
        #expect(EnvelopeProbe.outcome(fast, with: EnvelopeProbe.general) == decoded)
    }

    @Test("an empty toAct (nobody acts) differs from none (the host does not say)")
    func emptyAndAbsent() throws {
        let empty = EnvelopeProbe.envelope(type: "gameState", json: #"{"lastAppliedAction":0,"round":1,"stateSequence":2,"toAct":[]}"#)
        let absent = EnvelopeProbe.envelope(type: "gameState", json: #"{"lastAppliedAction":0,"round":1,"stateSequence":2}"#)
        let null = EnvelopeProbe.envelope(
            type: "gameState", json: #"{"lastAppliedAction":0,"round":1,"stateSequence":2,"toAct":null}"#)
        for codec in [EnvelopeProbe.fast, EnvelopeProbe.general] {
            #expect(EnvelopeProbe.outcome(null, with: codec) == .decoded(.message(.gameState(GameState(
                round: 1, stateSequence: 2, lastAppliedAction: 0, payload: Data())), unknownFields: 0)))
            #expect(EnvelopeProbe.outcome(empty, with: codec) == .decoded(.message(.gameState(GameState(
                round: 1, stateSequence: 2, lastAppliedAction: 0, playersToAct: [], payload: Data())), unknownFields: 0)))
            #expect(EnvelopeProbe.outcome(absent, with: codec) == .decoded(.message(.gameState(GameState(
                round: 1, stateSequence: 2, lastAppliedAction: 0, payload: Data())), unknownFields: 0)))
        }
    }

    @Test("upper-case ids take the general path and read the same")
    func upperCase() throws {
        let envelope = EnvelopeProbe.envelope(
            type: "gameState",
            json: #"{"lastAppliedAction":0,"round":1,"stateSequence":2,"toAct":["6F1C2A3E-0B4D-4C5E-8F60-718293A4B5C6"]}"#)
        #expect(!EnvelopeProbe.fastReaderAccepts(envelope))
        #expect(EnvelopeProbe.outcome(envelope, with: EnvelopeProbe.fast) == .decoded(.message(.gameState(GameState(
            round: 1, stateSequence: 2, lastAppliedAction: 0, playersToAct: [Self.ann], payload: Data())), unknownFields: 0)))
    }

    @Test("too many ids, or something else than ids, is a malformed message", arguments: [
        "[" + Array(repeating: #""6f1c2a3e-0b4d-4c5e-8f60-718293a4b5c6""#, count: 65).joined(separator: ",") + "]",
        #"["not-an-id"]"#, #""6f1c2a3e-0b4d-4c5e-8f60-718293a4b5c6""#, "[1]",
    ])
    func malformed(toAct: String) throws {
        let envelope = EnvelopeProbe.envelope(
            type: "gameState", json: #"{"lastAppliedAction":0,"round":1,"stateSequence":2,"toAct":"# + toAct + "}")
        #expect(!EnvelopeProbe.fastReaderAccepts(envelope))
        for codec in [EnvelopeProbe.fast, EnvelopeProbe.general] {
            guard case .failed = EnvelopeProbe.outcome(envelope, with: codec) else {
                Issue.record("accepted toAct \(toAct.prefix(60))")
                continue
            }
        }
    }

    @Test("the host's state output carries toAct onto the wire")
    func hostOutputToMessage() {
        let output = GameHostOutput.state(GameStateOutput(
            recipient: Self.bob, round: 2, stateSequence: 5, lastAppliedAction: 1, payload: Data("{}".utf8),
            playersToAct: [Self.bob]))
        guard case .gameState(let state) = output.message else {
            Issue.record("not a gameState")
            return
        }
        #expect(state.playersToAct == [Self.bob])
    }
}
