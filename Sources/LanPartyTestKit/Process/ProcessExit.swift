/// How a process ended.
public enum ProcessExit: Hashable, Sendable, CustomStringConvertible {
    /// It called exit with this status.
    case exited(Int32)
    /// A signal killed it.
    case signaled(Int32)

    /// `exit 0` / `signal 9`.
    public var description: String {
        switch self {
        case .exited(let status): "exit \(status)"
        case .signaled(let signal): "signal \(signal)"
        }
    }
}

/// A wait in a test that ran out of time.
public struct DeadlineExceeded: Error, CustomStringConvertible {
    /// What was being waited for.
    public var what: String
    /// How long.
    public var timeout: Duration

    /// Creates the error.
    public init(what: String, timeout: Duration) {
        self.what = what
        self.timeout = timeout
    }

    /// A sentence for the test log.
    public var description: String { "timed out after \(timeout) waiting for \(what)" }
}

/// Runs `body`, failing with ``DeadlineExceeded`` if it takes longer than `timeout`; `body` is
/// cancelled then (waiting on an `AsyncStream` ends on cancellation).
public func withDeadline<Value: Sendable>(
    _ timeout: Duration, waitingFor what: String, _ body: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    try await withThrowingTaskGroup(of: Value.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: timeout)
            throw DeadlineExceeded(what: what, timeout: timeout)
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw DeadlineExceeded(what: what, timeout: timeout) }
        return first
    }
}
