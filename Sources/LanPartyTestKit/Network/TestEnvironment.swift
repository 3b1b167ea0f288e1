import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Whether the multi-process network tests can and should run here.
///
/// They need root (network namespaces). Outside CI they are skipped when not root; in CI (`CI` set)
/// they run regardless, so that a CI job without root fails loudly instead of skipping silently.
public enum TestEnvironment {
    /// Running as root.
    public static var isRoot: Bool { geteuid() == 0 }

    /// `CI` is set to something other than empty, `0` or `false`.
    public static var isCI: Bool {
        guard let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }

    /// Use with `.enabled(if:)`: true as root, and always in CI.
    public static var shouldRunNetworkTests: Bool { isRoot || isCI }

    /// Why the network tests are skipped (for the trait's comment).
    public static let skipReason =
        "needs root for network namespaces (run `sudo swift test`); in CI (CI=true) these tests fail instead of skipping"

    /// Throws when the network tests cannot run (not root): in CI this turns into a test failure.
    public static func requireNetworkPrivileges() throws {
        guard isRoot else { throw TestNetworkError.notRoot }
    }
}
