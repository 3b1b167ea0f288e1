import CAvahi
import GameCore

#if canImport(Glibc)
    import Glibc
#endif

/// Browses `_lanparty._tcp` through one Avahi client: one service browser, one long-lived resolver per
/// (instance, interface, protocol) — kept open so that TXT changes are reported — and a
/// ``LobbyDirectory`` turning it all into events. State is guarded by the poll lock.
final class BrowserEngine: AvahiClientObserver, @unchecked Sendable {
    private struct ResolverKey: Hashable {
        var id: DiscoveredLobby.ID
        var path: ServicePath
    }

    let connection: AvahiConnection
    private let continuation: AsyncStream<LobbyBrowserEvent>.Continuation
    // Guarded by the poll lock:
    private var directory: LobbyDirectory
    private var browser: OpaquePointer?
    private var resolvers: [ResolverKey: OpaquePointer] = [:]
    private var resolverKeys: [OpaquePointer: ResolverKey] = [:]

    init(supportedGames: [GameVersionInfo], continuation: AsyncStream<LobbyBrowserEvent>.Continuation)
        throws(DiscoveryError)
    {
        self.connection = try AvahiConnection()
        self.directory = LobbyDirectory(supportedGames: supportedGames)
        self.continuation = continuation
        connection.observer = self
    }

    /// The lobbies known now.
    var lobbies: [DiscoveredLobby] { connection.poll.withLock { directory.lobbies } }

    /// Connects and starts browsing (blocking D-Bus round trips; call off the cooperative pool).
    func start() throws(DiscoveryError) { try connection.open() }

    /// Stops browsing and disconnects. Idempotent; never from the poll thread.
    func shutdown() {
        connection.close {
            for resolver in resolvers.values { avahi_service_resolver_free(resolver) }
            resolvers.removeAll()
            resolverKeys.removeAll()
            if let browser { avahi_service_browser_free(browser) }
            browser = nil
            continuation.finish()
        }
    }

    // MARK: - Avahi callbacks (poll thread, lock held)

    func avahiClient(_ client: OpaquePointer, didEnter phase: AvahiServerPhase) {
        guard browser == nil else { return }  // browsing works in every connected phase
        let context = Unmanaged.passUnretained(self).toOpaque()
        browser = avahi_service_browser_new(
            client, AvahiIfIndex(AVAHI_IF_UNSPEC), AvahiProtocol(AVAHI_PROTO_UNSPEC), LobbyServiceType.name, nil,
            AvahiLookupFlags(0),
            { browser, interface, ipProtocol, event, name, _, domain, _, context in
                guard let browser, let context else { return }
                Unmanaged<BrowserEngine>.fromOpaque(context).takeUnretainedValue().browserEvent(
                    browser, ServicePath(interface: interface, ipProtocol: ipProtocol), event,
                    name.map { String(cString: $0) }, domain.map { String(cString: $0) })
            },
            context)
        if browser == nil { continuation.yield(.failed(.avahi(avahi_client_errno(client)))) }
    }

    func avahiClientDidDisconnect(_ error: DiscoveryError) {
        browser = nil  // freed with the client, like the resolvers
        resolvers.removeAll()
        resolverKeys.removeAll()
        for event in directory.removeAll() { continuation.yield(event) }
        continuation.yield(.interrupted(error))
    }

    private func browserEvent(
        _ browser: OpaquePointer, _ path: ServicePath, _ event: AvahiBrowserEvent, _ name: String?, _ domain: String?
    ) {
        switch event {
        case AVAHI_BROWSER_NEW:
            guard let name, let domain else { return }
            let key = ResolverKey(id: DiscoveredLobby.ID(name: name, domain: domain), path: path)
            guard resolvers[key] == nil, directory.add(key.id, on: path),
                let client = avahi_service_browser_get_client(browser)
            else { return }
            startResolver(client, key)
        case AVAHI_BROWSER_REMOVE:
            guard let name, let domain else { return }
            let key = ResolverKey(id: DiscoveredLobby.ID(name: name, domain: domain), path: path)
            if let resolver = resolvers.removeValue(forKey: key) {
                resolverKeys[resolver] = nil
                avahi_service_resolver_free(resolver)
            }
            if let change = directory.remove(key.id, on: path) { continuation.yield(change) }
        case AVAHI_BROWSER_ALL_FOR_NOW:
            continuation.yield(.allForNow)
        case AVAHI_BROWSER_FAILURE:
            let client = avahi_service_browser_get_client(browser)
            continuation.yield(.failed(.avahi(client.map(avahi_client_errno) ?? Int32(AVAHI_ERR_FAILURE))))
        default:
            break  // CACHE_EXHAUSTED: nothing to report.
        }
    }

    private func startResolver(_ client: OpaquePointer, _ key: ResolverKey) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        let resolver = avahi_service_resolver_new(
            client, key.path.interface, key.path.ipProtocol, key.id.name, LobbyServiceType.name, key.id.domain,
            AvahiProtocol(AVAHI_PROTO_UNSPEC), AvahiLookupFlags(0),
            { resolver, interface, _, event, _, _, _, hostName, address, port, txt, _, context in
                guard let resolver, let context else { return }
                let engine = Unmanaged<BrowserEngine>.fromOpaque(context).takeUnretainedValue()
                guard event == AVAHI_RESOLVER_FOUND else { return }  // FAILURE: it may still answer later
                engine.resolved(
                    resolver,
                    ServiceResolution(
                        hostName: hostName.map { String(cString: $0) } ?? "",
                        address: address.flatMap { BrowserEngine.lobbyAddress($0, interface: interface) }, port: port,
                        txt: AvahiStringList.entries(txt, limit: LobbyTXTLimits.maxEntries + 1)))
            },
            context)
        guard let resolver else { return }
        resolvers[key] = resolver
        resolverKeys[resolver] = key
    }

    private func resolved(_ resolver: OpaquePointer, _ resolution: ServiceResolution) {
        guard let key = resolverKeys[resolver] else { return }
        if let change = directory.resolve(key.id, on: key.path, resolution) { continuation.yield(change) }
    }

    private static func lobbyAddress(_ address: UnsafePointer<AvahiAddress>, interface: AvahiIfIndex) -> LobbyAddress? {
        var buffer = [CChar](repeating: 0, count: Int(AVAHI_ADDRESS_STR_MAX))
        guard lanparty_address_print(address, &buffer, buffer.count) == 0 else { return nil }
        var host = Self.string(fromNulTerminated: buffer)
        let isIPv6 = address.pointee.proto == AvahiProtocol(AVAHI_PROTO_INET6)
        if isIPv6, host.lowercased().hasPrefix("fe80:") {
            var name = [CChar](repeating: 0, count: Int(IF_NAMESIZE))
            if interface >= 0, if_indextoname(UInt32(interface), &name) != nil {
                host += "%" + Self.string(fromNulTerminated: name)
            }
        }
        return LobbyAddress(host: host, isIPv6: isIPv6, interfaceIndex: interface)
    }

    private static func string(fromNulTerminated buffer: [CChar]) -> String {
        String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
