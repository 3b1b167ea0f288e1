import NIOCore

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
        for range in SealRecord.plaintextRanges(ofCount: plaintext.count) {
            records.append(try transport.seal(Array(plaintext[range])))
        }
        return records
    }

    /// Opens the peer's next record body.
    public mutating func open(_ body: [UInt8]) throws(NoiseError) -> [UInt8] {
        try transport.open(body)
    }

    /// Seals the readable bytes of `plaintext` as TCP records (`u16 length | body`, Docs/Protocol.md
    /// §2.1) appended to `out`, straight from buffer to buffer.
    mutating func sealRecords(of plaintext: ByteBuffer, into out: inout ByteBuffer) throws(NoiseError) {
        let result: Result<Void, NoiseError> = plaintext.withUnsafeReadableBytes { bytes in
            for range in SealRecord.plaintextRanges(ofCount: bytes.count) {
                let lengthAt = out.writerIndex
                out.writeInteger(UInt16(0))
                do throws(NoiseError) {
                    try transport.seal(UnsafeRawBufferPointer(rebasing: bytes[range]), appendingTo: &out)
                } catch {
                    return .failure(error)
                }
                out.setInteger(UInt16(out.writerIndex - lengthAt - SealRecord.lengthFieldBytes), at: lengthAt)
            }
            return .success(())
        }
        try result.get()
    }

    /// Opens the record `body` (one TCP record without its length), appending the plaintext to `out`.
    mutating func open(_ body: ByteBuffer, appendingTo out: inout ByteBuffer) throws(NoiseError) {
        let result: Result<Void, NoiseError> = body.withUnsafeReadableBytes { bytes in
            do throws(NoiseError) {
                try transport.open(bytes, appendingTo: &out)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }
}
