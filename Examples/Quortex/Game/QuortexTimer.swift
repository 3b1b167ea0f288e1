import GameCore

extension Quortex {
    /// The end of the current turn when `turnSeconds` is on.
    public static func nextDeadline(of state: QuortexState) -> GameInstant? {
        guard state.finish == nil, state.settings.turnSeconds > 0 else { return nil }
        return state.turnStarted.adding(milliseconds: UInt64(state.settings.turnSeconds) * 1000)
    }

    /// Records the time; a turn that ran out is played for the player with a random legal
    /// placement drawn from the host's seeded generator (so the game still replays exactly).
    public static func advance(_ state: QuortexState, to now: GameInstant) -> QuortexState {
        var next = state
        next.now = max(state.now, now)
        guard let deadline = nextDeadline(of: next), deadline <= next.now else { return next }
        let seat = next.turn
        let legal = options(in: next.position, hand: next.hands[seat], seat: seat).filter(\.legal)
        guard let choice = next.random.pick(from: legal) else { return next }
        return place(next, tile: choice.tile, rotation: choice.rotation, seat: seat, kind: .timeout)
    }
}
