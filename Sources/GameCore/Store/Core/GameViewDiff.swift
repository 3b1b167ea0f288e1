import Foundation

/// Finds what changed between two encoded views, as ``GameViewEdit``s plus the inserted bytes.
///
/// Views change in place: a counter here, points appended to a stroke there, with long unchanged
/// runs between. The diff takes the common prefix and suffix (a byte compare), then looks for
/// unchanged runs in the middle with a rolling hash over the base's 32-byte blocks (the idea of
/// rsync): every common run of at least 63 bytes is found, in one pass over each view. Runs are
/// kept in base order (a moved run becomes an insertion), which is what ``GameViewPatch`` needs.
/// The result is always correct; it is merely not the smallest possible.
enum GameViewDiff {
    /// Indexed block length: long enough that JSON's repeated fragments rarely collide, short
    /// enough that a run between two changes a few dozen bytes apart is still found.
    static let blockSize = 32

    /// A run of bytes common to both views.
    struct Match {
        var base: Int
        var new: Int
        var length: Int
    }

    /// The edits turning `base` into `new`, and the bytes they insert.
    static func patch(from base: Data, to new: Data) -> (edits: [GameViewEdit], inserted: Data) {
        base.withUnsafeBytes { base in
            new.withUnsafeBytes { new in
                edits(for: matches(base, new), base: base, new: new)
            }
        }
    }

    /// Common runs in increasing order in both views, not overlapping.
    static func matches(_ base: UnsafeRawBufferPointer, _ new: UnsafeRawBufferPointer) -> [Match] {
        let limit = min(base.count, new.count)
        var prefix = 0
        while prefix < limit, base[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < limit - prefix, base[base.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var found: [Match] = []
        if prefix > 0 { found.append(Match(base: 0, new: 0, length: prefix)) }
        let finder = BlockFinder(base, from: prefix, to: base.count - suffix)
        finder.scan(new, from: prefix, to: new.count - suffix, into: &found)
        if suffix > 0 { found.append(Match(base: base.count - suffix, new: new.count - suffix, length: suffix)) }
        return found
    }

    /// Turns ordered common runs into edits: everything between two runs is removed from the
    /// base and inserted from the new view.
    static func edits(
        for matches: [Match], base: UnsafeRawBufferPointer, new: UnsafeRawBufferPointer
    ) -> (edits: [GameViewEdit], inserted: Data) {
        var edits: [GameViewEdit] = []
        var inserted = Data()
        var baseCursor = 0
        var newCursor = 0
        var copy = 0
        func splice(toBase baseEnd: Int, toNew newEnd: Int) {
            let remove = baseEnd - baseCursor
            let insert = newEnd - newCursor
            guard remove > 0 || insert > 0 else { return }
            edits.append(GameViewEdit(copy: copy, remove: remove, insert: insert))
            inserted.append(contentsOf: UnsafeRawBufferPointer(rebasing: new[newCursor..<newEnd]))
            copy = 0
        }
        for match in matches {
            splice(toBase: match.base, toNew: match.new)
            copy += match.length
            baseCursor = match.base + match.length
            newCursor = match.new + match.length
        }
        // The rest of the base is copied implicitly; only a changed tail needs an edit.
        splice(toBase: base.count, toNew: new.count)
        return (edits, inserted)
    }
}

/// The base's blocks by rolling hash, and the scan of the new view against them.
private struct BlockFinder {
    private static let multiplier: UInt32 = 0x0100_0193
    private let base: UnsafeRawBufferPointer
    private let start: Int
    private let end: Int
    /// Open addressing: a slot holds a block's offset + 1 (0 = empty) and its hash.
    private var offsets: [Int] = []
    private var hashes: [UInt32] = []
    private var shift: UInt32 = 32
    /// multiplier^(blockSize - 1), to take the outgoing byte off a rolling hash.
    private let outgoingFactor: UInt32

    init(_ base: UnsafeRawBufferPointer, from start: Int, to end: Int) {
        self.base = base
        self.start = start
        self.end = end
        var factor: UInt32 = 1
        for _ in 1..<GameViewDiff.blockSize { factor = factor &* Self.multiplier }
        outgoingFactor = factor
        let blocks = (end - start) / GameViewDiff.blockSize
        guard blocks > 0 else { return }
        var bits: UInt32 = 1
        while (1 << bits) < 2 * blocks { bits += 1 }
        shift = 32 - bits
        offsets = Array(repeating: 0, count: 1 << bits)
        hashes = Array(repeating: 0, count: 1 << bits)
        for block in 0..<blocks {
            let offset = start + block * GameViewDiff.blockSize
            insert(hash: Self.hash(base, at: offset), offset: offset)
        }
    }

    static func hash(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        var hash: UInt32 = 0
        for index in offset..<offset + GameViewDiff.blockSize { hash = hash &* multiplier &+ UInt32(bytes[index]) }
        return hash
    }

    private func slot(for hash: UInt32) -> Int { Int((hash &* 0x9E37_79B1) >> shift) }

    /// Keeps the first block with a given hash (a later equal one adds nothing).
    private mutating func insert(hash: UInt32, offset: Int) {
        var slot = slot(for: hash)
        while offsets[slot] != 0 {
            if hashes[slot] == hash { return }
            slot = (slot + 1) & (offsets.count - 1)
        }
        offsets[slot] = offset + 1
        hashes[slot] = hash
    }

    private func lookup(_ hash: UInt32) -> Int? {
        var slot = slot(for: hash)
        while offsets[slot] != 0 {
            if hashes[slot] == hash { return offsets[slot] - 1 }
            slot = (slot + 1) & (offsets.count - 1)
        }
        return nil
    }

    /// Appends the runs of `new[from..<to]` found in the base, in order, each as long as it goes.
    func scan(_ new: UnsafeRawBufferPointer, from: Int, to: Int, into found: inout [GameViewDiff.Match]) {
        let size = GameViewDiff.blockSize
        guard !offsets.isEmpty, to - from >= size else { return }
        var position = from
        var literalStart = from
        var baseFloor = start
        var hash = Self.hash(new, at: position)
        while position + size <= to {
            if let offset = candidate(hash, new, position, baseFloor: baseFloor, literalStart: literalStart) {
                var baseStart = offset
                var newStart = position
                while baseStart > baseFloor, newStart > literalStart, base[baseStart - 1] == new[newStart - 1] {
                    baseStart -= 1
                    newStart -= 1
                }
                var length = position + size - newStart
                while baseStart + length < end, newStart + length < to, base[baseStart + length] == new[newStart + length] {
                    length += 1
                }
                found.append(GameViewDiff.Match(base: baseStart, new: newStart, length: length))
                baseFloor = baseStart + length
                position = newStart + length
                literalStart = position
                if position + size <= to { hash = Self.hash(new, at: position) }
                continue
            }
            if position + size < to {
                hash = (hash &- UInt32(new[position]) &* outgoingFactor) &* Self.multiplier &+ UInt32(new[position + size])
            }
            position += 1
        }
    }

    /// Where the block at `position` continues in the base (at or after `baseFloor`), if found.
    /// First the two places an edit usually resumes — as far after the last run as the literal is
    /// long (bytes were replaced), or right after it (bytes were inserted) — which also serve
    /// repetitive text, where only the first of equal blocks is indexed; then the indexed block.
    private func candidate(
        _ hash: UInt32, _ new: UnsafeRawBufferPointer, _ position: Int, baseFloor: Int, literalStart: Int
    ) -> Int? {
        let replaced = baseFloor + (position - literalStart)
        if equal(replaced, new, position) { return replaced }
        if equal(baseFloor, new, position) { return baseFloor }
        if let offset = lookup(hash), offset >= baseFloor, equal(offset, new, position) { return offset }
        return nil
    }

    private func equal(_ offset: Int, _ new: UnsafeRawBufferPointer, _ position: Int) -> Bool {
        guard offset + GameViewDiff.blockSize <= end else { return false }
        return memcmp(base.baseAddress! + offset, new.baseAddress! + position, GameViewDiff.blockSize) == 0
    }
}
