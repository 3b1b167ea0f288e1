import CAvahi

/// One Avahi threaded poll: an event-loop thread plus the lock that guards every Avahi object
/// created on it. Avahi calls made outside a callback must hold the lock (``withLock(_:)``);
/// callbacks already run on the loop thread with the lock held.
final class AvahiPollThread: @unchecked Sendable {
    /// The `AvahiThreadedPoll*`.
    private let handle: OpaquePointer
    /// The poll vtable Avahi clients and timers are created with.
    let api: UnsafePointer<AvahiPoll>
    /// Only touched by `start`/`stop`, which the owner serializes.
    private var isRunning = false

    /// Allocates the loop; the thread starts with ``start()``.
    init() throws(DiscoveryError) {
        guard let handle = avahi_threaded_poll_new(), let api = avahi_threaded_poll_get(handle) else {
            throw DiscoveryError.avahi(Int32(AVAHI_ERR_NO_MEMORY))
        }
        self.handle = handle
        self.api = api
    }

    /// Starts the loop thread.
    func start() throws(DiscoveryError) {
        guard !isRunning else { return }
        let result = avahi_threaded_poll_start(handle)
        guard result >= 0 else { throw DiscoveryError.avahi(result) }
        isRunning = true
    }

    /// Runs `body` holding the loop's lock. Never call from inside an Avahi callback (the lock is
    /// already held there and is not recursive).
    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        avahi_threaded_poll_lock(handle)
        defer { avahi_threaded_poll_unlock(handle) }
        return try body()
    }

    /// Stops and joins the loop thread. Never call from the loop thread itself.
    func stop() {
        guard isRunning else { return }
        avahi_threaded_poll_stop(handle)
        isRunning = false
    }

    deinit {
        stop()
        avahi_threaded_poll_free(handle)
    }
}

extension DiscoveryError {
    /// An error for an `AVAHI_ERR_*` code, with Avahi's message.
    static func avahi(_ avahiCode: Int32, as code: Code = .avahiFailure) -> DiscoveryError {
        let message = avahi_strerror(avahiCode).map { String(cString: $0) }
        return DiscoveryError(code, avahiErrorCode: avahiCode, avahiMessage: message)
    }
}
