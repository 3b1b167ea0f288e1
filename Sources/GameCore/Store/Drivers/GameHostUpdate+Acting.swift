extension GameHostUpdate {
    /// Who the game waits for after this step (the `toAct` of its state outputs), or `nil` when the
    /// step sent no state or the module does not say.
    public var playersToAct: [PlayerID]? {
        for output in outputs {
            switch output {
            case .state(let state): return state.playersToAct
            case .actionRejected, .gameOver: continue
            }
        }
        return nil
    }
}
