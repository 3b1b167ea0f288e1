/// Why discovery (publishing or browsing lobbies through Avahi) is not available or failed.
///
/// The description tells people what to do: start Avahi, or skip discovery with
/// `lanjoin --connect HOST:PORT` / `lanhost --no-discovery`.
public struct DiscoveryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: String, Hashable, Sendable {
        /// The system D-Bus, through which Avahi is reached, is not reachable.
        case systemBusUnavailable
        /// D-Bus is up but the Avahi daemon is not running.
        case daemonNotRunning
        /// The connection to the daemon was lost (daemon stopped or restarted); recovery is automatic.
        case daemonDisconnected
        /// The advertisement is not valid (see ``DiscoveryError/txtError``).
        case invalidAdvertisement
        /// Avahi reported an error (see ``DiscoveryError/avahiErrorCode``).
        case avahiFailure
        /// The lobby name collided too many times in a row to find a free alternative.
        case tooManyNameCollisions
        /// `start()` was called twice, or a call came after `stop()`.
        case invalidLifecycle
    }

    /// What went wrong.
    public var code: Code
    /// The `AVAHI_ERR_*` code, when Avahi reported one.
    public var avahiErrorCode: Int32?
    /// Avahi's own explanation of ``avahiErrorCode``, if any.
    public var avahiMessage: String?
    /// The validation failure behind ``Code/invalidAdvertisement``.
    public var txtError: LobbyTXTError?

    /// Creates an error.
    public init(
        _ code: Code, avahiErrorCode: Int32? = nil, avahiMessage: String? = nil, txtError: LobbyTXTError? = nil
    ) {
        self.code = code
        self.avahiErrorCode = avahiErrorCode
        self.avahiMessage = avahiMessage
        self.txtError = txtError
    }

    /// What people can do instead of discovery.
    public static let alternatives =
        "or skip discovery: join with `lanjoin --connect HOST:PORT`, host with `lanhost --no-discovery`."

    /// A sentence for people, with the way out.
    public var description: String {
        let cause = avahiMessage.map { " (Avahi: \($0))" } ?? ""
        switch code {
        case .systemBusUnavailable:
            return "Cannot reach the system D-Bus, which Avahi needs\(cause). Start it and Avahi with "
                + "`sudo systemctl start dbus avahi-daemon`, \(Self.alternatives)"
        case .daemonNotRunning:
            return "The Avahi daemon is not running, so lobbies cannot be published or found. "
                + "Start it with `sudo systemctl start avahi-daemon`, \(Self.alternatives)"
        case .daemonDisconnected:
            return "Lost the connection to the Avahi daemon\(cause); reconnecting when it is back."
        case .invalidAdvertisement:
            return "Invalid lobby advertisement: \(txtError.map(String.init(describing:)) ?? "unknown reason")."
        case .avahiFailure:
            return "Avahi failed\(cause)."
        case .tooManyNameCollisions:
            return "Could not find a free lobby name after repeated collisions; choose another name."
        case .invalidLifecycle:
            return "Discovery service used out of order (started twice, or used after stop)."
        }
    }
}
