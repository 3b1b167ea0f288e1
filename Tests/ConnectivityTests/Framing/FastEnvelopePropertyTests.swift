import Connectivity
import Foundation
import Testing

/// Random damage to the fields of hot envelopes: whatever the bytes, the product codec (fast path
/// first) and the JSON-only codec must agree on the result, error included.
@Suite("Fast envelope path: random fields")
struct FastEnvelopePropertyTests {
    /// Bytes that matter to JSON, so mutations often stay close to valid.
    private static let alphabet = Array(#"{}[]":,-+.eE0123456789 idsequncroundtaSLAplyAcdeiotr\/"#.utf8) + [0x00, 0x09, 0x0A, 0xC3, 0xA9, 0xFF]

    @Test("fast and JSON paths agree on mutated fields", arguments: [11, 12, 13, 14] as [UInt64])
    func agreeOnMutations(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var generator = HotMessageGenerator(random: SeededGenerator(seed: seed ^ 0xFFFF))
        var fastAccepted = 0
        for iteration in 0..<600 {
            let message = generator.message()
            let sender = Bool.random(using: &random) ? EnvelopeProbe.fast : EnvelopeProbe.general
            let original = try EnvelopeProbe.encode(message, with: sender)
            let (fields, payload) = Self.split(original)
            let mutated = Self.mutate(fields, random: &random)
            let envelope = EnvelopeProbe.envelope(type: message.typeName, fields: mutated, payload: Array(payload.prefix(8)))
            let viaFast = EnvelopeProbe.outcome(envelope, with: EnvelopeProbe.fast)
            let viaJSON = EnvelopeProbe.outcome(envelope, with: EnvelopeProbe.general)
            #expect(viaFast == viaJSON, "seed \(seed) iteration \(iteration): \(String(decoding: mutated, as: UTF8.self))")
            if EnvelopeProbe.fastReaderAccepts(envelope) { fastAccepted += 1 }
        }
        // Both branches must be exercised for the comparison to mean something.
        #expect(fastAccepted > 100)
        #expect(fastAccepted < 2900)
    }

    @Test("fast and JSON paths agree on random bytes as fields", arguments: [21, 22] as [UInt64])
    func agreeOnNoise(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for iteration in 0..<600 {
            let type = ["ping", "pong", "gameAction", "gameState", "actionRejected"].randomElement(using: &random)!
            let count = Int.random(in: 0...40, using: &random)
            let noise = (0..<count).map { _ in Self.alphabet.randomElement(using: &random)! }
            let envelope = EnvelopeProbe.envelope(type: type, fields: [UInt8(ascii: "{")] + noise)
            #expect(
                EnvelopeProbe.outcome(envelope, with: EnvelopeProbe.fast) == EnvelopeProbe.outcome(envelope, with: EnvelopeProbe.general),
                "seed \(seed) iteration \(iteration)")
        }
    }

    /// The fields and the payload of an envelope.
    private static func split(_ envelope: [UInt8]) -> (fields: [UInt8], payload: ArraySlice<UInt8>) {
        let typeEnd = 1 + Int(envelope[0])
        let length = envelope[typeEnd..<(typeEnd + 4)].reduce(0) { $0 << 8 | Int($1) }
        let start = typeEnd + 4
        return (Array(envelope[start..<(start + length)]), envelope[(start + length)...])
    }

    /// One to three replacements, insertions, deletions or a cut, sometimes none at all.
    private static func mutate(_ fields: [UInt8], random: inout SeededGenerator) -> [UInt8] {
        var bytes = fields
        for _ in 0..<Int.random(in: 0...3, using: &random) where !bytes.isEmpty {
            let index = Int.random(in: 0..<bytes.count, using: &random)
            let byte = Bool.random(using: &random) ? alphabet.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
            switch UInt64.random(in: 0..<4, using: &random) {
            case 0: bytes[index] = byte
            case 1: bytes.insert(byte, at: index)
            case 2: bytes.remove(at: index)
            default: bytes.removeLast(Int.random(in: 1...bytes.count, using: &random))
            }
        }
        return bytes
    }
}
