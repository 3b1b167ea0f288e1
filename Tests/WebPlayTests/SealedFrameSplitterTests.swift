import NIOCore
import Testing
@testable import WebPlay

/// The sealed WebSocket's plaintext back into §2 frames (Protocol.md §9): any cut across records,
/// several frames in one record, and every declared length judged before it is buffered.
@Suite("Sealed frame splitter")
struct SealedFrameSplitterTests {
    private static func envelopes(_ splitter: inout SealedFrameSplitter, limit: Int) -> [[UInt8]] {
        var out: [[UInt8]] = []
        while case .envelope(let envelope)? = splitter.next(limit: limit) { out.append(Array(envelope.readableBytesView)) }
        return out
    }

    @Test func framesComeBackWholeWhereverTheRecordsCutThem() {
        let first = (0..<300).map { UInt8(truncatingIfNeeded: $0) }
        let second: [UInt8] = [7]
        let stream = SealedFrameSplitter.frame(ByteBuffer(bytes: first)) + SealedFrameSplitter.frame(ByteBuffer(bytes: second))
        for cut in [1, 2, 4, 5, 6, 150, 304, 305, 306, stream.count - 1] {
            var splitter = SealedFrameSplitter()
            splitter.append(Array(stream[..<cut]))
            var got = Self.envelopes(&splitter, limit: 1024)
            splitter.append(Array(stream[cut...]))
            got += Self.envelopes(&splitter, limit: 1024)
            #expect(got == [first, second], "cut at \(cut)")
        }
    }

    @Test func aLengthOverTheLimitIsRefusedFromItsFourBytes() {
        var splitter = SealedFrameSplitter()
        // 2 GiB declared: refused before any of it is buffered.
        splitter.append([0x80, 0, 0, 0])
        #expect(splitter.next(limit: 16_384) == .tooLarge(0x8000_0000 - 1))
        var exact = SealedFrameSplitter()
        exact.append([0, 0, 0x40, 0x01, 0])
        #expect(exact.next(limit: 16_384) == nil)  // 16 384 bytes is within the limit: wait for them
        var over = SealedFrameSplitter()
        over.append([0, 0, 0x40, 0x02])
        #expect(over.next(limit: 16_384) == .tooLarge(16_385))
    }

    @Test func compressedAndEmptyFramesAreNamed() {
        var flagged = SealedFrameSplitter()
        flagged.append([0, 0, 0, 2, 1, 0x78])
        #expect(flagged.next(limit: 100) == .flagged(1))
        var empty = SealedFrameSplitter()
        empty.append([0, 0, 0, 0])
        #expect(empty.next(limit: 100) == .empty)
        var bare = SealedFrameSplitter()
        bare.append([0, 0, 0, 1, 0])
        #expect(bare.next(limit: 100) == .envelope(ByteBuffer()))
    }
}
