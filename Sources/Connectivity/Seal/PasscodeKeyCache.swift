import NIOConcurrencyHelpers

/// A client's passcode and the key it derived from it, kept across reconnections: deriving is
/// deliberately slow (``PasscodeKey``), so a client derives once per lobby salt, not per attempt.
public final class PasscodeKeyCache: Sendable {
    /// The work factors this client accepts from a host.
    public let acceptedIterations: ClosedRange<Int>
    private let passcode: String
    private let cached = NIOLockedValueBox<PasscodeKey?>(nil)
    private let derived = NIOLockedValueBox(0)

    /// How many keys this cache has derived (a connection whose handshake derived one was slow).
    public var derivations: Int { derived.withLockedValue { $0 } }

    /// A cache for `passcode`.
    public init(
        passcode: String,
        acceptedIterations: ClosedRange<Int> = PasscodeKDF.minimumAcceptedIterations...PasscodeKDF.maximumAcceptedIterations
    ) {
        self.passcode = passcode
        self.acceptedIterations = acceptedIterations
    }

    /// The key for the host's parameters, derived at most once per salt and work factor.
    func key(for parameters: SealLobbyLock.Parameters) throws(SealError) -> [UInt8] {
        guard acceptedIterations.contains(parameters.iterations),
            PasscodeKDF.acceptedSaltByteCounts.contains(parameters.salt.count)
        else { throw .unacceptableParameters }
        if let key = cached.withLockedValue({ $0 }), key.matches(salt: parameters.salt, iterations: parameters.iterations) {
            return key.bytes
        }
        let key: PasscodeKey
        do {
            key = try PasscodeKey(passcode: passcode, salt: parameters.salt, iterations: parameters.iterations)
        } catch {
            throw .invalidPasscode
        }
        cached.withLockedValue { $0 = key }
        derived.withLockedValue { $0 += 1 }
        return key.bytes
    }
}
