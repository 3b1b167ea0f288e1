/// Why a client will not answer a challenge.
public enum ChallengeProblem: Error, Hashable, Sendable {
    /// The lobby is private and no passcode was given.
    case passcodeNeeded
    /// The key derivation is not one this build knows.
    case unsupportedKDF
    /// The work factor is outside the accepted range (too low would make a sniffed proof cheap to crack).
    case unacceptableIterations
    /// The salt or nonce is not lowercase hex of an accepted length.
    case malformedChallenge
    /// The challenge names another lobby than the one being resumed.
    case wrongLobby
    /// The passcode cannot be used (see ``PasscodeError``).
    case invalidPasscode
}

/// The client side of a private lobby: answers challenges, caching the slow key per salt.
public struct PasscodeResponder: Sendable {
    /// The accepted PBKDF2 work factors.
    public var acceptedIterations: ClosedRange<Int>
    private let passcode: String?
    private var cachedKey: PasscodeKey?

    /// Creates a responder for `passcode` (`nil`: the user gave none).
    public init(
        passcode: String?,
        acceptedIterations: ClosedRange<Int> = PasscodeKDF.minimumAcceptedIterations...PasscodeKDF.maximumAcceptedIterations
    ) {
        self.passcode = passcode
        self.acceptedIterations = acceptedIterations
    }

    /// Validates the challenge, derives (or reuses) the key and answers with a fresh client nonce.
    public mutating func answer(
        _ challenge: Challenge, random: inout RandomSource
    ) throws(ChallengeProblem) -> ChallengeResponse {
        guard let passcode else { throw .passcodeNeeded }
        guard challenge.kdf == PasscodeKDF.name else { throw .unsupportedKDF }
        guard acceptedIterations.contains(challenge.iterations) else { throw .unacceptableIterations }
        guard let salt = Hex.decode(challenge.salt, byteCounts: PasscodeKDF.acceptedSaltByteCounts),
            let hostNonce = Hex.decode(challenge.nonce, byteCount: PasscodeKDF.nonceByteCount)
        else { throw .malformedChallenge }
        let key: PasscodeKey
        if let cachedKey, cachedKey.matches(salt: salt, iterations: challenge.iterations) {
            key = cachedKey
        } else {
            do {
                key = try PasscodeKey(passcode: passcode, salt: salt, iterations: challenge.iterations)
            } catch {
                throw .invalidPasscode
            }
            cachedKey = key
        }
        let clientNonce = random.bytes(PasscodeKDF.nonceByteCount)
        let proof = PasscodeProof.compute(
            key: key, lobbyID: challenge.lobbyId, hostNonce: hostNonce, clientNonce: clientNonce)
        return ChallengeResponse(nonce: Hex.encode(clientNonce), proof: Hex.encode(proof))
    }
}
