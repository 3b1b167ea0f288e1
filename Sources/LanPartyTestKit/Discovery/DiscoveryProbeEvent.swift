import Connectivity

/// One JSON line printed by the `lanparty-discovery-probe` executable; integration tests decode these.
public struct DiscoveryProbeEvent: Codable, Sendable, Hashable {
    /// A lobby as the probe's browser reported it.
    public struct Lobby: Codable, Sendable, Hashable {
        /// Instance name.
        public var name: String
        /// Advertising host's mDNS name.
        public var hostName: String
        /// TCP port.
        public var port: UInt16
        /// Resolved addresses.
        public var addresses: [String]
        /// Parsed TXT record.
        public var txt: [String: String]
        /// ``LobbyCompatibility/code``.
        public var compatibility: String
        /// Whether the probe's build could join.
        public var joinable: Bool

        /// Captures a discovered lobby.
        public init(_ lobby: DiscoveredLobby) {
            name = lobby.name
            hostName = lobby.hostName
            port = lobby.port
            addresses = lobby.addresses.map(\.host)
            txt = lobby.txt
            compatibility = lobby.compatibility.code
            joinable = lobby.compatibility.isJoinable
        }
    }

    /// `started`, `published`, `renamed`, `interrupted`, `failed`, `appeared`, `changed`,
    /// `disappeared`, `allForNow`, `updated`, `error`, `stopped`.
    public var event: String
    /// CLOCK_MONOTONIC seconds when the probe saw it (comparable across hosts: one kernel).
    public var t: Double
    /// Published name (`published`).
    public var name: String?
    /// Old name (`renamed`).
    public var from: String?
    /// New name (`renamed`).
    public var to: String?
    /// ``DiscoveryError/Code`` raw value (`error`, `failed`, `interrupted`).
    public var code: String?
    /// Human-readable message (`error`, `failed`, `interrupted`).
    public var message: String?
    /// The lobby (`appeared`, `changed`, `disappeared`).
    public var lobby: Lobby?

    /// Creates an event stamped with the current monotonic time.
    public init(_ event: String, name: String? = nil, from: String? = nil, to: String? = nil,
                error: DiscoveryError? = nil, lobby: DiscoveredLobby? = nil) {
        self.event = event
        self.t = MonotonicTime.seconds()
        self.name = name
        self.from = from
        self.to = to
        self.code = error?.code.rawValue
        self.message = error?.description
        self.lobby = lobby.map(Lobby.init)
    }
}
