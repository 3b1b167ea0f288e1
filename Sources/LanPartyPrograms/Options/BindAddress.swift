#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--bind`: which addresses are literals, and which only this machine can reach.
enum BindAddress {
    /// Whether `text` is an IPv4 (`192.168.1.20`) or IPv6 (`::1`) literal; host names are not
    /// accepted (a name may resolve to several addresses, or to none that is this machine's).
    static func isLiteral(_ text: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
    }

    /// Loopback (`127.0.0.0/8`, `::1`): nobody else on the LAN can connect, so publishing the lobby
    /// would only list a lobby others cannot join.
    static func isLoopback(_ text: String) -> Bool {
        text.hasPrefix("127.") || text == "::1"
    }
}
