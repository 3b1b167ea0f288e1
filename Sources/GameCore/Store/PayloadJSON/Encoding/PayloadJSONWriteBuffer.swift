#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The bytes ``PayloadJSONEncoder`` writes: first in memory the encoder lends (on its caller's
/// stack), then, for a bigger payload, in one growing heap allocation that becomes the result's
/// `Data` without a copy. Its one owner (``PayloadJSONWriter``) calls ``release()``.
struct PayloadJSONWriteBuffer {
    /// `Data` keeps up to this many bytes inline, so copying them costs no allocation.
    static let inlineDataLimit = 14

    private(set) var base: UnsafeMutablePointer<UInt8>
    /// Bytes written so far.
    private(set) var count = 0
    private var capacity: Int
    /// Whether the bytes are in a heap allocation of ours (not yet handed to a `Data`).
    private var ownsHeapMemory = false

    /// A buffer in `memory`, which must outlive it (or ``release()`` must come first).
    init(memory: UnsafeMutableRawBufferPointer) {
        // The encoder lends memory of a fixed, non-zero size: it has an address.
        base = memory.bindMemory(to: UInt8.self).baseAddress!
        capacity = memory.count
    }

    /// Frees heap memory unless ``takeData()`` handed it over, and forgets the lent memory.
    mutating func release() {
        if ownsHeapMemory { base.deallocate() }
        ownsHeapMemory = false
        count = 0
        capacity = 0
    }

    /// Room for `extra` more bytes; returns where they go.
    @inline(__always)
    mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count + extra > capacity { grow(toHold: count + extra) }
        return base + count
    }

    /// Records `written` bytes placed at ``reserve(_:)``'s pointer.
    @inline(__always)
    mutating func commit(_ written: Int) { count += written }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        var newCapacity = max(capacity * 2, 64)
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        if ownsHeapMemory { base.deallocate() }
        base = newBase
        capacity = newCapacity
        ownsHeapMemory = true
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ first: UInt8, _ second: UInt8) {
        let target = reserve(2)
        target[0] = first
        target[1] = second
        count += 2
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The byte at `offset` (below ``count``).
    @inline(__always)
    subscript(offset: Int) -> UInt8 { base[offset] }

    /// Forgets every byte from `offset` on.
    mutating func truncate(to offset: Int) { count = offset }

    /// The bytes as `Data`: copied from lent memory or when small enough to keep inline, else by
    /// handing the heap allocation over. Call once, last.
    mutating func takeData() -> Data {
        if !ownsHeapMemory || count <= Self.inlineDataLimit {
            return Data(bytes: base, count: count)
        }
        ownsHeapMemory = false
        return Data(bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
    }
}
