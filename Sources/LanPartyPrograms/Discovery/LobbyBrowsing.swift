import Connectivity
import Foundation
import GameCore

/// A change seen while browsing.
public enum LobbyBrowseChange: Sendable, Hashable {
    /// A lobby appeared or its record changed.
    case updated(DiscoveredLobby)
    /// A lobby disappeared.
    case removed(DiscoveredLobby)
    /// Discovery had a problem (daemon gone: lobbies are reported removed and come back with it).
    case problem(DiscoveryError)
}

/// Finds lobbies on the network. `lanjoin --lobby` and `--list` use one; ``AvahiLobbyBrowsing`` is
/// the real one.
public protocol LobbyBrowsing: Sendable {
    /// Every change as it happens, until the stream's consumer stops; throws ``ProgramFailure``
    /// (status ``ExitStatus/discoveryUnavailable``) when there is no daemon to browse with.
    func changes() async throws(ProgramFailure) -> AsyncStream<LobbyBrowseChange>
}

/// ``LobbyBrowsing`` through the system Avahi daemon (``LobbyBrowser``).
public struct AvahiLobbyBrowsing: LobbyBrowsing {
    private let supportedGames: [GameVersionInfo]

    /// A browser judging compatibility against `supportedGames`.
    public init(supportedGames: [GameVersionInfo]) { self.supportedGames = supportedGames }

    /// Starts a ``LobbyBrowser``; it stops when the returned stream is no longer consumed.
    public func changes() async throws(ProgramFailure) -> AsyncStream<LobbyBrowseChange> {
        let browser: LobbyBrowser
        do throws(DiscoveryError) {
            browser = try LobbyBrowser(supportedGames: supportedGames)
            try await browser.start()
        } catch {
            throw ProgramFailure(error)
        }
        let (stream, continuation) = AsyncStream.makeStream(of: LobbyBrowseChange.self)
        let pump = Task {
            for await event in browser.events {
                switch event {
                case .appeared(let lobby), .changed(let lobby): continuation.yield(.updated(lobby))
                case .disappeared(let lobby): continuation.yield(.removed(lobby))
                case .interrupted(let error), .failed(let error): continuation.yield(.problem(error))
                case .allForNow: break
                }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in
            pump.cancel()
            Task { await browser.stop() }
        }
        return stream
    }
}
