import Foundation

/// A value guarded by an `NSLock`: the record's writer state, shared between the game's executor and
/// the writer thread. (A pthread mutex rather than `Synchronization.Mutex`, whose futex ThreadSanitizer
/// cannot see: our CI runs the tests under it.)
final class LockedState<Value>: @unchecked Sendable {
    // Safety: `value` is only touched with `lock` held.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, under the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
