import Crypto
import Foundation
import LanPartyPrograms
import LanPartyTestKit
import Testing

/// The page's own X25519, ChaCha20-Poly1305 and Noise (lanparty-seal.js, which seals the page's
/// sessions, issue 30) and its sealed socket (sealed-socket.js) in headless Chromium: RFC 7748 and RFC 8439 vectors, OpenSSL through Python,
/// the Noise test vectors, and swift-crypto both ways — values made here must come out the same in
/// the page, and the page's key pairs and sealed boxes must check out here.
@Suite("browser players: the page's sealing cryptography", .timeLimit(.minutes(3)))
struct BrowserSealTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func thePageSealsAsSwiftCryptoDoes() async throws {
        var pairs: [[String: String]] = []
        for _ in 0..<4 {
            let mine = Curve25519.KeyAgreement.PrivateKey()
            let peer = Curve25519.KeyAgreement.PrivateKey()
            let shared = try mine.sharedSecretFromKeyAgreement(with: peer.publicKey).withUnsafeBytes { Array($0) }
            pairs.append([
                "private": Self.hex(mine.rawRepresentation), "public": Self.hex(mine.publicKey.rawRepresentation),
                "peerPublic": Self.hex(peer.publicKey.rawRepresentation), "shared": Self.hex(shared),
            ])
        }
        var boxes: [[String: String]] = []
        for length in [0, 16, 33, 300] {
            let key = SymmetricKey(size: .bits256)
            let nonce = ChaChaPoly.Nonce()
            let plaintext = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let aad = Array("frame \(length)".utf8)
            let box = try ChaChaPoly.seal(plaintext, using: key, nonce: nonce, authenticating: aad)
            boxes.append([
                "key": key.withUnsafeBytes { Self.hex($0) }, "nonce": Self.hex(Array(nonce)), "aad": Self.hex(aad),
                "plaintext": Self.hex(plaintext), "sealed": Self.hex(Array(box.ciphertext) + Array(box.tag)),
            ])
        }
        let root = BrowserScript.folder.deletingLastPathComponent().deletingLastPathComponent()
        let vectorsFile = root.appendingPathComponent("Tests/ConnectivityTests/Seal/Fixtures/noise-vectors.json")
        let vectors = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: vectorsFile)) as? [String: Any])["vectors"] as? [[String: Any]]
        // Per Noise vector: every message, its handshake hash when given, and both sides' hashes agreeing.
        let noiseChecks = try #require(vectors).reduce(0) { count, vector in
            count + ((vector["messages"] as? [Any])?.count ?? 0) + (vector["handshake_hash"] == nil ? 0 : 1) + 1
        }
        let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("seal-\(UUID()).json")
        try JSONSerialization.data(withJSONObject: ["x25519": pairs, "aead": boxes]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let assets = root.appendingPathComponent("Sources/WebPlay/Resources/assets")
        let outcome = try await BrowserScript.run("run_seal_vectors.py", [
            assets.appendingPathComponent("lanparty-crypto.js").path, assets.appendingPathComponent("lanparty-seal.js").path,
            vectorsFile.path, file.path,
        ])
        #expect(outcome.exit == .exited(0), "\(outcome.output.joined(separator: "\n"))")
        // RFC 7748 (6) + Poly1305 (1) + OpenSSL (10 x 3 + 5) + swift (4 x 2 + 4) + Noise: every check ran.
        #expect(outcome.int("passed") == 6 + 1 + 35 + 12 + noiseChecks, "\(outcome.output.joined(separator: "\n"))")
        #expect(noiseChecks >= 4 * 5)
        print("[browser] a Noise NNpsk0 handshake (both sides) in headless Chromium: \(Self.milliseconds(outcome.json["handshakeMs"])) ms")

        // The page's values, checked with swift-crypto.
        let fromPage = try #require(outcome.json["fromPage"])
        for pair in fromPage["x25519"]?.arrayValue ?? [] {
            let mine = try Curve25519.KeyAgreement.PrivateKey(rawRepresentation: try Self.bytes(pair["private"]))
            let peer = try Curve25519.KeyAgreement.PrivateKey(rawRepresentation: try Self.bytes(pair["peerPrivate"]))
            #expect(Self.hex(mine.publicKey.rawRepresentation) == pair["public"]?.stringValue)
            let shared = try mine.sharedSecretFromKeyAgreement(with: peer.publicKey).withUnsafeBytes { Array($0) }
            #expect(Self.hex(shared) == pair["shared"]?.stringValue)
        }
        let pageBoxes = fromPage["aead"]?.arrayValue ?? []
        #expect(pageBoxes.count == 4)
        for box in pageBoxes {
            let sealed = try Self.bytes(box["sealed"])
            let sealedBox = try ChaChaPoly.SealedBox(
                nonce: ChaChaPoly.Nonce(data: try Self.bytes(box["nonce"])), ciphertext: sealed.dropLast(16),
                tag: sealed.suffix(16))
            let opened = try ChaChaPoly.open(
                sealedBox, using: SymmetricKey(data: try Self.bytes(box["key"])), authenticating: try Self.bytes(box["aad"]))
            #expect(Self.hex(opened) == box["plaintext"]?.stringValue)
        }
    }

    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func thePagesSealedSocketSendsTheWorkedExampleToTheByte() async throws {
        // Docs/Protocol.md §2.1's worked example, as ConnectivityTests.SealWorkedExampleTests and
        // Tests/Seal/seal_example.py check it: the page plays the client with the example's key.
        let expected = [
            "clientPreface": "014c616e506172747903",
            "hostPreface": "014c616e5061727479036f1c2a3e0b4d4c5e8f60718293a4b5c600",
            "lobbyId": "6f1c2a3e-0b4d-4c5e-8f60-718293a4b5c6",
            "noise1": "028f40c5adb68f25624ae5b214ea767a6ec94d829d3d7b5e1ad1ba6f3e2138285f",
            "noise2": "02358072d6365880d1aeea329adf9121383851ed21a28e3b75e965d0d2cd1662542db4d96700eb6d07f5c4f21f2dbd5583",
            // The §2 setReady frame less its 5-byte header: the page frames it itself.
            "setReadyEnvelope": "087365745265616479" + "0000000e" + "7b227265616479223a747275657d",
            "sealed": "a6974708e00bfb22bdef9fbe553bce10a8dc0667bb63bc2a39a37f1a9dea76939654691202a50e7d8b24e0af87d248dc",
        ]
        let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("seal-example-\(UUID()).json")
        try JSONSerialization.data(withJSONObject: expected).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let root = BrowserScript.folder.deletingLastPathComponent().deletingLastPathComponent()
        let assets = root.appendingPathComponent("Sources/WebPlay/Resources/assets")
        let outcome = try await BrowserScript.run("run_seal_worked_example.py", [assets.path, file.path])
        #expect(outcome.exit == .exited(0), "\(outcome.output.joined(separator: "\n"))")
        // Client preface, Noise message 1, sealed after message 2, the lobby id, the first sealed record.
        #expect(outcome.int("passed") == 5, "\(outcome.output.joined(separator: "\n"))")
    }

    static func milliseconds(_ value: JSONValue?) -> String {
        switch value {
        case .double(let number)?: String(format: "%.1f", number)
        case .int(let number)?: String(number)
        default: "?"
        }
    }

    static func hex<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    static func bytes(_ value: JSONValue?) throws -> [UInt8] {
        let text = try #require(value?.stringValue)
        var out: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            out.append(try #require(UInt8(text[index..<next], radix: 16)))
            index = next
        }
        return out
    }
}
