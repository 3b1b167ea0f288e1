import Foundation
import LanPartyPrograms

/// Records the events a program emits and lets a test wait for one.
final class EventRecorder: @unchecked Sendable {
    // Safety: every stored property is guarded by `lock`.
    private let lock = NSLock()
    private var events: [CLIEvent] = []
    private var waiters: [(id: UUID, matches: @Sendable (CLIEvent) -> Bool, continuation: CheckedContinuation<CLIEvent?, Never>)] = []

    /// A sink that records here and prints nothing.
    var sink: EventSink { EventSink(capturing: { [weak self] in self?.record($0) }) }

    /// Everything recorded so far.
    var all: [CLIEvent] { lock.withLock { events } }

    /// Recorded events with this name.
    func named(_ name: String) -> [CLIEvent] { all.filter { $0.name == name } }

    /// The first event (already recorded or still to come) that matches, or `nil` after `seconds`.
    func first(within seconds: Double = 20, where matches: @escaping @Sendable (CLIEvent) -> Bool) async -> CLIEvent? {
        let id = UUID()
        let timeout = Task { [weak self] in
            try? await Task.sleep(for: .seconds(seconds))
            self?.expire(id)
        }
        defer { timeout.cancel() }
        return await withCheckedContinuation { continuation in
            lock.withLock {
                if let found = events.first(where: matches) {
                    continuation.resume(returning: found)
                } else {
                    waiters.append((id, matches, continuation))
                }
            }
        }
    }

    /// The first event named `name`.
    func first(_ name: String, within seconds: Double = 20) async -> CLIEvent? {
        await first(within: seconds) { $0.name == name }
    }

    private func record(_ event: CLIEvent) {
        let ready = lock.withLock { () -> [CheckedContinuation<CLIEvent?, Never>] in
            events.append(event)
            let matching = waiters.filter { $0.matches(event) }
            waiters.removeAll { waiter in matching.contains { $0.id == waiter.id } }
            return matching.map(\.continuation)
        }
        for continuation in ready { continuation.resume(returning: event) }
    }

    private func expire(_ id: UUID) {
        let expired = lock.withLock { () -> CheckedContinuation<CLIEvent?, Never>? in
            guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
            return waiters.remove(at: index).continuation
        }
        expired?.resume(returning: nil)
    }
}
