import NIOCore

extension Actor {
    /// Runs `operation` isolated to this actor, from code that runs on `loop`, which must be this
    /// actor's executor: a lobby actor's connection callbacks, or a game actor that shares its
    /// lobby's loop (``sharesExecutor(with:)``).
    ///
    /// Does what `assumeIsolated` does, with NIO's check instead of the runtime's: on Linux,
    /// asking the runtime whether a custom executor (an event loop) is the current one costs about
    /// 1 µs, a few times per message; the loop's check compares threads. Off the loop it traps,
    /// as `assumeIsolated` would.
    nonisolated func isolated<T, Failure: Error>(
        onLoop loop: any EventLoop, _ operation: (isolated Self) throws(Failure) -> T
    ) throws(Failure) -> T {
        loop.preconditionInEventLoop()
        typealias Isolated = (isolated Self) throws(Failure) -> T
        typealias Plain = (Self) throws(Failure) -> T
        // The same conversion `assumeIsolated` makes once it has checked the executor: the
        // isolation of a closure is a compile-time property; at run time both are plain functions.
        return try withoutActuallyEscaping(operation) { (escaping: @escaping Isolated) throws(Failure) -> T in
            try unsafeBitCast(escaping, to: Plain.self)(self)
        }
    }
}
