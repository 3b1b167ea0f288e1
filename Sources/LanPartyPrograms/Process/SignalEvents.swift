import Dispatch
import Foundation

/// Process signals the programs react to, as an async sequence.
public enum ProcessSignal: Sendable, Equatable {
    /// SIGINT or SIGTERM: shut down gracefully.
    case terminate
    /// SIGTSTP (Ctrl-Z): announce background, then stop.
    case suspend
    /// SIGCONT: we were continued (after Ctrl-Z / SIGSTOP).
    case resume
}

/// Bridges SIGINT, SIGTERM, SIGTSTP and SIGCONT to an async sequence.
public final class SignalEvents: @unchecked Sendable {
    // Safety: `sources` is set once in init and only cancelled in deinit; dispatch sources are thread-safe.
    private let sources: [any DispatchSourceSignal]
    /// The signals as they arrive.
    public let events: AsyncStream<ProcessSignal>

    /// Starts listening; `handleSuspend` makes Ctrl-Z a ``ProcessSignal/suspend`` event instead of an
    /// immediate stop (call ``stopSelf()`` after announcing it).
    public init(handleSuspend: Bool) {
        var signals: [(Int32, ProcessSignal)] = [(SIGINT, .terminate), (SIGTERM, .terminate), (SIGCONT, .resume)]
        if handleSuspend { signals.append((SIGTSTP, .suspend)) }
        let (stream, continuation) = AsyncStream.makeStream(of: ProcessSignal.self)
        events = stream
        sources = signals.map { number, event in
            if number != SIGCONT { signal(number, SIG_IGN) }
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(event) }
            source.resume()
            return source
        }
    }

    /// Stops this process the way Ctrl-Z would; it carries on after SIGCONT (`fg`).
    public static func stopSelf() {
        kill(getpid(), SIGSTOP)
    }

    deinit {
        for source in sources { source.cancel() }
    }
}
