import Foundation

/// The events a store or a session reports on its `updates` stream, which is made only when someone
/// asks for it. Until then an event is appended to a list that keeps the newest `kept` (what the
/// stream would have buffered for a late reader), not yielded into an `AsyncStream`: a yield goes
/// through the stream's buffer, generic code the compiler cannot specialize for us, ~5,000
/// instructions an event (the cost guard's `tally-client`). The programs observe their stores
/// instead of reading this stream, and a host that does not read its session's pays nothing either.
final class EventOutbox<Event: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let kept: Int
    /// Reported before the stream was asked for: the newest `kept` at least, at most twice that
    /// (the oldest half is dropped at once, so an event costs one move on average).
    private var early: [Event] = []
    private var made: (stream: AsyncStream<Event>, continuation: AsyncStream<Event>.Continuation)?
    private var isFinished = false

    /// An outbox whose stream keeps the newest `kept` events for a slow (or late) reader.
    init(keeping kept: Int) {
        precondition(kept > 0, "an outbox keeps at least one event")
        self.kept = kept
    }

    /// The stream, the same one every time; made at the first call, starting with the newest
    /// `kept` events reported before, and finished at once if ``finish()`` came first.
    var stream: AsyncStream<Event> {
        lock.withLock {
            if let made { return made.stream }
            let made = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(kept))
            for event in early.suffix(kept) { made.continuation.yield(event) }
            early = []
            if isFinished { made.continuation.finish() }
            self.made = made
            return made.stream
        }
    }

    /// Reports `event` (nothing after ``finish()``).
    func yield(_ event: Event) {
        lock.lock()
        defer { lock.unlock() }
        guard !isFinished else { return }
        if let made {
            made.continuation.yield(event)
            return
        }
        early.append(event)
        if early.count >= 2 * kept { early.removeFirst(kept) }
    }

    /// Ends the stream after what it holds.
    func finish() {
        lock.withLock {
            isFinished = true
            made?.continuation.finish()
        }
    }
}
