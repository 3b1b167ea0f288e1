import Connectivity
import Foundation
import GameCore
import LanPartyPrograms

/// A browser on a machine without an Avahi daemon: fails the way the real one does.
struct NoDaemonBrowser: LobbyBrowsing {
    func changes() async throws(ProgramFailure) -> AsyncStream<LobbyBrowseChange> {
        throw ProgramFailure(DiscoveryError(.daemonNotRunning))
    }
}

/// A browser that reports a scripted sequence of changes (tests never talk to the machine's Avahi).
struct ScriptedBrowser: LobbyBrowsing {
    let script: [LobbyBrowseChange]

    func changes() async throws(ProgramFailure) -> AsyncStream<LobbyBrowseChange> {
        // Left open, like a real browser: the finder stops at its timeout or when it found the lobby.
        let (stream, continuation) = AsyncStream.makeStream(of: LobbyBrowseChange.self)
        for change in script { continuation.yield(change) }
        return stream
    }

    /// A lobby on 127.0.0.1:`port`.
    static func lobby(
        _ name: String, port: Int, players: Int = 1, compatibility: LobbyCompatibility = .joinable,
        webPort: UInt16? = nil
    ) -> DiscoveredLobby {
        DiscoveredLobby(
            id: DiscoveredLobby.ID(name: name, domain: "local"), hostName: "h1.local", port: UInt16(port),
            addresses: [LobbyAddress(host: "127.0.0.1", isIPv6: false, interfaceIndex: 1)], txt: [:],
            advertisement: LobbyAdvertisement(
                lobbyName: name, port: UInt16(port), game: "crazy-eights", gameVersion: SemanticVersion(1, 0, 0),
                players: players, maxPlayers: 8, webPort: webPort),
            compatibility: compatibility)
    }
}

/// A publisher that records what it was asked to publish.
final class RecordingPublisher: LobbyPublishing, @unchecked Sendable {
    // Safety: guarded by `lock`.
    private let lock = NSLock()
    private var published: [LobbyAdvertisement] = []
    private var withdrawn = false
    let failure: ProgramFailure?

    init(failing failure: ProgramFailure? = nil) { self.failure = failure }

    /// A fixed mDNS name, as a daemon would report it.
    func hostName() async -> String? { "party-host.local" }

    /// Every advertisement, the first from `publish`, then each update.
    var advertisements: [LobbyAdvertisement] { lock.withLock { published } }
    /// Whether the lobby was withdrawn.
    var isWithdrawn: Bool { lock.withLock { withdrawn } }

    func publish(_ advertisement: LobbyAdvertisement, report: @escaping @Sendable (CLIEvent) -> Void) async
        throws(ProgramFailure)
    {
        if let failure { throw failure }
        lock.withLock { published.append(advertisement) }
        report(CLIEvent("advertised", ["name": .string(advertisement.lobbyName)], text: ""))
    }

    func update(_ advertisement: LobbyAdvertisement) async { lock.withLock { published.append(advertisement) } }

    func withdraw() async { lock.withLock { withdrawn = true } }
}
