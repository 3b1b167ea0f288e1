import CompressNIO
@testable import Connectivity
import Foundation
import NIOCore
import Testing

/// zlib streams cost ~256 KiB per connection; they must exist only once a frame needs them.
@Suite("Lazy zlib streams")
struct LazyZlibTests {
    private static let established = WireState(handshakeLimits: .established, establishedLimits: .established)

    /// Small messages of the kinds a game sends all the time, all below the threshold.
    private static let smallTraffic: [Message] = (1...300).flatMap { index -> [Message] in
        let sequence = UInt64(index)
        return [
            .ping(Ping(id: sequence)), .pong(Pong(id: sequence)),
            .gameAction(GameAction(sequence: sequence, payload: Data(#"{"amount":1}"#.utf8))),
            .gameState(GameState(round: 1, stateSequence: sequence, lastAppliedAction: sequence, payload: SampleMessages.payload(30))),
        ]
    }

    /// Decodes every whole frame in `buffer`.
    private static func drain(_ decoder: inout FrameDecoder, _ buffer: inout ByteBuffer) throws -> [Message] {
        var messages: [Message] = []
        while let message = try decoder.decode(buffer: &buffer) { messages.append(message) }
        return messages
    }

    @Test("small traffic never creates a deflater or an inflater")
    func smallTrafficStaysLazy() throws {
        let encoder = FrameEncoder()
        var decoder = FrameDecoder(state: Self.established)
        var wire = ByteBuffer()
        for message in Self.smallTraffic {
            let (frame, compressed) = try encoder.encode(message, limits: .established)
            #expect(!compressed)
            wire.writeImmutableBuffer(frame)
        }
        #expect(try Self.drain(&decoder, &wire) == Self.smallTraffic)
        #expect(!encoder.hasDeflater)
        #expect(!decoder.hasInflater)
    }

    @Test("the first large frame creates each stream; mixed traffic round-trips")
    func mixedTraffic() throws {
        let encoder = FrameEncoder()
        var decoder = FrameDecoder(state: Self.established)
        var random = SeededGenerator(seed: 3)
        let noise = Data((0..<1_200).map { _ in UInt8.random(in: 0...255, using: &random) })
        let large = Message.gameState(GameState(round: 1, stateSequence: 1, lastAppliedAction: 0, payload: SampleMessages.payload(3000)))
        let incompressible = Message.gameAction(GameAction(sequence: 9, payload: noise))

        // A large frame that does not shrink is tried with the deflater but sent plain.
        var wire = try encoder.encode(incompressible, limits: .established).frame
        #expect(encoder.hasDeflater)
        #expect(try Self.drain(&decoder, &wire) == [incompressible])
        #expect(!decoder.hasInflater)

        var sent: [Message] = []
        var compressedCount = 0
        for (index, small) in Self.smallTraffic.prefix(200).enumerated() {
            let message = index % 7 == 0 ? large : index % 11 == 0 ? incompressible : small
            let (frame, compressed) = try encoder.encode(message, limits: .established)
            compressedCount += compressed ? 1 : 0
            wire.writeImmutableBuffer(frame)
            sent.append(message)
        }
        #expect(compressedCount == (0..<200).filter { $0 % 7 == 0 }.count)
        #expect(try Self.drain(&decoder, &wire) == sent)
        #expect(decoder.hasInflater)
    }

    @Test("an encoder with compression off never creates a deflater, whatever the size")
    func compressionOff() throws {
        let encoder = FrameEncoder(compressionThreshold: .max)
        let large = Message.gameAction(GameAction(sequence: 1, payload: SampleMessages.payload(50_000)))
        let (_, compressed) = try encoder.encode(large, limits: .established)
        #expect(!compressed)
        #expect(!encoder.hasDeflater)
    }

    @Test("resident memory of 100 connections' codecs, eager streams against lazy ones (printed)")
    func residentMemory() throws {
        let count = 100
        let beforeLazy = Self.residentKiB()
        let lazy = (0..<count).map { _ in (FrameEncoder(), FrameDecoder(state: WireState())) }
        for (encoder, _) in lazy { _ = try encoder.encode(.ping(Ping(id: 1)), limits: .handshake) }
        let lazyKiB = Self.residentKiB() - beforeLazy
        #expect(lazy.allSatisfy { !$0.0.hasDeflater && !$0.1.hasInflater })

        // What every connection paid before: both streams created up front, as FrameEncoder and
        // BoundedInflater used to.
        let beforeEager = Self.residentKiB()
        let eager = try (0..<count).map { _ in
            (
                try ZlibCompressor(algorithm: .zlib, configuration: ZlibConfiguration(windowSize: 15, compressionLevel: 6)),
                try ZlibDecompressor(algorithm: .zlib, windowSize: 15)
            )
        }
        let eagerKiB = Self.residentKiB() - beforeEager
        print("RSS for \(count) encoder+decoder pairs: lazy +\(lazyKiB) KiB, eager zlib streams +\(eagerKiB) KiB")
        withExtendedLifetime((lazy, eager)) {}
    }

    /// This process's resident set, from `/proc/self/statm` (0 where there is no procfs).
    private static func residentKiB() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }
}
