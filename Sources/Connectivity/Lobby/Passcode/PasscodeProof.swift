import Crypto
import Foundation

/// The proof of knowledge of the passcode: HMAC-SHA256 keyed by ``PasscodeKey`` over
///
///     "lanparty-v1" (11 ASCII bytes) || lobby id (16 bytes, RFC 4122 order)
///       || host nonce (32 bytes) || client nonce (32 bytes)
///
/// 91 bytes in all, no separators (every part has a fixed length). Both nonces are fresh per
/// connection, so a proof captured on one connection is worthless on the next.
public enum PasscodeProof {
    /// The exact bytes that are authenticated.
    public static func message(lobbyID: UUID, hostNonce: [UInt8], clientNonce: [UInt8]) -> [UInt8] {
        var bytes = PasscodeKDF.label
        withUnsafeBytes(of: lobbyID.uuid) { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: hostNonce)
        bytes.append(contentsOf: clientNonce)
        return bytes
    }

    /// Computes the proof (client side).
    public static func compute(
        key: PasscodeKey, lobbyID: UUID, hostNonce: [UInt8], clientNonce: [UInt8]
    ) -> [UInt8] {
        let code = HMAC<SHA256>.authenticationCode(
            for: message(lobbyID: lobbyID, hostNonce: hostNonce, clientNonce: clientNonce), using: key.key)
        return Array(code)
    }

    /// Checks a proof in constant time (host side).
    public static func isValid(
        _ proof: [UInt8], key: PasscodeKey, lobbyID: UUID, hostNonce: [UInt8], clientNonce: [UInt8]
    ) -> Bool {
        HMAC<SHA256>.isValidAuthenticationCode(
            proof, authenticating: message(lobbyID: lobbyID, hostNonce: hostNonce, clientNonce: clientNonce),
            using: key.key)
    }
}
