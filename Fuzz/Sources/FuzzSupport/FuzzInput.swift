/// A cursor over one fuzzer input: harnesses read their operations from it byte by byte, so every
/// input means something and a short input simply ends the script.
public struct FuzzInput: Sendable {
    /// The whole input.
    public let bytes: [UInt8]
    private var index = 0

    /// Copies libFuzzer's buffer (it is only valid during the call).
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    /// Wraps bytes (seeds, replays).
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, or `nil` at the end.
    public mutating func byte() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    /// The next byte, or 0 at the end (for arguments, where running out just means "the first").
    public mutating func argument() -> Int { Int(byte() ?? 0) }

    /// A big-endian 16-bit length, or 0 at the end.
    public mutating func length16() -> Int { (argument() << 8) | argument() }

    /// Up to `count` bytes (fewer at the end).
    public mutating func take(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, index + max(0, count))
        defer { index = end }
        return Array(bytes[index..<end])
    }

    /// Every byte not yet read.
    public mutating func rest() -> [UInt8] { take(bytes.count - index) }
}

/// Builds seed inputs in the format a harness reads with ``FuzzInput``.
public struct FuzzScript: Sendable {
    /// The bytes so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty script.
    public init() {}

    /// Appends bytes as they are.
    public mutating func raw(_ more: some Sequence<UInt8>) { bytes.append(contentsOf: more) }

    /// Appends one byte.
    public mutating func byte(_ value: Int) { bytes.append(UInt8(truncatingIfNeeded: value)) }

    /// Appends a chunk prefixed by its big-endian 16-bit length.
    public mutating func chunk16(_ chunk: some Collection<UInt8>) {
        byte(chunk.count >> 8)
        byte(chunk.count)
        raw(chunk)
    }
}

/// One file of a seed corpus.
public struct FuzzSeed: Sendable {
    /// The file name inside the target's corpus folder.
    public var name: String
    /// Its bytes.
    public var bytes: [UInt8]

    /// Creates a seed.
    public init(_ name: String, _ bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}
