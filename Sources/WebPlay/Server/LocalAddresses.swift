import NIOCore

/// The addresses a browser on the LAN can reach this machine at, for the join links.
public enum LocalAddresses {
    /// The best address to show for a server bound to `bindAddress` (the first of ``lanHosts``).
    public static func displayHost(forBindAddress bindAddress: String) -> String {
        lanHosts(forBindAddress: bindAddress)[0]
    }

    /// Every address to show for a server bound to `bindAddress`, never empty: the address itself
    /// when it is a specific one; else each non-loopback IPv4 address of this machine's interfaces,
    /// in interface order without repeats (a phone on the LAN reaches one of them; IPv6 link-local
    /// addresses need a zone a browser cannot take); else `127.0.0.1`.
    public static func lanHosts(forBindAddress bindAddress: String) -> [String] {
        guard bindAddress == "0.0.0.0" || bindAddress == "::" else { return [bindAddress] }
        let devices = (try? System.enumerateDevices()) ?? []
        var hosts: [String] = []
        for device in devices {
            guard let address = device.address, case .v4 = address, let ip = address.ipAddress,
                !ip.hasPrefix("127."), !hosts.contains(ip)
            else { continue }
            hosts.append(ip)
        }
        return hosts.isEmpty ? ["127.0.0.1"] : hosts
    }
}

/// The links that open the lobby's page: one per address, then the mDNS name when the lobby is
/// published (it survives a DHCP change, but not every phone resolves `.local`, so it comes last).
public enum JoinLinks {
    /// `http://HOST:PORT/` for each host, then `http://MDNS:PORT/` when `mDNSHost` is known.
    public static func urls(port: Int, hosts: [String], mDNSHost: String?) -> [String] {
        var urls = hosts.map { "http://\(bracketed($0)):\(port)/" }
        if let mDNSHost, !mDNSHost.isEmpty {
            let name = mDNSHost.hasSuffix(".") ? String(mDNSHost.dropLast()) : mDNSHost
            urls.append("http://\(name):\(port)/")
        }
        return urls
    }

    /// IPv6 literals go in brackets in a URL.
    private static func bracketed(_ host: String) -> String {
        host.contains(":") ? "[\(host)]" : host
    }
}
