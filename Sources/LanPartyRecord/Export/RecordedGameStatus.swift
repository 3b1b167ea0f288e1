/// Where a recorded game stands (the `status` column and export key).
public enum RecordedGameStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// Started and not ended: being played, or its host was killed (a restart can resume it).
    case running
    /// Ended with an outcome.
    case finished
    /// The lobby closed before it ended.
    case abandoned
}
