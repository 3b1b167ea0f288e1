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

/// Display names for players, with a stable fallback for ids it does not know.
public struct PlayerNames: Hashable, Sendable {
    /// The known names by player id.
    public var names: [PlayerID: String]

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
