/// The duplicate-key check, run as each object closes. Foundation keeps the first of equal keys and
/// browsers' `JSON.parse` the last, so a payload with both is read differently by host and page:
/// the decoder refuses it instead.
extension PayloadJSONScanner {
    /// Objects with more members than this sort their keys instead of comparing every pair.
    static let pairwiseKeyLimit = 16

    /// Throws ``PayloadJSONSyntaxError/Code/duplicateKey`` when two keys of the closed `object` are equal.
    mutating func checkDuplicateKeys(object: Int) throws(Failure) {
        let members = Int(tokens[object].count)
        guard members > 1 else { return }
        let complex = tokens[object].flags & Token.hasComplexKeys != 0
        try withUnsafeTemporaryAllocation(of: UInt32.self, capacity: members) { (keys) throws(Failure) in
            // Keys sit after the object's token, each followed by its value.
            var key = object + 1
            for member in 0..<members {
                keys[member] = UInt32(truncatingIfNeeded: key)
                key = nextSibling(of: key + 1)
            }
            if complex {
                try checkKeysAsStrings(keys)
            } else if members <= Self.pairwiseKeyLimit {
                try checkKeysPairwise(keys)
            } else {
                try checkKeysSorted(keys)
            }
        }
    }

    /// The token after the value at `index` (after all of a container's members).
    private func nextSibling(of index: Int) -> Int {
        tokens[index].isContainer ? Int(tokens[index].length) : index + 1
    }

    /// Whether two plain keys have equal bytes (their hashes are compared first).
    private func sameKey(_ first: UInt32, _ second: UInt32) -> Bool {
        let one = tokens[Int(first)]
        let other = tokens[Int(second)]
        guard one.count == other.count, one.length == other.length else { return false }
        return memcmpEqual(Int(one.start), Int(other.start), Int(one.length))
    }

    private func memcmpEqual(_ first: Int, _ second: Int, _ length: Int) -> Bool {
        for offset in 0..<length where bytes[first + offset] != bytes[second + offset] { return false }
        return true
    }

    private func checkKeysPairwise(_ keys: UnsafeMutableBufferPointer<UInt32>) throws(Failure) {
        for later in 1..<keys.count {
            for earlier in 0..<later where sameKey(keys[earlier], keys[later]) {
                throw Failure(.duplicateKey, at: Int(tokens[Int(keys[later])].start))
            }
        }
    }

    /// Sorts the keys by their bytes so equal keys are neighbours: O(n log n) comparisons whatever
    /// the keys (hashes alone could be made to collide).
    private func checkKeysSorted(_ buffer: UnsafeMutableBufferPointer<UInt32>) throws(Failure) {
        var keys = buffer  // the same memory, sorted in place
        keys.sort { first, second in
            let one = tokens[Int(first)]
            let other = tokens[Int(second)]
            guard one.length == other.length else { return one.length < other.length }
            for offset in 0..<Int(one.length) {
                let left = bytes[Int(one.start) + offset]
                let right = bytes[Int(other.start) + offset]
                if left != right { return left < right }
            }
            return false
        }
        for index in 1..<keys.count {
            let one = tokens[Int(keys[index - 1])]
            let other = tokens[Int(keys[index])]
            if one.length == other.length, memcmpEqual(Int(one.start), Int(other.start), Int(one.length)) {
                throw Failure(.duplicateKey, at: Int(other.start))
            }
        }
    }

    /// Keys with escapes or non-ASCII bytes compare as Swift Strings do (canonical equivalence:
    /// `"\u00e9"` equals `"e\u0301"`, `"\u212A"` equals `"K"`), as Foundation's key lookup does.
    private func checkKeysAsStrings(_ keys: UnsafeMutableBufferPointer<UInt32>) throws(Failure) {
        var seen = Set<String>(minimumCapacity: keys.count)
        for key in keys {
            let token = tokens[Int(key)]
            let raw = UnsafeBufferPointer(start: bytes + Int(token.start), count: Int(token.length))
            guard seen.insert(PayloadJSONStrings.string(raw, hasEscapes: token.flags & Token.hasEscapes != 0)).inserted
            else { throw Failure(.duplicateKey, at: Int(token.start)) }
        }
    }
}
