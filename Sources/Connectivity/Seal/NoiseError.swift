/// Why a Noise handshake or a sealed frame failed (issue 30). Every case closes that connection only.
public enum NoiseError: Error, Hashable, Sendable {
    /// A handshake message was shorter than its tokens need, or longer than a Noise message may be.
    case malformedMessage
    /// A handshake message or a sealed frame did not authenticate: forged, altered, replayed,
    /// reordered or cut short — or, in a private lobby, sealed with another passcode's key.
    case decryptionFailed
    /// A message arrived out of turn (the handshake's order is fixed), or after the handshake ended.
    case outOfTurn
    /// The peer's public key is not a valid X25519 key (or gives an all-zero shared secret).
    case invalidKey
    /// The counter of frames under one key reached its limit: the connection must end.
    case nonceExhausted

    /// A stable code for logs and scripts.
    public var code: String {
        switch self {
        case .malformedMessage: "malformedMessage"
        case .decryptionFailed: "decryptionFailed"
        case .outOfTurn: "outOfTurn"
        case .invalidKey: "invalidKey"
        case .nonceExhausted: "nonceExhausted"
        }
    }
}
