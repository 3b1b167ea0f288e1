/// Why a sealed connection could not be set up, or was closed (issue 30). Each closes that one
/// connection; the lobby and every other connection carry on.
public enum SealError: Error, Hashable, Sendable {
    /// The peer's first record is not a protocol-3 client preface: an older client (it is answered
    /// with a version-2 `joinRejected` saying so) or something that is not LanParty at all.
    case notSealedClient
    /// The host's first record is not a protocol-3 host preface: an older host, or not LanParty.
    case notSealedHost
    /// A handshake record of the wrong kind, length or content.
    case malformedRecord
    /// The Noise handshake failed, or a sealed record did not open (forged, altered, replayed,
    /// reordered or cut short).
    case noise(NoiseError)
    /// Host side: the first Noise message of a private lobby's handshake did not open, so the client
    /// used another passcode (or none).
    case wrongPasscode
    /// Client side: the host refused the handshake and said why.
    case refused(SealRefusal)
    /// Client side: the lobby is private and no passcode was given.
    case passcodeNeeded
    /// Client side: the passcode cannot be used (empty or too long).
    case invalidPasscode
    /// Client side: the host asks for a work factor or salt outside what this client accepts (too
    /// few iterations would make a recorded handshake cheap to guess offline).
    case unacceptableParameters
    /// Client side: the host preface names another lobby than the one being joined or resumed.
    case wrongLobby
    /// The connection ended in the middle of a record.
    case truncated
    /// Host side: the handshake was not done by the join deadline (5 s from the accept, or from a
    /// WebSocket's upgrade; Docs/Protocol.md §2.1 "Time").
    case timedOut

    /// A stable code for logs, events and scripts.
    public var code: String {
        switch self {
        case .notSealedClient: "notSealedClient"
        case .notSealedHost: "notSealedHost"
        case .malformedRecord: "malformedRecord"
        case .noise(let error): "noise.\(error.code)"
        case .wrongPasscode: "wrongPasscode"
        case .refused(let refusal): "refused.\(refusal.reason.code)"
        case .passcodeNeeded: "passcodeNeeded"
        case .invalidPasscode: "invalidPasscode"
        case .unacceptableParameters: "unacceptableParameters"
        case .wrongLobby: "wrongLobby"
        case .truncated: "truncated"
        case .timedOut: "timedOut"
        }
    }
}

extension SealError: CustomStringConvertible {
    /// Words for people.
    public var description: String {
        switch self {
        case .notSealedClient: "the peer does not speak LanParty protocol 3 (sealed sessions)"
        case .notSealedHost:
            "the host does not speak LanParty protocol 3 (sealed sessions); it may run an older LanParty"
        case .malformedRecord: "a malformed handshake record"
        case .noise(.decryptionFailed): "a sealed record did not authenticate (altered, replayed, reordered or forged)"
        case .noise(let error): "the encrypted handshake failed (\(error.code))"
        case .wrongPasscode: "wrong passcode"
        case .refused(let refusal): refusal.message
        case .passcodeNeeded: "this lobby is private: it needs the passcode"
        case .invalidPasscode: "the passcode cannot be used (1-256 bytes)"
        case .unacceptableParameters: "the host asks for passcode parameters this client does not accept"
        case .wrongLobby: "the host answered for another lobby"
        case .truncated: "the connection ended in the middle of a sealed record"
        case .timedOut: "the sealed handshake did not finish within the join deadline"
        }
    }
}
