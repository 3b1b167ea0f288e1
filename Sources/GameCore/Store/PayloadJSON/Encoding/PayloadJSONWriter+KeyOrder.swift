/// Key order as Foundation's `.sortedKeys` on Linux (swift-foundation's JSONWriter): keys compare
/// by their UTF-8 bytes, lexicographically (`"A" < "_" < "a10" < "a2" < "b" < "é"`). Foundation
/// keeps an object's members in a `[String: Value]` first, so keys that are equal as Strings
/// (canonically equivalent: "é" written precomposed or as "e" + U+0301, "K" and U+212A) are one
/// member: the first key's bytes with the last value.
extension PayloadJSONWriter {
    /// Negative, zero or positive as `first`'s key bytes sort before, equal or after `second`'s.
    @inline(__always)
    func compareKeys(_ first: PayloadJSONMember, _ second: PayloadJSONMember) -> Int {
        if first.prefix != second.prefix { return first.prefix < second.prefix ? -1 : 1 }
        return compareWholeKeys(first, second)
    }

    private func compareWholeKeys(_ first: PayloadJSONMember, _ second: PayloadJSONMember) -> Int {
        if first.escaped || second.escaped {
            let firstKey = rawKey(first)
            let secondKey = rawKey(second)
            return firstKey.withUnsafeBufferPointer { a in
                secondKey.withUnsafeBufferPointer { b in Self.compareBytes(a, b) }
            }
        }
        let base = UnsafePointer(buffer.base)
        // Between the quotes: an unescaped key's bytes are its UTF-8.
        let a = UnsafeBufferPointer(start: base + first.keyStart + 1, count: first.keyEnd - first.keyStart - 2)
        let b = UnsafeBufferPointer(start: base + second.keyStart + 1, count: second.keyEnd - second.keyStart - 2)
        return Self.compareBytes(a, b)
    }

    /// Whether two keys are the same member for Foundation (equal as Strings).
    func keysEqual(_ first: PayloadJSONMember, _ second: PayloadJSONMember) -> Bool {
        guard first.nonASCII || second.nonASCII else { return compareKeys(first, second) == 0 }
        return String(decoding: rawKey(first), as: UTF8.self) == String(decoding: rawKey(second), as: UTF8.self)
    }

    private static func compareBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        for index in 0..<min(a.count, b.count) where a[index] != b[index] {
            return a[index] < b[index] ? -1 : 1
        }
        return a.count - b.count
    }

    /// The UTF-8 of a key (undoing the escapes ``PayloadJSONWriteBuffer`` writes).
    func rawKey(_ member: PayloadJSONMember) -> [UInt8] {
        var raw: [UInt8] = []
        var index = member.keyStart + 1
        let end = member.keyEnd - 1
        while index < end {
            let byte = buffer[index]
            guard byte == UInt8(ascii: "\\") else {
                raw.append(byte)
                index += 1
                continue
            }
            let escape = buffer[index + 1]
            switch escape {
            case UInt8(ascii: "b"): raw.append(0x08)
            case UInt8(ascii: "f"): raw.append(0x0C)
            case UInt8(ascii: "n"): raw.append(0x0A)
            case UInt8(ascii: "r"): raw.append(0x0D)
            case UInt8(ascii: "t"): raw.append(0x09)
            case UInt8(ascii: "u"):
                // Always \u00xx: only control characters are written this way.
                raw.append(Self.hexValue(buffer[index + 4]) << 4 | Self.hexValue(buffer[index + 5]))
                index += 4
            default: raw.append(escape)  // `"` and `\`
            }
            index += 2
        }
        return raw
    }

    private static func hexValue(_ digit: UInt8) -> UInt8 {
        digit >= UInt8(ascii: "a") ? digit - UInt8(ascii: "a") + 10 : digit - UInt8(ascii: "0")
    }

    /// Rewrites the members of `frame` (an object about to close, whose members are the last in
    /// ``members`` and end at the buffer's end) as Foundation writes them: one member per distinct
    /// key, in key order.
    func sortMembers(of frame: PayloadJSONFrame) {
        let memberCount = frame.count
        guard memberCount > 1 else { return }
        // Per output member: whose key bytes it shows and whose value it holds.
        withUnsafeTemporaryAllocation(of: Entry.self, capacity: memberCount) { entries in
            var entryCount = 0
            for member in frame.memberBase..<frame.memberBase + memberCount {
                if frame.nonASCIIKeys,
                    let same = (0..<entryCount).first(where: { keysEqual(members[entries[$0].key], members[member]) })
                {
                    entries[same].value = member
                } else {
                    entries[entryCount] = Entry(key: member, value: member)
                    entryCount += 1
                }
            }
            let sorted = UnsafeMutableBufferPointer(rebasing: entries[..<entryCount])
            sortStably(sorted)
            // Equal bytes are adjacent now, in writing order: the last one stays. Decided before
            // the bytes move, while the keys are still where the members say.
            var kept = 0
            for position in 0..<entryCount {
                if kept > 0, compareKeys(members[sorted[kept - 1].key], members[sorted[position].key]) == 0 {
                    sorted[kept - 1].value = sorted[position].value
                } else {
                    sorted[kept] = sorted[position]
                    kept += 1
                }
            }
            rewrite(frame, as: UnsafeMutableBufferPointer(rebasing: sorted[..<kept]))
        }
    }

    /// Writes `entries` (key bytes of one member, value of another) as the object's new content.
    private func rewrite(_ frame: PayloadJSONFrame, as entries: UnsafeMutableBufferPointer<Entry>) {
        let contentStart = frame.start + 1
        let contentLength = buffer.count - contentStart
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: contentLength) { saved in
            _ = saved.initialize(from: UnsafeBufferPointer(start: buffer.base + contentStart, count: contentLength))
            let old = UnsafeBufferPointer(saved)
            buffer.truncate(to: contentStart)
            for (position, entry) in entries.enumerated() {
                if position > 0 { buffer.append(UInt8(ascii: ",")) }
                let key = members[entry.key]
                buffer.append(UnsafeBufferPointer(rebasing: old[key.keyStart - contentStart..<key.keyEnd - contentStart]))
                // The value from its colon to the comma before the next member, or to the end.
                let valueStart = members[entry.value].keyEnd - contentStart
                let valueEnd = entry.value + 1 < members.count ? members[entry.value + 1].keyStart - 1 - contentStart : contentLength
                buffer.append(UnsafeBufferPointer(rebasing: old[valueStart..<valueEnd]))
            }
        }
    }

    /// A member of the sorted object: the member whose key it shows and the one whose value it holds.
    struct Entry {
        var key: Int
        var value: Int
    }

    /// The first 8 bytes of `member`'s key, big-endian, zero-padded (``PayloadJSONMember/prefix``).
    func keyPrefix(_ member: PayloadJSONMember) -> UInt64 {
        if member.escaped {
            var prefix: UInt64 = 0
            for (position, byte) in rawKey(member).prefix(8).enumerated() {
                prefix |= UInt64(byte) << (56 - 8 * position)
            }
            return prefix
        }
        let start = UnsafeRawPointer(buffer.base + member.keyStart + 1)
        let length = member.keyEnd - member.keyStart - 2
        if length >= 8 { return UInt64(bigEndian: start.loadUnaligned(as: UInt64.self)) }
        var prefix: UInt64 = 0
        for position in 0..<length {
            prefix |= UInt64(start.load(fromByteOffset: position, as: UInt8.self)) << (56 - 8 * position)
        }
        return prefix
    }

    /// Sorts entries by their key's bytes; equal keys stay in writing order.
    private func sortStably(_ entries: UnsafeMutableBufferPointer<Entry>) {
        var entries = entries
        // Objects are small: insertion sort (stable) with no allocation.
        guard entries.count > 32 else {
            for next in 1..<max(entries.count, 1) {
                let moving = entries[next]
                let movingKey = members[moving.key]
                var position = next
                while position > 0, compareKeys(members[entries[position - 1].key], movingKey) > 0 {
                    entries[position] = entries[position - 1]
                    position -= 1
                }
                entries[position] = moving
            }
            return
        }
        entries.sort { first, second in
            let comparison = compareKeys(members[first.key], members[second.key])
            return comparison != 0 ? comparison < 0 : first.key < second.key
        }
    }
}
