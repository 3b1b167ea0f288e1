import GameCore

/// A lobby found on the network, as a browser reports it.
public struct DiscoveredLobby: Hashable, Sendable, Identifiable {
    /// A lobby's identity on the network: its DNS-SD instance name within a domain.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The instance name, e.g. "Friday Night" or "Friday Night #2".
        public var name: String
        /// The DNS-SD domain, normally `local`.
        public var domain: String

        /// Creates an identity.
        public init(name: String, domain: String) {
            self.name = name
            self.domain = domain
        }

        /// `name` (and the domain when it is not `local`).
        public var description: String { domain == "local" ? name : "\(name) (\(domain))" }
    }

    /// Name and domain.
    public var id: ID
    /// The advertising host's mDNS name, e.g. `h1.local`.
    public var hostName: String
    /// The TCP port to connect to.
    public var port: UInt16
    /// Every address the lobby was resolved to, over all interfaces and protocols, sorted.
    public var addresses: [LobbyAddress]
    /// The TXT record as parsed key/value pairs (keys lowercased), including keys this build ignores.
    public var txt: [String: String]
    /// The decoded advertisement, or `nil` when the TXT record is not one this build can read.
    public var advertisement: LobbyAdvertisement?
    /// Whether this build can join, and if not, why.
    public var compatibility: LobbyCompatibility

    /// The instance name.
    public var name: String { id.name }

    /// Creates a discovered lobby (browsers build these; tests and embedders may too).
    public init(
        id: ID, hostName: String, port: UInt16, addresses: [LobbyAddress], txt: [String: String],
        advertisement: LobbyAdvertisement?, compatibility: LobbyCompatibility
    ) {
        self.id = id
        self.hostName = hostName
        self.port = port
        self.addresses = addresses
        self.txt = txt
        self.advertisement = advertisement
        self.compatibility = compatibility
    }
}

/// One resolved address of a lobby.
public struct LobbyAddress: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Numeric host: `169.254.1.1`, or `fe80::1%lan0` for IPv6 link-local (scope included).
    public var host: String
    /// Whether `host` is IPv6.
    public var isIPv6: Bool
    /// The interface index the address was seen on.
    public var interfaceIndex: Int32

    /// Creates an address.
    public init(host: String, isIPv6: Bool, interfaceIndex: Int32) {
        self.host = host
        self.isIPv6 = isIPv6
        self.interfaceIndex = interfaceIndex
    }

    /// IPv4 first, then by text, then by interface.
    public static func < (lhs: LobbyAddress, rhs: LobbyAddress) -> Bool {
        (lhs.isIPv6 ? 1 : 0, lhs.host, lhs.interfaceIndex) < (rhs.isIPv6 ? 1 : 0, rhs.host, rhs.interfaceIndex)
    }

    /// The numeric host.
    public var description: String { host }
}
