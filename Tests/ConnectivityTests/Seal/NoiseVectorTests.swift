import Connectivity
import Crypto
import Foundation
import Testing

/// Our Noise handshake and transport against published test vectors (cacophony, snow) for the
/// patterns LanParty uses, checked in as data (Fixtures/noise-vectors.json).
@Suite("Noise: the published test vectors")
struct NoiseVectorTests {
    struct Vector: Decodable, CustomTestStringConvertible, Sendable {
        struct Message: Decodable, Sendable {
            let payload: String
            let ciphertext: String
        }
        let protocol_name: String
        let init_prologue: String
        let init_ephemeral: String
        let resp_prologue: String
        let resp_ephemeral: String
        let init_psks: [String]
        let resp_psks: [String]
        let handshake_hash: String?
        let messages: [Message]
        let source: String

        var testDescription: String { "\(protocol_name) (\(source))" }
    }

    struct File: Decodable {
        let vectors: [Vector]
    }

    static let vectors: [Vector] = {
        guard let url = Bundle.module.url(forResource: "noise-vectors", withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data)
        else { return [] }
        return file.vectors
    }()

    @Test func theVectorsCoverEveryPattern() {
        let names = Set(Self.vectors.map(\.protocol_name))
        #expect(names == Set(NoisePattern.allCases.map(\.protocolName)), "\(names)")
    }

    @Test(arguments: vectors)
    func handshakeAndTransportMatchTheVector(_ vector: Vector) throws {
        let pattern = try #require(NoisePattern.allCases.first { $0.protocolName == vector.protocol_name })
        var initiator = NoiseHandshake(
            pattern: pattern, role: .initiator, prologue: try bytes(vector.init_prologue),
            preSharedKey: try vector.init_psks.first.map(bytes),
            ephemeral: try Curve25519.KeyAgreement.PrivateKey(rawRepresentation: bytes(vector.init_ephemeral)))
        var responder = NoiseHandshake(
            pattern: pattern, role: .responder, prologue: try bytes(vector.resp_prologue),
            preSharedKey: try vector.resp_psks.first.map(bytes),
            ephemeral: try Curve25519.KeyAgreement.PrivateKey(rawRepresentation: bytes(vector.resp_ephemeral)))
        var initiatorTransport: NoiseTransport?
        var responderTransport: NoiseTransport?
        for (index, message) in vector.messages.enumerated() {
            let payload = try bytes(message.payload)
            let expected = try bytes(message.ciphertext)
            let initiatorSends = index % 2 == 0
            if !initiator.isComplete {
                let sent = initiatorSends ? try initiator.writeMessage(payload: payload) : try responder.writeMessage(payload: payload)
                #expect(sent == expected, "message \(index)")
                let read = initiatorSends ? try responder.readMessage(sent) : try initiator.readMessage(sent)
                #expect(read == payload, "message \(index)")
                if initiator.isComplete {
                    #expect(responder.isComplete)
                    #expect(initiator.handshakeHash == responder.handshakeHash)
                    if let hash = vector.handshake_hash { #expect(initiator.handshakeHash == (try bytes(hash))) }
                    initiatorTransport = initiator.transport()
                    responderTransport = responder.transport()
                }
                continue
            }
            var sender = try #require(initiatorSends ? initiatorTransport : responderTransport)
            var receiver = try #require(initiatorSends ? responderTransport : initiatorTransport)
            let sealed = try sender.seal(payload)
            #expect(sealed == expected, "transport message \(index)")
            #expect(try receiver.open(sealed) == payload)
            if initiatorSends {
                initiatorTransport = sender
                responderTransport = receiver
            } else {
                responderTransport = sender
                initiatorTransport = receiver
            }
        }
        #expect(vector.messages.count > pattern.messagesCount, "the vector has transport messages too")
    }

    private func bytes(_ hex: String) throws -> [UInt8] {
        try #require(Hex.decode(hex, byteCounts: 0...70_000), "not hex: \(hex.prefix(20))")
    }
}
