import CAvahi

/// Publishes one lobby through one Avahi client: entry group, collisions, TXT updates, re-publishing
/// after daemon restarts. State is guarded by the poll lock: public entry points take it, Avahi
/// callbacks already hold it.
final class AdvertiserEngine: AvahiClientObserver, @unchecked Sendable {
    /// Renames in a row before giving up (each is a full probe round on the network).
    static let maxRenames = 32

    let connection: AvahiConnection
    private let continuation: AsyncStream<LobbyAdvertiserEvent>.Continuation
    // Guarded by the poll lock:
    private var advertisement: LobbyAdvertisement
    private var txt: [String]
    private var currentName: String
    private var renames = 0
    private var group: OpaquePointer?
    /// Whether the service is added and committed in `group`.
    private var isRegistered = false
    private var isEstablished = false

    init(
        advertisement: LobbyAdvertisement, txt: [String],
        continuation: AsyncStream<LobbyAdvertiserEvent>.Continuation
    ) throws(DiscoveryError) {
        self.connection = try AvahiConnection()
        self.advertisement = advertisement
        self.txt = txt
        self.currentName = advertisement.lobbyName
        self.continuation = continuation
        connection.observer = self
    }

    /// The name under which the lobby is established, if it is.
    var publishedName: String? { connection.poll.withLock { isEstablished ? currentName : nil } }

    /// The daemon's host name (`kitchen.local`), or `nil` while not connected (may be a blocking
    /// D-Bus round trip; call off the cooperative pool).
    var hostName: String? { connection.poll.withLock { connection.hostNameFQDN } }

    /// The advertisement as last set.
    var currentAdvertisement: LobbyAdvertisement { connection.poll.withLock { advertisement } }

    /// Connects and publishes (blocking D-Bus round trips; call off the cooperative pool).
    func start() throws(DiscoveryError) { try connection.open() }

    /// Replaces the advertisement: TXT in place when only TXT changed, else re-registers.
    func update(_ new: LobbyAdvertisement, txt newTXT: [String]) throws(DiscoveryError) {
        try connection.poll.withLock { () throws(DiscoveryError) in
            let old = advertisement
            advertisement = new
            txt = newTXT
            if new.lobbyName != old.lobbyName || new.port != old.port {
                currentName = new.lobbyName
                renames = 0
                guard let group else { return }
                avahi_entry_group_reset(group)
                isRegistered = false
                isEstablished = false
                try register(group)
            } else if let group, isRegistered {
                let list = AvahiStringList.make(newTXT)
                defer { avahi_string_list_free(list) }
                let result = avahi_entry_group_update_service_txt_strlst(
                    group, AvahiIfIndex(AVAHI_IF_UNSPEC), AvahiProtocol(AVAHI_PROTO_UNSPEC), AvahiPublishFlags(0),
                    currentName, LobbyServiceType.name, nil, list)
                guard result >= 0 else { throw DiscoveryError.avahi(result) }
            }
        }
    }

    /// Withdraws the lobby and disconnects. Idempotent; never from the poll thread.
    func shutdown() {
        connection.close {
            if let group { avahi_entry_group_free(group) }  // withdraws (goodbye packets)
            group = nil
            isRegistered = false
            isEstablished = false
            continuation.finish()
        }
    }

    // MARK: - Avahi callbacks (poll thread, lock held)

    func avahiClient(_ client: OpaquePointer, didEnter phase: AvahiServerPhase) {
        switch phase {
        case .running:
            if group == nil {
                let context = Unmanaged.passUnretained(self).toOpaque()
                group = avahi_entry_group_new(
                    client,
                    { group, state, context in
                        guard let group, let context else { return }
                        Unmanaged<AdvertiserEngine>.fromOpaque(context).takeUnretainedValue()
                            .groupStateChanged(group, state)
                    },
                    context)
                guard group != nil else {
                    continuation.yield(.failed(.avahi(avahi_client_errno(client))))
                    return
                }
            }
            if let group, !isRegistered { registerReportingErrors(group) }
        case .registering, .collision:
            // The daemon is (re)naming the host; our records go back in once it is RUNNING again.
            if let group { avahi_entry_group_reset(group) }
            isRegistered = false
            isEstablished = false
        }
    }

    func avahiClientDidDisconnect(_ error: DiscoveryError) {
        group = nil  // freed with the client
        isRegistered = false
        isEstablished = false
        continuation.yield(.interrupted(error))
    }

    private func groupStateChanged(_ changed: OpaquePointer, _ state: AvahiEntryGroupState) {
        switch state {
        case AVAHI_ENTRY_GROUP_ESTABLISHED:
            isEstablished = true
            renames = 0
            continuation.yield(.published(name: currentName))
        case AVAHI_ENTRY_GROUP_COLLISION:
            isEstablished = false
            avahi_entry_group_reset(changed)
            isRegistered = false
            if rename() { registerReportingErrors(changed) }
        case AVAHI_ENTRY_GROUP_FAILURE:
            isEstablished = false
            let client = avahi_entry_group_get_client(changed)
            continuation.yield(.failed(.avahi(client.map(avahi_client_errno) ?? Int32(AVAHI_ERR_FAILURE))))
        default:
            break  // UNCOMMITED, REGISTERING: probing is in progress.
        }
    }

    /// Picks the next alternative name ("Name #2", "Name #3", …); false when out of attempts.
    private func rename() -> Bool {
        renames += 1
        guard renames <= Self.maxRenames else {
            continuation.yield(.failed(DiscoveryError(.tooManyNameCollisions)))
            return false
        }
        guard let alternative = avahi_alternative_service_name(currentName) else { return false }
        defer { avahi_free(alternative) }
        let previous = currentName
        currentName = String(cString: alternative)
        continuation.yield(.renamed(from: previous, to: currentName))
        return true
    }

    private func registerReportingErrors(_ group: OpaquePointer) {
        do throws(DiscoveryError) {
            try register(group)
        } catch {
            continuation.yield(.failed(error))
        }
    }

    /// Adds the service under `currentName` and commits; a local collision (the name is taken on
    /// this host) renames at once.
    private func register(_ group: OpaquePointer) throws(DiscoveryError) {
        let list = AvahiStringList.make(txt)
        defer { avahi_string_list_free(list) }
        while true {
            let result = avahi_entry_group_add_service_strlst(
                group, AvahiIfIndex(AVAHI_IF_UNSPEC), AvahiProtocol(AVAHI_PROTO_UNSPEC), AvahiPublishFlags(0),
                currentName, LobbyServiceType.name, nil, nil, advertisement.port, list)
            if result == Int32(AVAHI_ERR_COLLISION) {
                guard rename() else { throw DiscoveryError(.tooManyNameCollisions) }
                continue
            }
            guard result >= 0 else { throw DiscoveryError.avahi(result) }
            break
        }
        let committed = avahi_entry_group_commit(group)
        guard committed >= 0 else { throw DiscoveryError.avahi(committed) }
        isRegistered = true
    }
}
