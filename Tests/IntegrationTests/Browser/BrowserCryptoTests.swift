import Connectivity
import Foundation
import Testing

/// The page's own SHA-256 / HMAC / PBKDF2 (crypto.subtle is missing on plain-http LAN pages), run
/// in headless Chromium against Python's hashlib (RFC 4231 and published PBKDF2 inputs) and
/// against lobby proofs computed here by the Swift implementation.
@Suite("browser players: the page's passcode cryptography", .timeLimit(.minutes(3)))
struct BrowserCryptoTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func thePageComputesTheSameProofsAsSwift() async throws {
        let lobbyID = try #require(UUID(uuidString: "0F1E2D3C-4B5A-4978-8695-A4B3C2D1E0F9"))
        let salt = (0..<16).map { UInt8($0 * 7 % 256) }
        let hostNonce = (0..<32).map { UInt8(255 - $0) }
        let clientNonce = (0..<32).map { UInt8($0 * 3 % 256) }
        // "Café" typed decomposed (e + U+0301) must give the composed passcode's proof: NFC first.
        let cases = [("1234", "1234"), ("Café 🎲", "Café 🎲"), ("Cafe\u{301} 🎲", "Café 🎲")]
        var proofs: [[String: Any]] = []
        for (typed, canonical) in cases {
            let key = try PasscodeKey(passcode: canonical, salt: salt, iterations: 100_000)
            let proof = PasscodeProof.compute(key: key, lobbyID: lobbyID, hostNonce: hostNonce, clientNonce: clientNonce)
            proofs.append([
                "passcode": typed, "salt": Self.hex(salt), "iterations": 100_000,
                "lobbyId": lobbyID.uuidString.lowercased(), "hostNonce": Self.hex(hostNonce),
                "clientNonce": Self.hex(clientNonce), "proof": Self.hex(proof),
            ])
        }
        let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("proofs-\(UUID()).json")
        try JSONSerialization.data(withJSONObject: proofs).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = BrowserScript.folder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/WebPlay/Resources/assets/lanparty-crypto.js")
        let outcome = try await BrowserScript.run("run_crypto_vectors.py", [script.path, file.path])
        #expect(outcome.exit == .exited(0), "\(outcome.output.joined(separator: "\n"))")
        // 6 SHA-256 + ... : every vector ran (a script that skipped them would pass nothing).
        #expect(outcome.int("passed") == 4 + 6 + 6 + cases.count)
        print("[browser] PBKDF2-HMAC-SHA256, 600 000 iterations in headless Chromium: \(outcome.int("pbkdf2_600k_ms") ?? -1) ms")
    }

    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
}
