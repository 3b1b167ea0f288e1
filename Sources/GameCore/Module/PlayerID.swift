import Foundation

/// A player's identity inside a game: the id of their ``PlayerProfile``.
public typealias PlayerID = UUID

/// Who a view is made for: a seated player (who may see their own hidden information) or a spectator.
public enum Viewer: Hashable, Sendable, Codable {
    /// A seated player.
    case player(PlayerID)
    /// Someone watching; sees only public information.
    case spectator

    /// The player's id, or `nil` for a spectator.
    public var playerID: PlayerID? {
        switch self {
        case .player(let id): id
        case .spectator: nil
        }
    }
}

/// Display names for players, with a stable fallback for ids it does not know, and what the
/// surface a face is rendered for shows around it (``surface``).
public struct PlayerNames: Hashable, Sendable {
    /// The known names by player id.
    public var names: [PlayerID: String]
    /// What the surface shows beside the face: a render may leave those out (default
    /// ``RenderSurface/bare``: nothing, so say whose turn it is yourself).
    public var surface = RenderSurface.bare

    /// Creates a name table.
    public init(_ names: [PlayerID: String] = [:]) { self.names = names }

    /// Creates a name table from profiles.
    public init(profiles: [PlayerProfile]) {
        self.names = Dictionary(profiles.map { ($0.id, $0.username) }, uniquingKeysWith: { first, _ in first })
    }

    /// The player's name, or `Player-XXXX` (the first hex digits of the id) when unknown.
    public func name(of player: PlayerID) -> String {
        names[player] ?? "Player-\(player.uuidString.prefix(4))"
    }
}

/// What a surface shows around a module's rendered face, so that a render says nothing twice.
public struct RenderSurface: Hashable, Sendable {
    /// The surface says whose turn it is ("Your turn." / "Waiting for Ann and Bob.", from
    /// ``GameModule/playersToAct(in:)``): `lanhost`, `lanjoin` (also on the host-rendered face), the
    /// page and the TV.
    public var showsTurn: Bool
    /// The surface shows the game's public event lines (``GameModule/events(from:to:)``).
    public var showsEvents: Bool

    /// A surface showing what the flags say.
    public init(showsTurn: Bool, showsEvents: Bool) {
        self.showsTurn = showsTurn
        self.showsEvents = showsEvents
    }

    /// Nothing around the face (a test, a log file, an older client): the text stands alone.
    public static let bare = RenderSurface(showsTurn: false, showsEvents: false)
    /// The platform's surfaces: the turn line and the event lines are shown beside the face.
    public static let platform = RenderSurface(showsTurn: true, showsEvents: true)
}
