import GameCore

extension CrazyEights {
    /// The end of the current turn when `turnSeconds` is on and the game runs.
    public static func nextDeadline(of state: CrazyEightsState) -> GameInstant? {
        guard state.finish == nil, let clock = state.clock, state.settings.turnSeconds > 0 else { return nil }
        return clock.turnStarted.adding(milliseconds: UInt64(state.settings.turnSeconds) * 1000)
    }

    /// Records the time; a turn that ran out is ended for the player: a draw when one is allowed
    /// (as the rules would have made them draw), then a pass. Never a play: the timer must not
    /// choose cards for someone. Deterministic, so the game still replays exactly.
    public static func advance(_ state: CrazyEightsState, to now: GameInstant) -> CrazyEightsState {
        guard var clock = state.clock else { return state }
        var next = state
        clock.now = max(clock.now, now)
        next.clock = clock
        guard let deadline = nextDeadline(of: next), deadline <= clock.now else { return next }
        next.timeOut()
        return next
    }
}

extension CrazyEightsState {
    /// Ends the current turn for a player whose time ran out (see ``CrazyEights/advance(_:to:)``).
    mutating func timeOut() {
        let player = currentSeat.player
        let drawn = hasDrawnThisTurn || !canDraw ? 0 : drawCards()
        lastMove = .timedOut(player, drew: drawn)
        endTurn()
    }
}
