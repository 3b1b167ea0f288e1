import NIOConcurrencyHelpers

/// Every line a process printed, kept so that any number of readers can follow it from any point
/// (an `AsyncStream` alone has a single consumer and forgets what it delivered).
public final class LineLog: Sendable {
    private struct State {
        var lines: [String] = []
        var isFinished = false
        var subscribers: [Int: AsyncStream<String>.Continuation] = [:]
        var nextSubscriber = 0
    }

    private let state = NIOLockedValueBox(State())

    /// Creates an empty log.
    public init() {}

    /// The lines so far.
    public var lines: [String] { state.withLockedValue { $0.lines } }

    /// Appends a line and hands it to every follower.
    func append(_ line: String) {
        let followers = state.withLockedValue { state -> [AsyncStream<String>.Continuation] in
            state.lines.append(line)
            return Array(state.subscribers.values)
        }
        for follower in followers { follower.yield(line) }
    }

    /// Marks the end (the process closed the stream); followers finish.
    func finish() {
        let followers = state.withLockedValue { state -> [AsyncStream<String>.Continuation] in
            state.isFinished = true
            defer { state.subscribers.removeAll() }
            return Array(state.subscribers.values)
        }
        for follower in followers { follower.finish() }
    }

    /// Every line, once the process has closed the stream (or those so far after `timeout`, when
    /// a child it left behind still holds the pipe): a process's exit and the end of its output
    /// are seen by different threads, so `lines` right after the exit may miss the last ones.
    public func allLines(within timeout: Duration = .seconds(5)) async -> [String] {
        let stream = follow()
        _ = try? await withDeadline(timeout, waitingFor: "the end of a process's output") {
            for await _ in stream {}
        }
        return lines
    }

    /// The lines from index `start` on: those already printed, then new ones as they come.
    public func follow(from start: Int = 0) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let id: Int? = state.withLockedValue { state in
            // The backlog is yielded under the lock so that no newly appended line can overtake it.
            for line in state.lines.dropFirst(start) { continuation.yield(line) }
            guard !state.isFinished else { return nil }
            let id = state.nextSubscriber
            state.nextSubscriber += 1
            state.subscribers[id] = continuation
            return id
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLockedValue { _ = $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }
}
