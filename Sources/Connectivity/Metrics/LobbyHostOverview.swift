import Foundation
import GameCore

/// What the host's operator sees on the `/host` page (``LobbyHost/overview``): the lobby, each
/// member with their connection's transport, round trip, bytes, state and hold timer, and the
/// latest refused joins and failed seals. For the operator only: it names people and addresses,
/// which the metrics never do.
public struct LobbyHostOverview: Codable, Hashable, Sendable {
    /// One member of the roster.
    public struct Member: Codable, Hashable, Sendable {
        /// Their profile id.
        public var id: UUID
        /// Their display name.
        public var name: String
        /// `player` or `spectator` (the wire value).
        public var role: String
        /// Whether this is the host's own seat (no connection).
        public var isHost: Bool
        /// `connected`, `background` or `away` (dropped, seat held).
        public var state: String
        /// The last measured round trip, in milliseconds.
        public var pingMilliseconds: Int?
        /// `tcp` or `websocket`; `nil` while the seat has no connection.
        public var transport: String?
        /// Bytes read from and written to their current connection.
        public var bytesIn: Int
        /// Bytes written to their current connection.
        public var bytesOut: Int
        /// While away: the seconds left before the held seat is released.
        public var holdSecondsLeft: Double?
    }

    /// A refused join or a failed seal, as it happened.
    public struct Incident: Codable, Hashable, Sendable {
        /// How long ago, in seconds.
        public var secondsAgo: Double
        /// The refusal's reason or the seal's code (the same values the metrics label with).
        public var code: String
        /// The sentence sent with a refusal, when there was one.
        public var message: String?
        /// The peer's address, when known.
        public var address: String?
        /// The name the peer gave, when it got that far.
        public var name: String?
    }

    /// The lobby's advertised name.
    public var lobbyName: String
    /// The lobby's game id.
    public var game: String
    /// `lobby` or `playing` (the wire value).
    public var phase: String
    /// Seats for players.
    public var maxPlayers: Int
    /// Connections open now, joining ones included.
    public var connectionsOpen: Int
    /// The roster, host first.
    public var members: [Member]
    /// The latest refused joins, newest first (at most ``LobbyHostIncidents/capacity``).
    public var recentRefusals: [Incident]
    /// The latest failed seals, newest first.
    public var recentSealFailures: [Incident]
}

/// The latest incidents of one kind, oldest dropped first: bounded whatever a flood sends.
struct LobbyHostIncidents {
    /// How many are kept.
    static let capacity = 20

    private var items: [(at: ContinuousClock.Instant, incident: LobbyHostOverview.Incident)] = []

    mutating func add(_ incident: LobbyHostOverview.Incident, at now: ContinuousClock.Instant) {
        if items.count == Self.capacity { items.removeFirst() }
        items.append((now, incident))
    }

    /// Newest first, with their age at `now`.
    func list(at now: ContinuousClock.Instant) -> [LobbyHostOverview.Incident] {
        items.reversed().map { item in
            var incident = item.incident
            incident.secondsAgo = Double((now - item.at) / .milliseconds(1)) / 1000
            return incident
        }
    }
}
