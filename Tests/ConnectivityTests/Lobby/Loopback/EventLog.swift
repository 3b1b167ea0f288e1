import Foundation

/// Collects a stream's elements and lets a test wait for one with a deadline (no fixed sleeps).
actor EventLog<Event: Sendable> {
    private struct Waiter {
        let id: Int
        let predicate: @Sendable (Event) -> Bool
        let continuation: CheckedContinuation<Event?, Never>
    }

    private(set) var events: [Event] = []
    private(set) var finished = false
    private var waiters: [Waiter] = []
    private var nextWaiter = 0

    /// Starts collecting `stream`.
    static func collecting(_ stream: AsyncStream<Event>) -> EventLog<Event> {
        let log = EventLog<Event>()
        Task {
            for await event in stream { await log.append(event) }
            await log.finish()
        }
        return log
    }

    /// The first event (already seen or still to come) matching `predicate`, or `nil` after `timeout`.
    func first(within timeout: Duration = .seconds(10), where predicate: @escaping @Sendable (Event) -> Bool) async -> Event? {
        if let event = events.first(where: predicate) { return event }
        if finished { return nil }
        nextWaiter += 1
        let id = nextWaiter
        return await withCheckedContinuation { continuation in
            waiters.append(Waiter(id: id, predicate: predicate, continuation: continuation))
            Task {
                try? await Task.sleep(for: timeout)
                self.expire(id)
            }
        }
    }

    private func append(_ event: Event) {
        events.append(event)
        let (matched, waiting) = waiters.reduce(into: ([Waiter](), [Waiter]())) { result, waiter in
            if waiter.predicate(event) { result.0.append(waiter) } else { result.1.append(waiter) }
        }
        waiters = waiting
        for waiter in matched { waiter.continuation.resume(returning: event) }
    }

    private func finish() {
        finished = true
        for waiter in waiters { waiter.continuation.resume(returning: nil) }
        waiters.removeAll()
    }

    private func expire(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(returning: nil)
    }
}
