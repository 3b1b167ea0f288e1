/// Both directions of an established sealed connection: the plaintext (LanParty frames, §2) is
/// cut into records of at most ``SealRecord/maximumPlaintextBytes``, each sealed under the next
/// counter value. A record replayed, dropped, reordered, altered or cut short does not open.
public struct SealedStream: Sendable {
    private var transport: NoiseTransport

    init(_ transport: NoiseTransport) {
        self.transport = transport
    }

    /// Seals `plaintext` into as many record bodies as it needs (none for no bytes).
    public mutating func seal(_ plaintext: [UInt8]) throws(NoiseError) -> [[UInt8]] {
        var records: [[UInt8]] = []
        var start = plaintext.startIndex
        while start < plaintext.endIndex {
            let end = min(start + SealRecord.maximumPlaintextBytes, plaintext.endIndex)
            records.append(try transport.seal(Array(plaintext[start..<end])))
            start = end
        }
        return records
    }

    /// Opens the peer's next record body.
    public mutating func open(_ body: [UInt8]) throws(NoiseError) -> [UInt8] {
        try transport.open(body)
    }
}
