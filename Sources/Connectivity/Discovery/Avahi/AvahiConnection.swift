import CAvahi

/// The daemon's state while the client is connected.
enum AvahiServerPhase: Sendable {
    /// The daemon is (re)registering its host name; services must wait.
    case registering
    /// Ready: services can be published.
    case running
    /// The daemon's host name collided; services must wait.
    case collision
}

/// Told about the client's life. Called on the poll thread with the lock held.
protocol AvahiClientObserver: AnyObject {
    /// The client is connected and the daemon is in `phase`: (re)create browsers and entry groups.
    func avahiClient(_ client: OpaquePointer, didEnter phase: AvahiServerPhase)
    /// The client is gone: every Avahi object made on it is invalid (it will be freed with the client)
    /// and must be forgotten without being freed.
    func avahiClientDidDisconnect(_ error: DiscoveryError)
}

/// Keeps one Avahi client connected to the daemon across daemon and D-Bus restarts.
///
/// Start-up is strict: ``open()`` creates the client with `AVAHI_CLIENT_NO_FAIL`, which pings the
/// daemon synchronously. If the client comes back in CONNECTING, the daemon is not there, and
/// ``open()`` says so at once with a typed error (no waiting, no timer). After a successful start,
/// a lost daemon is waited for: the dead client is freed from a timer (never inside its own
/// callback) and a new NO_FAIL client sits in CONNECTING until the daemon is back; the observer
/// then re-publishes and re-browses. A lost D-Bus is retried every second.
final class AvahiConnection: @unchecked Sendable {
    /// How long to wait between attempts when even D-Bus is unreachable.
    static let busRetryMilliseconds: UInt32 = 1_000

    let poll: AvahiPollThread
    /// Notified of client life; weak because the observer owns this connection.
    weak var observer: (any AvahiClientObserver)?
    // Guarded by the poll lock:
    private var client: OpaquePointer?
    private var reconnectTimer: OpaquePointer?
    private var isClosed = false

    /// Creates the connection and its (not yet started) poll thread.
    init() throws(DiscoveryError) {
        poll = try AvahiPollThread()
    }

    /// Starts the poll thread and connects; throws at once when D-Bus or the daemon is unreachable.
    func open() throws(DiscoveryError) {
        try poll.start()
        try poll.withLock { () throws(DiscoveryError) in
            var avahiError: Int32 = 0
            guard let newClient = makeClient(&avahiError) else {
                if avahiError == Int32(AVAHI_ERR_VERSION_MISMATCH) { throw DiscoveryError.avahi(avahiError) }
                throw DiscoveryError.avahi(avahiError, as: .systemBusUnavailable)
            }
            guard avahi_client_get_state(newClient) != AVAHI_CLIENT_CONNECTING else {
                avahi_client_free(newClient)
                throw DiscoveryError.avahi(Int32(AVAHI_ERR_NO_DAEMON), as: .daemonNotRunning)
            }
            client = newClient
        }
    }

    /// The daemon's fully qualified host name (`kitchen.local`, or `kitchen-2.local` after a
    /// collision), or `nil` while not connected. Poll lock held; may be a D-Bus round trip.
    var hostNameFQDN: String? {
        guard let client, let name = avahi_client_get_host_name_fqdn(client) else { return nil }
        return String(cString: name)
    }

    /// Frees the client (and every object on it) and stops the poll thread. Idempotent.
    /// Call without the lock, never from the poll thread; `beforeFree` runs with the lock held.
    func close(beforeFree: () -> Void) {
        poll.withLock {
            guard !isClosed else { return }
            isClosed = true
            beforeFree()
            if let reconnectTimer { lanparty_timeout_free(poll.api, reconnectTimer) }
            reconnectTimer = nil
            if let client { avahi_client_free(client) }
            client = nil
        }
        poll.stop()
    }

    private func makeClient(_ avahiError: inout Int32) -> OpaquePointer? {
        let context = Unmanaged.passUnretained(self).toOpaque()
        return avahi_client_new(
            poll.api, AVAHI_CLIENT_NO_FAIL,
            { client, state, context in
                guard let client, let context else { return }
                Unmanaged<AvahiConnection>.fromOpaque(context).takeUnretainedValue()
                    .clientStateChanged(client, state)
            },
            context, &avahiError)
    }

    /// Poll thread, lock held. May run inside `avahi_client_new`, before `client` is assigned.
    private func clientStateChanged(_ changed: OpaquePointer, _ state: AvahiClientState) {
        guard !isClosed else { return }
        switch state {
        case AVAHI_CLIENT_S_RUNNING: observer?.avahiClient(changed, didEnter: .running)
        case AVAHI_CLIENT_S_REGISTERING: observer?.avahiClient(changed, didEnter: .registering)
        case AVAHI_CLIENT_S_COLLISION: observer?.avahiClient(changed, didEnter: .collision)
        case AVAHI_CLIENT_FAILURE:
            let error = DiscoveryError.avahi(avahi_client_errno(changed), as: .daemonDisconnected)
            observer?.avahiClientDidDisconnect(error)
            // Freeing the client inside its own callback is unsafe; do it from the loop.
            scheduleReconnect(afterMilliseconds: 0)
        default:
            break  // CONNECTING: waiting for the daemon to appear; nothing to do yet.
        }
    }

    /// Poll thread, lock held. One timer, re-armed as needed (a fired timer is disarmed).
    private func scheduleReconnect(afterMilliseconds delay: UInt32) {
        if let reconnectTimer {
            lanparty_timeout_rearm(poll.api, reconnectTimer, delay)
            return
        }
        let context = Unmanaged.passUnretained(self).toOpaque()
        reconnectTimer = lanparty_timeout_new(
            poll.api, delay,
            { _, context in
                guard let context else { return }
                Unmanaged<AvahiConnection>.fromOpaque(context).takeUnretainedValue().reconnect()
            },
            context)
    }

    /// Poll thread, lock held (timer callback).
    private func reconnect() {
        guard !isClosed else { return }
        if let client { avahi_client_free(client) }
        client = nil
        var avahiError: Int32 = 0
        if let newClient = makeClient(&avahiError) {
            client = newClient
        } else {
            scheduleReconnect(afterMilliseconds: Self.busRetryMilliseconds)
        }
    }
}
