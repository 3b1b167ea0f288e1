/// Where a host session sends its outputs. The network layer implements it (one connection per
/// recipient); tests and local play use ``GameOutputMailbox``.
///
/// `deliver` is synchronous on purpose: the session calls it from inside its actor in output order,
/// so an implementation that enqueues (e.g. writes to a NIO channel) keeps per-recipient order.
public protocol GameHostTransport: Sendable {
    /// Sends one output to `output.recipient`; must not block.
    func deliver(_ output: GameHostOutput)
    /// The executor the session should run on (the network layer's event loop), or `nil` (the
    /// default) for an executor of its own.
    var preferredExecutor: (any SerialExecutor)? { get }
}

extension GameHostTransport {
    /// No preference: the session gets an executor of its own.
    public var preferredExecutor: (any SerialExecutor)? { nil }
}

/// Where a client store sends its actions (wire `gameAction`).
///
/// Synchronous for the same ordering reason as ``GameHostTransport``.
public protocol GameClientTransport: Sendable {
    /// Sends one action to the host; must not block.
    func send(_ action: OutgoingGameAction)
    /// The executor the store should run on (the network layer's event loop), or `nil` (the
    /// default) for an executor of its own.
    var preferredExecutor: (any SerialExecutor)? { get }
    /// A view patch did not apply (``GameError/desync``): get the host to send a whole view. The
    /// network layer reconnects and resumes, whose first state is always whole; must not block.
    func requestWholeView()
}

extension GameClientTransport {
    /// No preference: the store gets an executor of its own.
    public var preferredExecutor: (any SerialExecutor)? { nil }
    /// Nothing to do: in-process links never patch views.
    public func requestWholeView() {}
}

/// A host transport made of a closure.
public struct ClosureGameHostTransport: GameHostTransport {
    private let body: @Sendable (GameHostOutput) -> Void
    /// Where the session should run (e.g. another transport's ``GameHostTransport/preferredExecutor``
    /// when `body` forwards to it); `nil` for an executor of its own.
    public let preferredExecutor: (any SerialExecutor)?

    /// Creates a transport that calls `body` for every output.
    public init(
        preferredExecutor: (any SerialExecutor)? = nil, _ body: @escaping @Sendable (GameHostOutput) -> Void
    ) {
        self.body = body
        self.preferredExecutor = preferredExecutor
    }

    /// Calls the closure.
    public func deliver(_ output: GameHostOutput) { body(output) }
}

/// A client transport made of a closure.
public struct ClosureGameClientTransport: GameClientTransport {
    private let body: @Sendable (OutgoingGameAction) -> Void
    private let wholeView: @Sendable () -> Void
    /// Where the store should run (e.g. another transport's ``GameClientTransport/preferredExecutor``
    /// when `body` forwards to it); `nil` for an executor of its own.
    public let preferredExecutor: (any SerialExecutor)?

    /// Creates a transport that calls `body` for every action and `wholeView` when a view patch did
    /// not apply (by default nothing: see ``GameClientTransport/requestWholeView()``).
    public init(
        preferredExecutor: (any SerialExecutor)? = nil, wholeView: @escaping @Sendable () -> Void = {},
        _ body: @escaping @Sendable (OutgoingGameAction) -> Void
    ) {
        self.body = body
        self.wholeView = wholeView
        self.preferredExecutor = preferredExecutor
    }

    /// Calls the closure.
    public func send(_ action: OutgoingGameAction) { body(action) }

    /// Calls `wholeView`.
    public func requestWholeView() { wholeView() }
}

/// What a host session reports after each step, for terminals and logs.
public struct GameHostUpdate: Hashable, Sendable {
    /// The host's state counter after the step.
    public var stateSequence: UInt64
    /// What was sent, in order.
    public var outputs: [GameHostOutput]
    /// Set once the game is over.
    public var outcome: GameOutcome?

    /// Creates an update.
    public init(stateSequence: UInt64, outputs: [GameHostOutput], outcome: GameOutcome?) {
        self.stateSequence = stateSequence
        self.outputs = outputs
        self.outcome = outcome
    }
}

/// What a client store reports, for terminals and logs. Read the store for the view itself.
public enum GameClientEvent: Hashable, Sendable {
    /// The displayed view changed (a host state, or an optimistic action).
    case viewChanged(stateSequence: UInt64, pendingActions: Int)
    /// The host refused one of our actions; its effect was rolled back.
    case actionRejected(sequence: UInt64, error: GameError)
    /// The game ended.
    case gameOver(GameOutcome)
}

/// Why a typed-in command did nothing.
public enum GameClientInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line is not a command of this game.
    case command(GameCommandError)
    /// The command could not be sent now (no game yet, game over, too many unanswered actions).
    case refused(GameError)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .command(let error): error.description
        case .refused(let error): error.description
        }
    }
}
