import GameCore

/// Finds lobbies published as `_lanparty._tcp` through the system Avahi daemon.
///
/// Reports each lobby once it is resolved (``LobbyBrowserEvent/appeared(_:)``), again when its TXT
/// record, port or addresses change, and once more when it is withdrawn on every interface and
/// protocol it was seen on. Each lobby is marked with whether this build can join it, judged
/// against the games given at creation. A crashed host is not withdrawn by mDNS for a long time:
/// confirm liveness over TCP before trusting an entry. A daemon restart is survived: known lobbies
/// are reported gone, then found again.
public final class LobbyBrowser: Sendable {
    /// Everything the browser finds, until ``stop()``. Single consumer.
    public let events: AsyncStream<LobbyBrowserEvent>
    private let engine: BrowserEngine
    private let lifecycle = DiscoveryLifecycle(label: "LanParty.LobbyBrowser")

    /// Creates a browser that judges compatibility against `supportedGames`; nothing happens
    /// before ``start()``.
    public init(supportedGames: [GameVersionInfo]) throws(DiscoveryError) {
        let (events, continuation) = AsyncStream.makeStream(of: LobbyBrowserEvent.self)
        self.events = events
        self.engine = try BrowserEngine(supportedGames: supportedGames, continuation: continuation)
    }

    /// Connects to Avahi and starts browsing. Fails at once with
    /// ``DiscoveryError/Code/daemonNotRunning`` or ``DiscoveryError/Code/systemBusUnavailable``
    /// when Avahi cannot be reached.
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

    /// The lobbies known right now (appeared and not yet disappeared).
    public var lobbies: [DiscoveredLobby] { engine.lobbies }

    /// Stops browsing, disconnects from Avahi and ends ``events``. Idempotent.
    public func stop() async {
        guard lifecycle.beginStop() else { return }
        let engine = self.engine
        _ = try? await lifecycle.blocking { () throws(DiscoveryError) in engine.shutdown() }
    }

    /// Starts a browser, runs `body`, and stops browsing when `body` returns or throws.
    public static func withBrowser<Result>(
        supportedGames: [GameVersionInfo],
        isolation: isolated (any Actor)? = #isolation,
        _ body: (LobbyBrowser) async throws -> Result
    ) async throws -> Result {
        let browser = try LobbyBrowser(supportedGames: supportedGames)
        try await browser.start()
        do {
            let result = try await body(browser)
            await browser.stop()
            return result
        } catch {
            await browser.stop()
            throw error
        }
    }

    deinit {
        engine.shutdown()
    }
}
