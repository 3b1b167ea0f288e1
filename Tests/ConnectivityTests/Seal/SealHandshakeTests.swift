import Crypto
import Foundation
import NIOCore
import Testing

@testable import Connectivity

/// The protocol-3 handshake as pure values (Docs/Protocol.md §2.1): prefaces, Noise messages,
/// refusals, what a client refuses, and the sealed records after it.
@Suite("Sealed channel: handshake and records")
struct SealHandshakeTests {
    static let lobby = UUID(uuidString: "6F1C2A3E-0B4D-4C5E-8F60-718293A4B5C6")!
    static let salt = [UInt8](repeating: 0x5A, count: 16)
    /// A cheap work factor: the tests check the protocol, not PBKDF2's cost.
    static let iterations = 100_000

    static func lock(_ passcode: String) throws -> SealLobbyLock {
        let key = try PasscodeKey(passcode: passcode, salt: salt, iterations: iterations)
        return SealLobbyLock(parameters: .init(iterations: iterations, salt: salt), preSharedKey: key.bytes)
    }

    /// Runs the handshake to its end (or its first error), both sides' streams.
    static func handshake(
        _ client: inout SealInitiator, _ host: inout SealResponder
    ) throws -> (client: SealedStream, host: SealedStream) {
        guard case .send(let hostPreface) = try host.receive(client.preface) else { throw SealError.malformedRecord }
        guard case .send(let first) = try client.receive(hostPreface) else { throw SealError.malformedRecord }
        guard case .established(let reply, let hostStream) = try host.receive(first) else { throw SealError.malformedRecord }
        guard case .established(let clientStream) = try client.receive(reply) else { throw SealError.malformedRecord }
        return (clientStream, hostStream)
    }

    @Test func aPublicLobbyHandshakeSealsBothWays() throws {
        var client = SealInitiator(passcode: nil, expectedLobby: Self.lobby)
        var host = SealResponder(lobbyID: Self.lobby, lock: nil)
        var (clientStream, hostStream) = try Self.handshake(&client, &host)
        #expect(client.lobbyID == Self.lobby)
        #expect(!client.isPrivate)
        for round in 0..<3 {
            let frame = Array("frame \(round)".utf8)
            let records = try clientStream.seal(frame)
            #expect(records.count == 1 && records[0].count == frame.count + 16)
            #expect(try hostStream.open(records[0]) == frame)
            #expect(try clientStream.open(try hostStream.seal(frame.reversed())[0]) == frame.reversed())
        }
    }

    @Test func aPrivateLobbyHandshakeNeedsTheSamePasscode() throws {
        var client = SealInitiator(passcode: PasscodeKeyCache(passcode: "tulip"), expectedLobby: nil)
        var host = SealResponder(lobbyID: Self.lobby, lock: try Self.lock("tulip"))
        var (clientStream, hostStream) = try Self.handshake(&client, &host)
        #expect(client.isPrivate)
        #expect(try hostStream.open(try clientStream.seal([1, 2, 3])[0]) == [1, 2, 3])

        var guesser = SealInitiator(passcode: PasscodeKeyCache(passcode: "tulips"), expectedLobby: nil)
        var wary = SealResponder(lobbyID: Self.lobby, lock: try Self.lock("tulip"))
        guard case .send(let preface) = try wary.receive(guesser.preface) else { Issue.record("no preface"); return }
        #expect(wary.awaitsPasscodeProof)
        guard case .send(let first) = try guesser.receive(preface) else { Issue.record("no message"); return }
        #expect(first.count == 1 + 32 + 16)
        #expect(throws: SealError.wrongPasscode) { try wary.receive(first) }
    }

    @Test func aClientRefusesWhatItCannotOrShouldNotDo() throws {
        let privatePreface = SealPreface.host(lobbyID: Self.lobby, lock: .init(iterations: Self.iterations, salt: Self.salt))
        var noPasscode = SealInitiator(passcode: nil, expectedLobby: nil)
        #expect(throws: SealError.passcodeNeeded) { try noPasscode.receive(privatePreface) }
        let cheap = SealPreface.host(lobbyID: Self.lobby, lock: .init(iterations: 1_000, salt: Self.salt))
        var careful = SealInitiator(passcode: PasscodeKeyCache(passcode: "tulip"), expectedLobby: nil)
        #expect(throws: SealError.unacceptableParameters) { try careful.receive(cheap) }
        var resuming = SealInitiator(passcode: nil, expectedLobby: UUID())
        #expect(throws: SealError.wrongLobby) { try resuming.receive(SealPreface.host(lobbyID: Self.lobby, lock: nil)) }
        // A protocol-2 host answers the preface with an error frame: u32 length first.
        var olderHost = SealInitiator(passcode: nil, expectedLobby: nil)
        #expect(throws: SealError.notSealedHost) { try olderHost.receive([0, 0, 0, 40, 0, 5]) }
        var truncated = SealInitiator(passcode: nil, expectedLobby: nil)
        #expect(throws: SealError.malformedRecord) {
            try truncated.receive(Array(SealPreface.host(lobbyID: Self.lobby, lock: nil).dropLast()))
        }
    }

    @Test func aHostRefusesAnOlderClientAndOutOfTurnRecords() throws {
        var host = SealResponder(lobbyID: Self.lobby, lock: nil)
        // A protocol-2 client's hello frame: u32 length, flags, envelope.
        #expect(throws: SealError.notSealedClient) { try host.receive([0, 0, 0, 200, 0, 5] + Array("hello".utf8)) }
        var other = SealResponder(lobbyID: Self.lobby, lock: nil)
        _ = try other.receive(SealPreface.client)
        #expect(throws: SealError.malformedRecord) { try other.receive(SealPreface.client) }
        var short = SealResponder(lobbyID: Self.lobby, lock: nil)
        _ = try short.receive(SealPreface.client)
        #expect(throws: SealError.malformedRecord) { try short.receive([2, 1, 2, 3]) }
    }

    /// Issue 39: both payloads are empty, so every handshake record has one length, and a TCP
    /// driver can judge a record from its length field alone.
    @Test func handshakeRecordsHaveExactLengths() throws {
        let fresh = SealResponder(lobbyID: Self.lobby, lock: nil)
        #expect(throws: Never.self) { try fresh.checkRecordLength(10) }
        #expect(throws: Never.self) { try fresh.checkRecordLength(0) }  // a protocol-2 frame: answered
        for length in [1, 9, 11, 0x4745, 0xFFFF] {
            #expect(throws: SealError.notSealedClient) { try fresh.checkRecordLength(length) }
        }
        for (lock, right) in [(nil, 33), (try Self.lock("tulip"), 49)] as [(SealLobbyLock?, Int)] {
            var host = SealResponder(lobbyID: Self.lobby, lock: lock)
            guard case .send = try host.receive(SealPreface.client) else { Issue.record("no preface"); return }
            #expect(throws: Never.self) { try host.checkRecordLength(right) }
            for length in [1, 32, 33, 48, 49, 50, 1_001] where length != right {
                #expect(throws: SealError.malformedRecord) { try host.checkRecordLength(length) }
            }
            // A real message 1 with one byte more: malformed, not a wrong passcode.
            var client = SealInitiator(passcode: PasscodeKeyCache(passcode: "tulip"), expectedLobby: nil)
            let preface = SealPreface.host(lobbyID: Self.lobby, lock: lock?.parameters)
            guard case .send(let first) = try client.receive(preface) else { Issue.record("no message 1"); return }
            #expect(first.count == right)
            var longer = host
            #expect(throws: SealError.malformedRecord) { try longer.receive(first + [0]) }
        }
        // The client's side: a host preface longer than any LanParty host's is not one; message 2
        // is 49 bytes exactly.
        var client = SealInitiator(passcode: nil, expectedLobby: nil)
        #expect(throws: SealError.notSealedHost) { try client.checkRecordLength(SealInitiator.maximumHostPrefaceBytes + 1) }
        var host = SealResponder(lobbyID: Self.lobby, lock: nil)
        guard case .send(let preface) = try host.receive(client.preface),
            case .send(let first) = try client.receive(preface),
            case .established(let reply, _) = try host.receive(first)
        else { Issue.record("no handshake"); return }
        #expect(reply.count == SealInitiator.secondMessageBytes)
        #expect(throws: SealError.malformedRecord) { try client.receive(reply + [0]) }
    }

    @Test func aRefusalSaysWhyAndWhenToRetry() throws {
        var client = SealInitiator(passcode: PasscodeKeyCache(passcode: "tulip"), expectedLobby: nil)
        var host = SealResponder(lobbyID: Self.lobby, lock: try Self.lock("rose"))
        guard case .send(let preface) = try host.receive(client.preface) else { Issue.record("no preface"); return }
        _ = try client.receive(preface)
        let refusal = SealRefusal(reason: .tooManyAttempts, retryAfterMilliseconds: 30_000, message: "Too many wrong passcodes")
        #expect(throws: SealError.refused(refusal)) { try client.receive(refusal.body) }
        // A reason this build does not know is read with its message, as unknown enum values are.
        let newer = try SealRefusal(body: [3, 9, 0, 0, 0, 0] + Array("Come back later".utf8))
        #expect(newer.reason == .unknown(9) && newer.reason.code == "reason9" && newer.message == "Come back later")
        #expect(throws: SealError.malformedRecord) { try SealRefusal(body: [3, 9, 0, 0, 0]) }
    }

    @Test func largePlaintextIsCutIntoRecordsThatOpenOnlyInOrder() throws {
        var client = SealInitiator(passcode: nil, expectedLobby: nil)
        var host = SealResponder(lobbyID: Self.lobby, lock: nil)
        var (clientStream, hostStream) = try Self.handshake(&client, &host)
        let big = (0..<150_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let records = try clientStream.seal(big)
        #expect(records.map(\.count) == [65_535, 65_535, 150_000 - 2 * 65_519 + 16])
        var reordered = hostStream
        #expect(throws: NoiseError.decryptionFailed) { try reordered.open(records[1]) }
        var replayed = hostStream
        _ = try replayed.open(records[0])
        #expect(throws: NoiseError.decryptionFailed) { try replayed.open(records[0]) }
        var cut = hostStream
        #expect(throws: NoiseError.decryptionFailed) { try cut.open(Array(records[0].dropLast(1))) }
        var flipped = hostStream
        var altered = records[0]
        altered[1000] ^= 0x80
        #expect(throws: NoiseError.decryptionFailed) { try flipped.open(altered) }
        let opened = try records.flatMap { try hostStream.open($0) }
        #expect(opened == big)
    }

    /// The TCP handler seals and opens buffer to buffer: the same records, byte for byte, as the
    /// array path (own cipher up to 1 KiB, swift-crypto above, several records), and a record
    /// that does not open appends nothing.
    @Test(arguments: [0, 1, 63, 64, 65, 1024, 1025, 4096, 65_519, 65_520, 150_000])
    func buffersSealAndOpenTheSameRecordsAsArrays(size: Int) throws {
        var client = SealInitiator(passcode: nil, expectedLobby: nil)
        var host = SealResponder(lobbyID: Self.lobby, lock: nil)
        var (arrays, hostArrays) = try Self.handshake(&client, &host)
        var buffers = arrays
        var hostBuffers = hostArrays
        let plaintext = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        var wire = ByteBuffer()
        try buffers.sealRecords(of: ByteBuffer(bytes: plaintext), into: &wire)
        var expected = ByteBuffer()
        for record in try arrays.seal(plaintext) { SealRecordSplitter.write(record, to: &expected) }
        #expect(wire == expected)
        var splitter = SealRecordSplitter()
        var opened = ByteBuffer()
        while let body = splitter.next(from: &wire) {
            var broken = hostBuffers
            var altered = body
            if altered.readableBytes > 0 {
                altered.setInteger(altered.getInteger(at: altered.readerIndex, as: UInt8.self)! ^ 1, at: altered.readerIndex)
                var untouched = ByteBuffer()
                #expect(throws: NoiseError.decryptionFailed) { try broken.open(altered, appendingTo: &untouched) }
                #expect(untouched.readableBytes == 0)
            }
            #expect(try hostArrays.open(Array(body.readableBytesView)).count == body.readableBytes - 16)
            try hostBuffers.open(body, appendingTo: &opened)
        }
        #expect(Array(opened.readableBytesView) == plaintext)
    }

    @Test func anAlteredHostPrefaceBreaksTheHandshake() throws {
        var client = SealInitiator(passcode: nil, expectedLobby: nil)
        var host = SealResponder(lobbyID: Self.lobby, lock: nil)
        guard case .send(var preface) = try host.receive(client.preface) else { Issue.record("no preface"); return }
        preface[12] ^= 0x01  // another lobby id, as a meddler in the middle might claim
        guard case .send(let first) = try client.receive(preface) else { Issue.record("no message"); return }
        guard case .established(let reply, _) = try host.receive(first) else { Issue.record("no reply"); return }
        #expect(throws: SealError.noise(.decryptionFailed)) { try client.receive(reply) }
    }
}
