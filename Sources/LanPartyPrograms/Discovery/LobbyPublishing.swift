import Connectivity
import Foundation
import GameCore

/// Publishes a hosted lobby on the network. `lanhost` starts one unless `--no-discovery`;
/// ``AvahiLobbyPublisher`` is the real one, tests pass none.
public protocol LobbyPublishing: Sendable {
    /// Publishes the lobby; throws ``ProgramFailure`` with ``ExitStatus/discoveryUnavailable`` when
    /// there is no daemon to publish with. `report` receives what happens later (established,
    /// renamed, interrupted) as events to print.
    func publish(_ advertisement: LobbyAdvertisement, report: @escaping @Sendable (CLIEvent) -> Void) async
        throws(ProgramFailure)
    /// Publishes the lobby's new state (players, phase).
    func update(_ advertisement: LobbyAdvertisement) async
    /// Withdraws the lobby.
    func withdraw() async
    /// The machine's mDNS host name (`kitchen.local`) once published, for the browser link.
    func hostName() async -> String?
}

extension LobbyPublishing {
    /// No host name: a publisher that does not know one.
    public func hostName() async -> String? { nil }
}

extension LobbyAdvertisement {
    /// The advertisement of a lobby as it is now (SPEC §4 TXT: never any passcode material).
    init(_ info: LobbyInfo, port: Int, webPort: Int?) {
        self.init(
            lobbyName: info.name, port: UInt16(clamping: port), game: info.game.id, gameVersion: info.game.version,
            players: info.players.count, maxPlayers: info.maxPlayers, isPrivate: info.isPrivate, phase: info.phase,
            webPort: webPort.map { UInt16(clamping: $0) })
    }
}

extension ProgramFailure {
    /// Discovery could not start: exit 6 with Avahi's way out (start the daemon, or go without).
    public init(_ error: DiscoveryError) {
        switch error.code {
        case .invalidAdvertisement: self.init(.usage, error.description)
        case .systemBusUnavailable, .daemonNotRunning, .daemonDisconnected, .avahiFailure, .tooManyNameCollisions,
            .invalidLifecycle:
            self.init(.discoveryUnavailable, error.description)
        }
    }
}
