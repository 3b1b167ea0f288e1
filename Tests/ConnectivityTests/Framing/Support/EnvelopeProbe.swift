@testable import Connectivity
import Foundation
import GameCore
import NIOCore

/// Runs the fast and the general envelope paths side by side.
enum EnvelopeProbe {
    /// What decoding one envelope produced: a result or the exact error.
    enum Outcome: Hashable {
        case decoded(DecodedEnvelope)
        case failed(WireError)
    }

    // Codecs are not thread-safe and tests run in parallel: a new one per use.
    /// The product codec (fast path on).
    static var fast: MessageCodec { MessageCodec() }
    /// JSON only, keys in whatever order `JSONEncoder` picks (what the product did before).
    static var general: MessageCodec { MessageCodec(fastPath: false) }
    /// JSON only, keys sorted: the deterministic reference for byte comparisons.
    static var sortedGeneral: MessageCodec { MessageCodec(fastPath: false, sortedKeys: true) }

    /// The envelope bytes `codec` writes for `message`.
    static func encode(_ message: Message, with codec: MessageCodec) throws -> [UInt8] {
        var buffer = ByteBuffer()
        try codec.encode(message, into: &buffer)
        return Array(buffer.readableBytesView)
    }

    /// What `codec` makes of `envelope`.
    static func outcome(_ envelope: [UInt8], with codec: MessageCodec) -> Outcome {
        do {
            return .decoded(try codec.decode(ByteBuffer(bytes: envelope)))
        } catch {
            return .failed(error)
        }
    }

    /// Whether the fast reader alone accepts `envelope` (no fallback).
    static func fastReaderAccepts(_ envelope: [UInt8]) -> Bool {
        envelope.withUnsafeBytes { FastEnvelopeReader.read($0) } != nil
    }

    /// An envelope with raw `fields` bytes (the fields length is their true length unless given).
    static func envelope(type: String, fields: [UInt8], payload: [UInt8] = [], declaredFieldsLength: UInt32? = nil) -> [UInt8] {
        let length = declaredFieldsLength ?? UInt32(fields.count)
        return [UInt8(type.utf8.count)] + Array(type.utf8)
            + [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
            + fields + payload
    }

    /// An envelope whose fields are `json`.
    static func envelope(type: String, json: String, payload: [UInt8] = []) -> [UInt8] {
        envelope(type: type, fields: Array(json.utf8), payload: payload)
    }
}

/// Random hot messages, edge values included.
struct HotMessageGenerator {
    var random: SeededGenerator

    private static let edges: [UInt64] = [0, 1, 9, 10, 99, 100, 1_000_000_007, UInt64(Int.max), UInt64.max - 1, .max]

    /// A value that is an edge case one time in three.
    mutating func unsigned() -> UInt64 {
        switch UInt64.random(in: 0..<3, using: &random) {
        case 0: Self.edges.randomElement(using: &random)!
        case 1: UInt64.random(in: 0...UInt64(UInt32.max), using: &random)
        default: random.next() >> UInt64.random(in: 0...63, using: &random)
        }
    }

    /// A round number: any `Int`, edges and negatives included.
    mutating func round() -> Int {
        switch UInt64.random(in: 0..<4, using: &random) {
        case 0: [0, 1, -1, Int.max, Int.min].randomElement(using: &random)!
        case 1: Int.random(in: -1000...(-1), using: &random)
        default: Int(truncatingIfNeeded: unsigned() & UInt64(Int.max))
        }
    }

    /// An empty, small or large (up to 100 KiB) payload of random bytes.
    mutating func payload() -> Data {
        let count = switch UInt64.random(in: 0..<4, using: &random) {
        case 0: 0
        case 1: Int.random(in: 1...16, using: &random)
        case 2: Int.random(in: 17...512, using: &random)
        default: Int.random(in: 513...100_000, using: &random)
        }
        return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &random) })
    }

    /// A view patch of 0 to 20 edits (numbers within the view limit).
    mutating func patch() -> GameViewPatch {
        let edits = (0..<Int.random(in: 0...20, using: &random)).map { _ in
            GameViewEdit(
                copy: Int.random(in: 0...70_000, using: &random), remove: Int.random(in: 0...300, using: &random),
                insert: Int.random(in: 0...9, using: &random))
        }
        return GameViewPatch(base: unsigned(), edits: edits)
    }

    /// Who acts (`toAct`): absent, empty, or 1 to 8 random ids.
    mutating func playersToAct() -> [UUID]? {
        switch UInt64.random(in: 0..<4, using: &random) {
        case 0: nil
        case 1: []
        default:
            (0..<Int.random(in: 1...8, using: &random)).map { _ in
                let (high, low) = (random.next(), random.next())
                return withUnsafeBytes(of: (high, low)) { UUID(uuid: $0.load(as: uuid_t.self)) }
            }
        }
    }

    /// One of the hot messages.
    mutating func message() -> Message {
        switch UInt64.random(in: 0..<6, using: &random) {
        case 0:
            .gameState(
                GameState(
                    round: round(), stateSequence: unsigned(), lastAppliedAction: unsigned(),
                    playersToAct: playersToAct(), payload: payload()))
        case 5:
            .gameState(
                GameState(
                    round: round(), stateSequence: unsigned(), lastAppliedAction: unsigned(), patch: patch(),
                    playersToAct: playersToAct(), payload: payload()))
        case 1: .gameAction(GameAction(sequence: unsigned(), payload: payload()))
        case 2: .ping(Ping(id: unsigned()))
        case 3: .pong(Pong(id: unsigned()))
        default:
            .actionRejected(
                ActionRejected(sequence: unsigned(), error: FastEnvelopeWriter.errorsWithoutDetail.randomElement(using: &random)!))
        }
    }
}
