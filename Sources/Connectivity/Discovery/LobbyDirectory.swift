import GameCore

/// Where a service was seen: DNS-SD reports (and withdraws) each instance once per interface and
/// IP protocol, so these are the units of reference counting.
struct ServicePath: Hashable, Sendable {
    /// Avahi interface index.
    var interface: Int32
    /// Avahi protocol (`AVAHI_PROTO_INET` / `AVAHI_PROTO_INET6`).
    var ipProtocol: Int32
}

/// One resolver answer for one path.
struct ServiceResolution: Hashable, Sendable {
    /// The advertising host's mDNS name.
    var hostName: String
    /// The address found, if Avahi gave one.
    var address: LobbyAddress?
    /// The service port.
    var port: UInt16
    /// The TXT strings, raw.
    var txt: [[UInt8]]
}

/// The browser's bookkeeping as a pure value: which lobbies are known on which paths, and which
/// events that implies. A lobby appears when it is first resolved, changes when what the consumer
/// sees changes, and disappears when its last path is removed.
struct LobbyDirectory: Sendable {
    /// How many lobbies are tracked at most; more is a flood, and new ones are ignored.
    static let defaultCapacity = 256

    private struct Instance {
        /// Every path the service is currently seen on (the reference count).
        var paths: Set<ServicePath> = []
        /// The latest answer per path, for the paths resolved so far.
        var resolutions: [ServicePath: ServiceResolution] = [:]
        var latest: ServiceResolution?
        var reported: DiscoveredLobby?
    }

    private let supportedGames: [GameVersionInfo]
    private let capacity: Int
    private var instances: [DiscoveredLobby.ID: Instance] = [:]

    /// Creates an empty directory judging compatibility against `supportedGames`.
    init(supportedGames: [GameVersionInfo], capacity: Int = Self.defaultCapacity) {
        self.supportedGames = supportedGames
        self.capacity = capacity
    }

    /// The lobbies reported so far (appeared and not disappeared), by name.
    var lobbies: [DiscoveredLobby] {
        instances.values.compactMap(\.reported).sorted { $0.id.name < $1.id.name }
    }

    /// A browser saw the service on `path`. Returns false when it should not be resolved (over capacity).
    mutating func add(_ id: DiscoveredLobby.ID, on path: ServicePath) -> Bool {
        if instances[id] == nil {
            guard instances.count < capacity else { return false }
            instances[id] = Instance()
        }
        instances[id]?.paths.insert(path)
        return true
    }

    /// A resolver answered for `path`; returns the event this causes, if any.
    mutating func resolve(_ id: DiscoveredLobby.ID, on path: ServicePath, _ resolution: ServiceResolution)
        -> LobbyBrowserEvent?
    {
        guard var instance = instances[id], instance.paths.contains(path) else { return nil }
        instance.resolutions[path] = resolution
        instance.latest = resolution
        let lobby = makeLobby(id, instance)
        let previous = instance.reported
        instance.reported = lobby
        instances[id] = instance
        guard let previous else { return .appeared(lobby) }
        return previous == lobby ? nil : .changed(lobby)
    }

    /// The browser withdrew the service on `path`; returns the event this causes, if any.
    mutating func remove(_ id: DiscoveredLobby.ID, on path: ServicePath) -> LobbyBrowserEvent? {
        guard var instance = instances[id], instance.paths.remove(path) != nil else { return nil }
        instance.resolutions[path] = nil
        if instance.paths.isEmpty {
            instances[id] = nil
            return instance.reported.map(LobbyBrowserEvent.disappeared)
        }
        guard let previous = instance.reported else {
            instances[id] = instance
            return nil
        }
        let lobby = makeLobby(id, instance)
        instance.reported = lobby
        instances[id] = instance
        return previous == lobby ? nil : .changed(lobby)
    }

    /// Forgets everything (the daemon went away); returns a disappearance for every reported lobby.
    mutating func removeAll() -> [LobbyBrowserEvent] {
        let events = lobbies.map(LobbyBrowserEvent.disappeared)
        instances.removeAll()
        return events
    }

    private func makeLobby(_ id: DiscoveredLobby.ID, _ instance: Instance) -> DiscoveredLobby {
        let latest = instance.latest ?? ServiceResolution(hostName: "", address: nil, port: 0, txt: [])
        let addresses = Set(instance.resolutions.values.compactMap(\.address)).sorted()
        let parsed = Result { () throws(LobbyTXTError) in try LobbyAdvertisement.parseTXT(latest.txt) }
        let fields = (try? parsed.get()) ?? [:]
        let advertisement = parsed.flatMap { fields in
            Result { () throws(LobbyTXTError) in
                try LobbyAdvertisement(lobbyName: id.name, port: latest.port, fields: fields)
            }
        }
        return DiscoveredLobby(
            id: id, hostName: latest.hostName, port: latest.port, addresses: addresses, txt: fields,
            advertisement: try? advertisement.get(),
            compatibility: LobbyCompatibility.evaluate(
                fields: fields, advertisement: advertisement, supportedGames: supportedGames))
    }
}
