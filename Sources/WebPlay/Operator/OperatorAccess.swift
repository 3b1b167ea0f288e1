import Foundation

/// Who may read the operator's paths (Docs/Protocol.md §9): `/metrics` and `/host` are not for
/// players. A peer on this machine (a loopback source address) always may; `/metrics` is also
/// answered on the address `--metrics-bind` names, and `/host` to whoever shows the host token.
public enum OperatorAccess {
    /// Whether `/metrics` is answered to `peer` (its source address) on a request that arrived at
    /// the server's `local` address. `metricsBind` offers it there too: `0.0.0.0` or `::` on every
    /// address, else on requests to that one address (a LAN's Prometheus scraping
    /// `http://ADDRESS:PORT/metrics`).
    public static func allowsMetrics(peer: String?, local: String?, metricsBind: String?) -> Bool {
        if let peer, isLoopback(peer) { return true }
        guard let metricsBind else { return false }
        if metricsBind == "0.0.0.0" || metricsBind == "::" { return true }
        guard let local else { return false }
        return normalized(local) == normalized(metricsBind)
    }

    /// Whether `/host` and `/host.json` are answered: to a loopback peer, or with the host token.
    public static func allowsHostPage(peer: String?, token: String?, hostToken: String) -> Bool {
        if let peer, isLoopback(peer) { return true }
        guard let token, !hostToken.isEmpty else { return false }
        return constantTimeEqual(Array(token.utf8), Array(hostToken.utf8))
    }

    /// A source address on this machine: 127.0.0.0/8, `::1`, or IPv4 loopback mapped into IPv6.
    /// (127.0.0.2 is loopback too: only this machine can send from it.)
    public static func isLoopback(_ address: String) -> Bool {
        let address = normalized(address)
        if address == "::1" { return true }
        let v4 = address.hasPrefix("::ffff:") ? String(address.dropFirst(7)) : address
        let parts = v4.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// A new host token: 128 random bits as 32 hex digits.
    public static func makeHostToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    private static func normalized(_ address: String) -> String {
        address.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    }

    /// Compares without stopping at the first difference, so the time taken says nothing of how
    /// much of a guess was right.
    private static func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for index in lhs.indices { difference |= lhs[index] ^ rhs[index] }
        return difference == 0
    }
}
