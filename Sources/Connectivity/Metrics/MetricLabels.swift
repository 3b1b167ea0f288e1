/// Label values for metrics: every one comes from a closed set (Prometheus keeps one series per
/// value, so a label must never carry a name, an address or anything a peer chooses). A value a
/// newer peer could send (an unknown enumeration case) is folded into `other`.
enum MetricLabels {
    /// The transport of a lobby connection.
    static let tcp = "tcp"
    /// A browser's connection (``EnvelopeLink`` from WebPlay).
    static let webSocket = "websocket"

    /// A refused join's reason, as its wire value when it is one this build knows.
    static func reason(_ reason: JoinRejectionReason) -> String {
        JoinRejectionReason.knownCases.contains(reason) ? reason.wireValue : "other"
    }

    /// A failed seal's code (``SealError/code``), with a refusal of a newer host folded.
    static func sealCode(_ error: SealError) -> String {
        switch error {
        case .refused(let refusal):
            switch refusal.reason {
            case .wrongPasscode, .tooManyAttempts: error.code
            case .unknown: "refused.other"
            }
        case .notSealedClient, .notSealedHost, .malformedRecord, .noise, .wrongPasscode, .passcodeNeeded,
            .invalidPasscode, .unacceptableParameters, .wrongLobby, .truncated, .timedOut:
            error.code
        }
    }

    /// A member's connection state.
    static func state(_ state: MemberConnectionState) -> String {
        switch state {
        case .connected: "connected"
        case .background: "background"
        case .disconnected: "away"
        case .unknown: "other"
        }
    }
}
