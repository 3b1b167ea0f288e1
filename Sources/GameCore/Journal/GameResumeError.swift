/// Why a recorded game cannot be resumed (``GameDescriptor/resumeHost(_:spectators:round:botSeed:transport:recorder:)``).
public enum GameResumeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Replaying the record went another way than the recorded game (a changed module, a damaged record).
    case diverged(ReplayDivergence)
    /// The recorded steps already end the game: there is nothing left to play.
    case alreadyOver

    /// A stable code for scripts.
    public var code: String {
        switch self {
        case .diverged: "diverged"
        case .alreadyOver: "alreadyOver"
        }
    }

    /// Words for people.
    public var description: String {
        switch self {
        case .diverged(let divergence): "The recorded game cannot be rebuilt: \(divergence)"
        case .alreadyOver: "The recorded game had already ended."
        }
    }
}
