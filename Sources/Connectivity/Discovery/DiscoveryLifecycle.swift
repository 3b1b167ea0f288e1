import Dispatch
import NIOConcurrencyHelpers

/// Start/stop bookkeeping shared by the advertiser and the browser, plus the way their blocking
/// Avahi calls (synchronous D-Bus round trips) are kept off Swift's cooperative thread pool.
final class DiscoveryLifecycle: Sendable {
    private enum Phase {
        case idle
        case running
        case stopped
    }

    private let phase = NIOLockedValueBox(Phase.idle)
    private let queue: DispatchQueue

    /// Creates the bookkeeping; `label` names the dispatch queue blocking calls run on.
    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    /// Marks the service started; a second start or a start after stop is an error.
    func beginStart() throws(DiscoveryError) {
        let started = phase.withLockedValue { phase in
            switch phase {
            case .idle:
                phase = .running
                return true
            case .running, .stopped:
                return false
            }
        }
        guard started else { throw DiscoveryError(.invalidLifecycle) }
    }

    /// Marks the service stopped; returns false if it already was.
    func beginStop() -> Bool {
        phase.withLockedValue { phase in
            switch phase {
            case .idle, .running:
                phase = .stopped
                return true
            case .stopped:
                return false
            }
        }
    }

    /// Runs a blocking Avahi call on the service's own serial queue and awaits its result.
    func blocking<Value: Sendable>(_ body: @escaping @Sendable () throws(DiscoveryError) -> Value)
        async throws(DiscoveryError) -> Value
    {
        let result: Result<Value, DiscoveryError> = await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: Result { () throws(DiscoveryError) -> Value in try body() })
            }
        }
        return try result.get()
    }
}
