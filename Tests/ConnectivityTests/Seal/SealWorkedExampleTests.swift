import Crypto
import Foundation
import NIOCore
import Testing

@testable import Connectivity

/// Pins the worked example of Docs/Protocol.md §2.1: fixed ephemeral keys, a public lobby, the
/// client's first sealed record carrying the 32-byte `setReady` frame of §2. A second
/// implementation checks itself against these bytes.
@Suite("Sealed channel: the documented worked example")
struct SealWorkedExampleTests {
    static let lobby = UUID(uuidString: "6F1C2A3E-0B4D-4C5E-8F60-718293A4B5C6")!
    static let clientKey = try! Curve25519.KeyAgreement.PrivateKey(rawRepresentation: (0..<32).map { UInt8($0) })
    static let hostKey = try! Curve25519.KeyAgreement.PrivateKey(rawRepresentation: (0..<32).map { UInt8(0x20 + $0) })
    /// The §2 example frame: `setReady` {"ready":true}, uncompressed, 32 bytes.
    static let setReadyFrame = hex("0000001c00 08 7365745265616479 0000000e 7b227265616479223a747275657d")

    static func hex(_ text: String) -> [UInt8] {
        let digits = Array(text.filter { !$0.isWhitespace })
        return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
    }

    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    @Test func theDocumentedBytes() throws {
        var client = SealInitiator(passcode: nil, expectedLobby: Self.lobby, ephemeral: Self.clientKey)
        var host = SealResponder(lobbyID: Self.lobby, lock: nil, ephemeral: Self.hostKey)
        guard case .send(let hostPreface) = try host.receive(client.preface),
            case .send(let first) = try client.receive(hostPreface),
            case .established(let reply, var hostStream) = try host.receive(first),
            case .established(var clientStream) = try client.receive(reply)
        else { Issue.record("the handshake did not complete"); return }
        let sealed = try clientStream.seal(Self.setReadyFrame)
        if ProcessInfo.processInfo.environment["PRINT_SEAL_EXAMPLE"] != nil {
            for (name, bytes) in [
                ("client preface", client.preface), ("host preface", hostPreface), ("noise 1", first),
                ("noise 2", reply), ("sealed setReady", sealed[0]),
            ] {
                print("\(name) (\(bytes.count)): \(Self.hex(bytes))")
            }
        }
        #expect(Self.setReadyFrame.count == 32)
        #expect(Self.hex(client.preface) == "014c616e50617274790" + "3")
        #expect(Self.hex(hostPreface) == "014c616e5061727479036f1c2a3e0b4d4c5e8f60718293a4b5c600")
        #expect(Self.hex(first) == Self.expectedFirst)
        #expect(Self.hex(reply) == Self.expectedReply)
        #expect(Self.hex(sealed[0]) == Self.expectedSealed)
        #expect(try hostStream.open(sealed[0]) == Self.setReadyFrame)
    }

    /// Tests/Seal/seal_example.py, written from the document alone with Python's `cryptography`,
    /// computes the same bytes (python3-cryptography comes with Scripts/bootstrap).
    @Test func aSecondImplementationAgrees() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Seal/seal_example.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
    }

    static let expectedFirst = "028f40c5adb68f25624ae5b214ea767a6ec94d829d3d7b5e1ad1ba6f3e2138285f"
    static let expectedReply =
        "02358072d6365880d1aeea329adf9121383851ed21a28e3b75e965d0d2cd1662542db4d96700eb6d07f5c4f21f2dbd5583"
    static let expectedSealed =
        "a6974708e00bfb22bdef9fbe553bce10a8dc0667bb63bc2a39a37f1a9dea76939654691202a50e7d8b24e0af87d248dc"
}
