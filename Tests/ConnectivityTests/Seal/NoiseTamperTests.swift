import Connectivity
import Foundation
import Testing

/// A sealed stream refuses every frame that is not the next one, unchanged; a handshake refuses
/// another passcode's key and messages out of turn.
@Suite("Noise: tampering and wrong keys")
struct NoiseTamperTests {
    let prologue = Array("LanParty test prologue".utf8)
    let key = [UInt8](repeating: 7, count: 32)

    private func established(_ pattern: NoisePattern = .nn) throws -> (NoiseTransport, NoiseTransport) {
        var client = NoiseHandshake(pattern: pattern, role: .initiator, prologue: prologue, preSharedKey: key)
        var host = NoiseHandshake(pattern: pattern, role: .responder, prologue: prologue, preSharedKey: key)
        _ = try host.readMessage(try client.writeMessage())
        _ = try client.readMessage(try host.writeMessage())
        return (try #require(client.transport()), try #require(host.transport()))
    }

    @Test(arguments: NoisePattern.allCases)
    func bothSidesTalkBothWays(_ pattern: NoisePattern) throws {
        var (client, host) = try established(pattern)
        for round in 0..<3 {
            let hello = Array("frame \(round)".utf8)
            #expect(try host.open(try client.seal(hello)) == hello)
            #expect(try client.open(try host.seal(hello.reversed())) == hello.reversed())
        }
    }

    @Test func aFlippedBitAReplayAReorderAndACutFrameAreRefused() throws {
        var (client, host) = try established()
        let first = try client.seal(Array("first".utf8))
        let second = try client.seal(Array("second".utf8))
        var flipped = first
        flipped[2] ^= 0x01
        var receiver = host
        #expect(throws: NoiseError.decryptionFailed) { try receiver.open(flipped) }
        receiver = host
        #expect(throws: NoiseError.decryptionFailed) { try receiver.open(second) }  // reordered
        receiver = host
        #expect(throws: NoiseError.decryptionFailed) { try receiver.open(Array(first.dropLast())) }  // cut short
        #expect(try host.open(first) == Array("first".utf8))
        #expect(throws: NoiseError.decryptionFailed) { try host.open(first) }  // replayed
        #expect(try host.open(second) == Array("second".utf8))
    }

    @Test(arguments: [NoisePattern.nnPsk0, .nnPsk2])
    func anotherPasscodesKeyFailsTheHandshake(_ pattern: NoisePattern) throws {
        var client = NoiseHandshake(pattern: pattern, role: .initiator, prologue: prologue, preSharedKey: key)
        var host = NoiseHandshake(
            pattern: pattern, role: .responder, prologue: prologue, preSharedKey: [UInt8](repeating: 8, count: 32))
        let first = try client.writeMessage()
        switch pattern {
        case .nnPsk0:
            #expect(throws: NoiseError.decryptionFailed) { try host.readMessage(first) }
        case .nnPsk2, .nn:
            _ = try host.readMessage(first)
            #expect(throws: NoiseError.decryptionFailed) { try client.readMessage(try host.writeMessage()) }
        }
    }

    @Test func anotherPrologueFailsTheHandshake() throws {
        var client = NoiseHandshake(pattern: .nn, role: .initiator, prologue: prologue)
        var host = NoiseHandshake(pattern: .nn, role: .responder, prologue: Array("another lobby".utf8))
        _ = try host.readMessage(try client.writeMessage())
        #expect(throws: NoiseError.decryptionFailed) { try client.readMessage(try host.writeMessage()) }
    }

    @Test func messagesOutOfTurnAndShortMessagesAreRefused() throws {
        var client = NoiseHandshake(pattern: .nn, role: .initiator, prologue: prologue)
        var host = NoiseHandshake(pattern: .nn, role: .responder, prologue: prologue)
        #expect(throws: NoiseError.outOfTurn) { try host.writeMessage() }
        #expect(throws: NoiseError.outOfTurn) { try client.readMessage([UInt8](repeating: 1, count: 48)) }
        #expect(throws: NoiseError.malformedMessage) { try host.readMessage([1, 2, 3]) }
        #expect(client.transport() == nil)
    }
}
