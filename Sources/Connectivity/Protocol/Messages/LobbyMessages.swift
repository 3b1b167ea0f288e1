import Foundation
import GameCore

/// Host -> clients: the lobby changed (roster, ready flags, settings, phase).
public struct LobbyUpdate: PayloadCarrying {
    public static let messageType = "lobbyUpdate"
    public static let knownFields: Set<String> = ["lobby"]
    /// The lobby as it is now.
    public var lobby: LobbyInfo
    /// The settings snapshot bytes.
    public var payload: Data {
        get { lobby.settings }
        set { lobby.settings = newValue }
    }

    /// Creates an update.
    public init(lobby: LobbyInfo) { self.lobby = lobby }
}

/// Client -> host: toggle my ready flag.
public struct SetReady: WireMessage {
    public static let messageType = "setReady"
    public static let knownFields: Set<String> = ["ready"]
    /// The new flag.
    public var ready: Bool

    /// Creates a ready toggle.
    public init(ready: Bool) { self.ready = ready }
}

/// Host -> the removed client: you were kicked (and maybe banned); the connection closes after this.
public struct KickPlayer: WireMessage {
    public static let messageType = "kickPlayer"
    public static let knownFields: Set<String> = ["playerId", "reason", "banned"]
    /// Who was removed.
    @WireID public var playerId: UUID
    /// The host's reason, if given.
    public var reason: String?
    /// Whether future joins are refused too.
    public var banned: Bool

    /// Creates a kick notice.
    public init(playerId: UUID, reason: String? = nil, banned: Bool = false) {
        self.playerId = playerId
        self.reason = reason
        self.banned = banned
    }
}

/// Why someone leaves.
public enum LeaveReason: WireEnum {
    /// The participant chose to leave.
    case userLeft
    /// The host is shutting the lobby down.
    case hostShutdown
    /// Host -> a device that took a held seat by an approved "That's me": the seat's own device
    /// came back with its token, and the seat is its again. Join again under another name, or watch.
    case ownerReturned
    /// A reason from a newer build.
    case unknown(String)

    public static let knownCases: [LeaveReason] = [.userLeft, .hostShutdown, .ownerReturned]
    public var wireValue: String {
        switch self {
        case .userLeft: "userLeft"
        case .hostShutdown: "hostShutdown"
        case .ownerReturned: "ownerReturned"
        case .unknown(let value): value
        }
    }
}

/// Either direction: I am leaving now (the seat is released immediately, no hold).
public struct Leave: WireMessage {
    public static let messageType = "leave"
    public static let knownFields: Set<String> = ["reason"]
    /// Why.
    public var reason: LeaveReason?

    /// Creates a leave notice.
    public init(reason: LeaveReason? = .userLeft) { self.reason = reason }
}
