import Crypto
import Foundation
import _CryptoExtras

/// Why a passcode cannot be used.
public enum PasscodeError: Error, Hashable, Sendable {
    /// Empty, or longer than ``PasscodeKDF/maximumPasscodeByteCount`` bytes.
    case invalidPasscode
    /// The iteration count is not positive.
    case invalidIterations
    /// The crypto library refused the derivation.
    case derivationFailed
}

/// K = PBKDF2-HMAC-SHA256(passcode, salt, iterations), 32 bytes: the key both sides prove knowledge of.
///
/// Deriving is deliberately slow (64 ms at the default work factor in a release build here, 0.2-0.3 s
/// in a debug build), so the host derives once per lobby and a client once per salt.
public struct PasscodeKey: Sendable {
    /// The salt it was derived with.
    public let salt: [UInt8]
    /// The work factor it was derived with.
    public let iterations: Int
    let key: SymmetricKey

    /// Derives the key. The passcode is normalised to Unicode NFC and encoded as UTF-8 first, so the
    /// same passcode typed on different systems gives the same key.
    public init(passcode: String, salt: [UInt8], iterations: Int) throws(PasscodeError) {
        let bytes = Array(passcode.precomposedStringWithCanonicalMapping.utf8)
        guard !bytes.isEmpty, bytes.count <= PasscodeKDF.maximumPasscodeByteCount else {
            throw .invalidPasscode
        }
        guard iterations > 0 else { throw .invalidIterations }
        do {
            key = try KDF.Insecure.PBKDF2.deriveKey(
                from: bytes, salt: salt, using: .sha256, outputByteCount: PasscodeKDF.keyByteCount,
                unsafeUncheckedRounds: iterations)
        } catch {
            throw .derivationFailed
        }
        self.salt = salt
        self.iterations = iterations
    }

    /// Whether this key was derived for these parameters (a client reuses it across resumes).
    public func matches(salt: [UInt8], iterations: Int) -> Bool {
        self.salt == salt && self.iterations == iterations
    }
}

extension PasscodeKey {
    /// The key bytes: the pre-shared key of a private lobby's sealed handshake (and known-answer tests).
    var bytes: [UInt8] { key.withUnsafeBytes { Array($0) } }
    /// The key bytes, for known-answer tests only.
    var bytesForTesting: [UInt8] { bytes }
}
