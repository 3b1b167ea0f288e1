@testable import Connectivity
import Foundation
import Testing

@Suite("Passcode")
struct PasscodeTests {
    @Test func hexIsStrictLowercaseWithExactLength() {
        #expect(Hex.encode([0x00, 0xAB, 0xFF]) == "00abff")
        #expect(Hex.decode("00abff", byteCount: 3) == [0x00, 0xAB, 0xFF])
        #expect(Hex.decode("00ABFF", byteCount: 3) == nil)
        #expect(Hex.decode("00abf", byteCount: 3) == nil)
        #expect(Hex.decode("00abff00", byteCount: 3) == nil)
        #expect(Hex.decode("zz", byteCount: 1) == nil)
        #expect(Hex.decode(String(repeating: "a", count: 1_000_000), byteCounts: 16...64) == nil)
    }

    /// Known answers for PBKDF2-HMAC-SHA256 (RFC 7914 §11 and the widely published P="password" vectors).
    @Test(arguments: [
        ("password", "salt", 1, "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b"),
        ("password", "salt", 2, "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43"),
        ("password", "salt", 4096, "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"),
    ])
    func keyDerivationMatchesKnownAnswers(passcode: String, salt: String, iterations: Int, expected: String) throws {
        let key = try PasscodeKey(passcode: passcode, salt: Array(salt.utf8), iterations: iterations)
        #expect(Hex.encode(key.bytesForTesting) == expected)
    }

    @Test func passcodesAreNormalisedToNFC() throws {
        let composed = try PasscodeKey(passcode: "caf\u{E9}", salt: [1, 2], iterations: 10)
        let decomposed = try PasscodeKey(passcode: "cafe\u{301}", salt: [1, 2], iterations: 10)
        #expect(composed.bytesForTesting == decomposed.bytesForTesting)
    }

    @Test func emptyOrOverlongPasscodesAreRefused() {
        #expect(throws: PasscodeError.invalidPasscode) { try PasscodeKey(passcode: "", salt: [1], iterations: 10) }
        let long = String(repeating: "x", count: PasscodeKDF.maximumPasscodeByteCount + 1)
        #expect(throws: PasscodeError.invalidPasscode) { try PasscodeKey(passcode: long, salt: [1], iterations: 10) }
    }

    @Test func theProofMessageIsExactly91BytesInTheDocumentedOrder() {
        let lobby = UUID(uuidString: "00112233-4455-6677-8899-AABBCCDDEEFF")!
        let host = [UInt8](repeating: 0xA1, count: 32)
        let client = [UInt8](repeating: 0xC1, count: 32)
        let message = PasscodeProof.message(lobbyID: lobby, hostNonce: host, clientNonce: client)
        #expect(message.count == 91)
        #expect(Array(message[0..<11]) == Array("lanparty-v1".utf8))
        #expect(Hex.encode(message[11..<27]) == "00112233445566778899aabbccddeeff")
        #expect(Array(message[27..<59]) == host)
        #expect(Array(message[59..<91]) == client)
    }

    @Test func theRightPasscodeVerifiesAndAWrongOneDoesNot() throws {
        let lock = try Fixtures.lock("open sesame")
        var random = RandomSource.seeded(3)
        let (challenge, nonce) = lock.makeChallenge(random: &random)
        #expect(challenge.kdf == "pbkdf2-sha256")
        #expect(challenge.salt.count == 32)
        #expect(challenge.nonce.count == 64)
        #expect(challenge.lobbyId == Fixtures.lobbyID)
        var right = Fixtures.responder("open sesame")
        var wrong = Fixtures.responder("open sesame!")
        #expect(lock.verify(try right.answer(challenge, random: &random), hostNonce: nonce) == .valid)
        #expect(lock.verify(try wrong.answer(challenge, random: &random), hostNonce: nonce) == .wrongProof)
        #expect(lock.verify(ChallengeResponse(nonce: "00", proof: "00"), hostNonce: nonce) == .malformed)
    }

    @Test func aReplayedResponseFailsAgainstANewHostNonce() throws {
        let lock = try Fixtures.lock()
        var random = RandomSource.seeded(4)
        var responder = Fixtures.responder("1234")
        let (first, firstNonce) = lock.makeChallenge(random: &random)
        let captured = try responder.answer(first, random: &random)
        #expect(lock.verify(captured, hostNonce: firstNonce) == .valid)
        let (_, secondNonce) = lock.makeChallenge(random: &random)
        #expect(secondNonce != firstNonce)
        #expect(lock.verify(captured, hostNonce: secondNonce) == .wrongProof)
    }

    @Test func nothingReplayableOrSecretIsInTheChallenge() throws {
        let lock = try Fixtures.lock("hunter2")
        var random = RandomSource.seeded(5)
        let (challenge, _) = lock.makeChallenge(random: &random)
        let text = "\(challenge)"
        #expect(!text.contains("hunter2"))
        var responder = Fixtures.responder("hunter2")
        let response = try responder.answer(challenge, random: &random)
        #expect(!"\(response)".contains("hunter2"))
    }

    @Test func clientsRefuseWeakOrMalformedChallenges() throws {
        let lock = try Fixtures.lock()
        var random = RandomSource.seeded(6)
        let (challenge, _) = lock.makeChallenge(random: &random)
        var strict = PasscodeResponder(passcode: "1234")
        #expect(throws: ChallengeProblem.unacceptableIterations) { try strict.answer(challenge, random: &random) }
        var tooMany = challenge
        tooMany.iterations = PasscodeKDF.maximumAcceptedIterations + 1
        #expect(throws: ChallengeProblem.unacceptableIterations) { try strict.answer(tooMany, random: &random) }
        var responder = Fixtures.responder("1234")
        var otherKDF = challenge
        otherKDF.kdf = "md5"
        #expect(throws: ChallengeProblem.unsupportedKDF) { try responder.answer(otherKDF, random: &random) }
        var badSalt = challenge
        badSalt.salt = "abc"
        #expect(throws: ChallengeProblem.malformedChallenge) { try responder.answer(badSalt, random: &random) }
        var shortNonce = challenge
        shortNonce.nonce = "00ff"
        #expect(throws: ChallengeProblem.malformedChallenge) { try responder.answer(shortNonce, random: &random) }
        var none = Fixtures.responder(nil)
        #expect(throws: ChallengeProblem.passcodeNeeded) { try none.answer(challenge, random: &random) }
    }

    /// Measures the real work factor (reported in Docs/Lobby.md); bounds keep it honest on slow CI.
    @Test func defaultWorkFactorCostIsMeasured() throws {
        let clock = ContinuousClock()
        let started = clock.now
        _ = try PasscodeKey(passcode: "1234", salt: Array(repeating: 1, count: 16), iterations: PasscodeKDF.defaultIterations)
        let elapsed = clock.now - started
        print("PBKDF2-HMAC-SHA256 \(PasscodeKDF.defaultIterations) iterations: \(elapsed)")
        #expect(elapsed > .milliseconds(5))
        #expect(elapsed < .seconds(5))
    }
}
