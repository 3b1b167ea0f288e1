/// Publishes a lobby as `_lanparty._tcp` through the system Avahi daemon.
///
/// The TXT record is updated in place when the lobby changes; a name taken by another lobby is
/// renamed ("Name #2", reported as ``LobbyAdvertiserEvent/renamed(from:to:)``); a daemon restart
/// re-publishes by itself. Use ``withAdvertiser(_:isolation:_:)`` for a scoped lifetime, or
/// ``start()`` and ``stop()``. Dropping the last reference withdraws the lobby too.
public final class LobbyAdvertiser: Sendable {
    /// Everything that happens to the publication, until ``stop()``. Single consumer.
    public let events: AsyncStream<LobbyAdvertiserEvent>
    private let engine: AdvertiserEngine
    private let lifecycle = DiscoveryLifecycle(label: "LanParty.LobbyAdvertiser")

    /// Validates the advertisement; nothing is published before ``start()``.
    public init(_ advertisement: LobbyAdvertisement) throws(DiscoveryError) {
        let txt = try Self.validatedTXT(advertisement)
        let (events, continuation) = AsyncStream.makeStream(of: LobbyAdvertiserEvent.self)
        self.events = events
        self.engine = try AdvertiserEngine(advertisement: advertisement, txt: txt, continuation: continuation)
    }

    /// Connects to Avahi and publishes. Fails at once with ``DiscoveryError/Code/daemonNotRunning``
    /// or ``DiscoveryError/Code/systemBusUnavailable`` when Avahi cannot be reached; the
    /// publication itself completes later (``LobbyAdvertiserEvent/published(name:)``).
    public func start() async throws(DiscoveryError) {
        try lifecycle.beginStart()
        let engine = self.engine
        do {
            try await lifecycle.blocking { () throws(DiscoveryError) in try engine.start() }
        } catch {
            await stop()
            throw error
        }
    }

    /// Publishes a new state of the lobby: TXT changes are applied in place; a new name or port
    /// re-registers the service.
    public func update(_ advertisement: LobbyAdvertisement) async throws(DiscoveryError) {
        let txt = try Self.validatedTXT(advertisement)
        let engine = self.engine
        try await lifecycle.blocking { () throws(DiscoveryError) in try engine.update(advertisement, txt: txt) }
    }

    /// The name the lobby is established under right now ("Name #2" after a collision), or `nil`
    /// while it is not (yet) established.
    public var publishedName: String? { engine.publishedName }

    /// The name the daemon publishes this machine under (`kitchen.local`; Avahi renames it on a
    /// collision), or `nil` while not connected: the host part of a link that survives address
    /// changes, for clients that resolve mDNS host names.
    public func hostName() async -> String? {
        let engine = self.engine
        return try? await lifecycle.blocking { () throws(DiscoveryError) in engine.hostName }
    }

    /// The advertisement as last set.
    public var advertisement: LobbyAdvertisement { engine.currentAdvertisement }

    /// Withdraws the lobby, disconnects from Avahi and ends ``events``. Idempotent.
    public func stop() async {
        guard lifecycle.beginStop() else { return }
        let engine = self.engine
        _ = try? await lifecycle.blocking { () throws(DiscoveryError) in engine.shutdown() }
    }

    /// Starts an advertiser, runs `body`, and withdraws the lobby when `body` returns or throws.
    public static func withAdvertiser<Result>(
        _ advertisement: LobbyAdvertisement,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (LobbyAdvertiser) async throws -> Result
    ) async throws -> Result {
        let advertiser = try LobbyAdvertiser(advertisement)
        try await advertiser.start()
        do {
            let result = try await body(advertiser)
            await advertiser.stop()
            return result
        } catch {
            await advertiser.stop()
            throw error
        }
    }

    deinit {
        engine.shutdown()
    }

    private static func validatedTXT(_ advertisement: LobbyAdvertisement) throws(DiscoveryError) -> [String] {
        do {
            return try advertisement.txtRecord()
        } catch {
            throw DiscoveryError(.invalidAdvertisement, txtError: error)
        }
    }
}
