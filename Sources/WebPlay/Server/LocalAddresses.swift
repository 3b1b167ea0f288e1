import NIOCore

/// The addresses a browser on the LAN can reach this machine at, for the join link.
public enum LocalAddresses {
    /// The best address to show for a server bound to `bindAddress`: the address itself when it is
    /// a specific one, else the first non-loopback IPv4 address of an interface that is up, else
    /// `127.0.0.1`.
    public static func displayHost(forBindAddress bindAddress: String) -> String {
        guard bindAddress == "0.0.0.0" || bindAddress == "::" else { return bindAddress }
        let devices = (try? System.enumerateDevices()) ?? []
        for device in devices {
            guard let address = device.address, case .v4 = address, let ip = address.ipAddress,
                !ip.hasPrefix("127.")
            else { continue }
            return ip
        }
        return "127.0.0.1"
    }
}
