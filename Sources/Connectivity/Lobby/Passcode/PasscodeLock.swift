import Foundation

/// The host side of a private lobby: the per-lobby salt and key, challenge making and proof checking.
///
/// Built once per lobby (the only slow step is the key derivation in ``init(passcode:lobbyID:iterations:random:)``);
/// the passcode itself is not kept.
public struct PasscodeLock: Sendable {
    /// The outcome of checking one answer.
    public enum Verdict: Hashable, Sendable {
        /// The proof matches.
        case valid
        /// Well-formed, but the proof does not match: a wrong passcode (or a replay).
        case wrongProof
        /// The nonce or proof is not lowercase hex of the right length.
        case malformed
    }

    /// The lobby the proofs are bound to.
    public let lobbyID: UUID
    private let key: PasscodeKey

    /// Draws a 16-byte salt and derives the lobby key.
    public init(passcode: String, lobbyID: UUID, iterations: Int = PasscodeKDF.defaultIterations,
                random: inout RandomSource) throws(PasscodeError) {
        let salt = random.bytes(PasscodeKDF.saltByteCount)
        key = try PasscodeKey(passcode: passcode, salt: salt, iterations: iterations)
        self.lobbyID = lobbyID
    }

    /// Derives the lobby key with a given salt: a lobby reopened after a restart (``LobbySnapshot``)
    /// keeps its salt, so keys its players derived before still answer its challenges.
    public init(passcode: String, lobbyID: UUID, iterations: Int = PasscodeKDF.defaultIterations, salt: [UInt8])
        throws(PasscodeError)
    {
        key = try PasscodeKey(passcode: passcode, salt: salt, iterations: iterations)
        self.lobbyID = lobbyID
    }

    /// The lobby's salt (public: every challenge carries it).
    public var salt: [UInt8] { key.salt }
    /// The lobby's PBKDF2 work factor (public).
    public var iterations: Int { key.iterations }
    /// The derived key, the pre-shared key of the sealed handshake.
    var keyBytes: [UInt8] { key.bytes }

    /// A challenge with a fresh 32-byte host nonce, and that nonce (to keep for the check).
    public func makeChallenge(random: inout RandomSource) -> (challenge: Challenge, hostNonce: [UInt8]) {
        let nonce = random.bytes(PasscodeKDF.nonceByteCount)
        let challenge = Challenge(
            lobbyId: lobbyID, kdf: PasscodeKDF.name, iterations: key.iterations, salt: Hex.encode(key.salt),
            nonce: Hex.encode(nonce))
        return (challenge, nonce)
    }

    /// Checks an answer to the challenge that carried `hostNonce`, in constant time.
    public func verify(_ response: ChallengeResponse, hostNonce: [UInt8]) -> Verdict {
        guard let clientNonce = Hex.decode(response.nonce, byteCount: PasscodeKDF.nonceByteCount),
            let proof = Hex.decode(response.proof, byteCount: PasscodeKDF.keyByteCount)
        else { return .malformed }
        let valid = PasscodeProof.isValid(
            proof, key: key, lobbyID: lobbyID, hostNonce: hostNonce, clientNonce: clientNonce)
        return valid ? .valid : .wrongProof
    }
}
