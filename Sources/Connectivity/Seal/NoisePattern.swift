/// The Noise handshake patterns LanParty uses (noiseprotocol.org rev. 34, §7.4 and §9): all with
/// X25519, ChaChaPoly and SHA-256.
public enum NoisePattern: String, Sendable, CaseIterable {
    /// Two ephemeral keys, no authentication: a public lobby.
    case nn = "NN"
    /// NN with a pre-shared key mixed in before the first message: a private lobby (the key comes
    /// from the passcode).
    case nnPsk0 = "NNpsk0"
    /// NN with a pre-shared key mixed in at the end of the second message.
    case nnPsk2 = "NNpsk2"

    /// One step of a message pattern.
    enum Token: Sendable {
        /// The sender's ephemeral public key.
        case e
        /// DH between both ephemeral keys.
        case ee
        /// The pre-shared key.
        case psk
    }

    /// The messages, initiator first, each as its tokens.
    var messages: [[Token]] {
        switch self {
        case .nn: [[.e], [.e, .ee]]
        case .nnPsk0: [[.psk, .e], [.e, .ee]]
        case .nnPsk2: [[.e], [.e, .ee, .psk]]
        }
    }

    /// Whether the pattern takes a pre-shared key (then `e` also goes through MixKey).
    public var usesPreSharedKey: Bool {
        switch self {
        case .nn: false
        case .nnPsk0, .nnPsk2: true
        }
    }

    /// The full protocol name, e.g. `Noise_NN_25519_ChaChaPoly_SHA256`.
    public var protocolName: String { "Noise_\(rawValue)_25519_ChaChaPoly_SHA256" }
}

extension NoisePattern {
    /// How many handshake messages the pattern has.
    public var messagesCount: Int { messages.count }
}
