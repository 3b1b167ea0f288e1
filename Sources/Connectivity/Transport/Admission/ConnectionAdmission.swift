import NIOConcurrencyHelpers
import NIOCore

/// The ``AcceptBudget`` of one host process, shared by its listeners (the lobby's TCP port and the
/// web page's): every accepted connection asks it first, from any event loop.
public final class ConnectionAdmission: Sendable {
    private struct State {
        var budget: AcceptBudget
        var refused = 0
    }

    private let state: NIOLockedValueBox<State>

    /// A fresh budget under `allowance`.
    public init(allowance: AcceptBudget.Allowance = .standard) {
        state = NIOLockedValueBox(State(budget: AcceptBudget(allowance: allowance, now: .now())))
    }

    /// Whether to keep a connection just accepted from `address` (`nil` when unknown).
    public func admit(_ address: String?, now: NIODeadline = .now()) -> Bool {
        state.withLockedValue { state in
            switch state.budget.admit(address, now: now) {
            case .accept:
                return true
            case .refuseAddress, .refuseInAll:
                state.refused += 1
                return false
            }
        }
    }

    /// Connections closed at once so far because a budget was spent.
    public var refusedCount: Int { state.withLockedValue { $0.refused } }
}
