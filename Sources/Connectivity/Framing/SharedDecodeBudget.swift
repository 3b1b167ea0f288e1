import NIOConcurrencyHelpers
import NIOCore

/// A ``DecodeBudget`` shared by many connections (on any thread): what every connection that has
/// not joined may have the process decode, together.
public final class SharedDecodeBudget: Sendable {
    private let budget: NIOLockedValueBox<DecodeBudget>

    /// A full bucket.
    public init(allowance: DecodeBudget.Allowance, now: NIODeadline = .now()) {
        budget = NIOLockedValueBox(DecodeBudget(allowance: allowance, now: now))
    }

    /// The process's budget for connections that have not joined a lobby.
    public static let joinRequests = SharedDecodeBudget(allowance: .allJoinRequests)

    /// See ``DecodeBudget/spend(_:now:)``.
    public func spend(_ bytes: Int, now: NIODeadline) -> DecodeBudget.Decision {
        budget.withLockedValue { $0.spend(bytes, now: now) }
    }
}
