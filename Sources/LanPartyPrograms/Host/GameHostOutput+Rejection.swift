import GameCore

extension GameHostOutput {
    /// Whether this output refuses an action (changes nothing).
    var isRejection: Bool {
        if case .actionRejected = self { true } else { false }
    }
}
