import GameCore

/// The host's time as the turn timer sees it (only when `turnSeconds` is on).
///
/// JSON (never sent; part of the state the record digests): `{"now": MS, "turnStarted": MS}`.
public struct CrazyEightsTurnClock: Codable, Equatable, Sendable {
    /// The host's clock as last told (``CrazyEights/advance(_:to:)``).
    public var now: GameInstant
    /// When the current turn began.
    public var turnStarted: GameInstant

    /// A clock at the start of the game.
    public init(now: GameInstant = .zero, turnStarted: GameInstant = .zero) {
        self.now = now
        self.turnStarted = turnStarted
    }
}
