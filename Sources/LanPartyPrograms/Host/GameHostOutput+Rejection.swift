import GameCore

extension GameHostOutput {
    /// Whether this output refuses an action (changes nothing).
    var isRejection: Bool {
        if case .actionRejected = self { true } else { false }
    }
}

extension GameHostOutput {
    /// Whether this output carries a state (and so whom the game waits for).
    var isState: Bool {
        if case .state = self { true } else { false }
    }
}
