/// A scanned input shared by the decoders and containers of one `decode` call: the input bytes
/// (borrowed for the call) and their token index.
final class PayloadJSONDocument {
    typealias Token = PayloadJSONToken

    /// The token index (token 0 is the top-level value).
    let tokens: [Token]
    /// The input. Borrowed from the caller's `Data` during `decode`; if a decoder or container
    /// escapes the call, ``keepBytes()`` swaps in an owned copy before the borrow ends.
    @exclusivity(unchecked) private(set) var bytes: UnsafePointer<UInt8>
    /// The input's length.
    let byteCount: Int
    /// Whether ``bytes`` is an owned copy to free.
    private var ownsBytes = false
    /// Values that are not in the input: `superDecoder(forKey:)` of a missing key decodes `null`
    /// at a path of its own. Position `-1 - i` refers to entry `i`.
    private var absentValues: [(container: Int, key: any CodingKey)] = []
    /// Key → value position tables of large objects, built on their first lookup.
    private var keyTables: [Int: [String: Int]] = [:]
    /// Where the latest coding-path walk went at each depth (see ``codingPath(to:)``).
    @exclusivity(unchecked) var pathSteps: [PathStep] = []

    /// One step of a coding-path walk: in `container`, the member starting at `member` is number `index`.
    struct PathStep {
        var container: Int
        var member: Int
        var index: Int
    }

    /// Objects with more members than this get a key table instead of a linear scan per lookup.
    static let linearLookupLimit = 32

    /// A document over `bytes` (which must stay valid until ``keepBytes()`` or the end of the call).
    init(tokens: [Token], bytes: UnsafePointer<UInt8>, count: Int) {
        self.tokens = tokens
        self.bytes = bytes
        self.byteCount = count
    }

    deinit {
        if ownsBytes { UnsafeMutablePointer(mutating: bytes).deallocate() }
    }

    /// Copies the borrowed bytes, for a decoder or container that outlives the `decode` call.
    func keepBytes() {
        guard !ownsBytes else { return }
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCount)
        copy.initialize(from: bytes, count: byteCount)
        bytes = UnsafePointer(copy)
        ownsBytes = true
    }

    // MARK: - Navigation

    /// The kind of the value at `position` (absent values are `null`).
    @inline(__always)
    func kind(at position: Int) -> Token.Kind {
        position < 0 ? .null : tokens[position].kind
    }

    /// The position after the value at `position` and all its members.
    @inline(__always)
    func nextSibling(of position: Int) -> Int {
        let token = tokens[position]
        return token.isContainer ? Int(token.length) : position + 1
    }

    /// A string or number token's raw bytes.
    @inline(__always)
    func raw(_ token: Token) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes + Int(token.start), count: Int(token.length))
    }

    /// The string token at `position`, unescaped.
    func string(at position: Int) -> String {
        let token = tokens[position]
        return PayloadJSONStrings.string(raw(token), hasEscapes: token.flags & Token.hasEscapes != 0)
    }

    /// A position standing for a `null` that is not in the input, at `key` under `container`.
    func absentValue(in container: Int, key: some CodingKey) -> Int {
        absentValues.append((container, key))
        return -absentValues.count
    }

    /// Where an absent value (a negative position) stands.
    func absentValue(at position: Int) -> (container: Int, key: any CodingKey) {
        absentValues[-position - 1]
    }

    // MARK: - Keys

    /// The position of the value for `key` in the object at `object`, or `nil`. Keys are unique
    /// (the scanner refuses duplicates); they compare as Swift Strings do, byte for byte when both
    /// sides are plain ASCII.
    func valuePosition(forKey key: String, inObject object: Int) -> Int? {
        let container = tokens[object]
        if container.count > Self.linearLookupLimit { return keyTable(for: object)[key] }
        let end = Int(container.length)
        var key = key
        return key.withUTF8 { wanted -> Int? in
            let wantedIsASCII = Self.isASCII(wanted)
            var position = object + 1
            while position < end {
                let candidate = tokens[position]
                if wantedIsASCII && candidate.isPlainASCII {
                    if Int(candidate.length) == wanted.count, Self.equal(raw(candidate), wanted) { return position + 1 }
                } else if string(at: position) == String(decoding: wanted, as: UTF8.self) {
                    return position + 1
                }
                position = nextSibling(of: position + 1)
            }
            return nil
        }
    }

    /// The key positions of the object at `object`, in document order.
    func keyPositions(ofObject object: Int) -> [Int] {
        var keys: [Int] = []
        keys.reserveCapacity(Int(tokens[object].count))
        var position = object + 1
        while position < Int(tokens[object].length) {
            keys.append(position)
            position = nextSibling(of: position + 1)
        }
        return keys
    }

    private func keyTable(for object: Int) -> [String: Int] {
        if let table = keyTables[object] { return table }
        var table: [String: Int] = [:]
        table.reserveCapacity(Int(tokens[object].count))
        for key in keyPositions(ofObject: object) { table[string(at: key)] = key + 1 }
        keyTables[object] = table
        return table
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte >= 0x80 { return false }
        return true
    }

    private static func equal(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in 0..<one.count where one[index] != other[index] { return false }
        return true
    }
}
