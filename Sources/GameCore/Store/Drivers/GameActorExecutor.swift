/// Where a game actor (``GameHostSession``, ``GameClientStore``) runs its steps.
///
/// By default each has its own serial executor, like any actor. A transport may name another one
/// (``GameHostTransport/preferredExecutor``): the network layer names the event loop its lobby
/// actor and sockets already run on, so a message goes from the socket through the lobby into the
/// game and back out without waking another thread.
struct GameActorExecutor: Sendable {
    private enum Kind: Sendable {
        case preferred(any SerialExecutor)
        /// A plain actor lends its default executor: Swift has no other way to name one.
        case own(ExecutorLender)
    }

    private let kind: Kind

    /// Runs on `preferred`, or on an executor of its own when `nil`.
    init(preferred: (any SerialExecutor)?) {
        kind = preferred.map { .preferred($0) } ?? .own(ExecutorLender())
    }

    /// The executor, for an actor's `unownedExecutor`.
    var unowned: UnownedSerialExecutor {
        switch kind {
        case .preferred(let executor): executor.asUnownedSerialExecutor()
        case .own(let lender): lender.unownedExecutor
        }
    }
}

/// An empty actor whose default executor a game actor borrows when no executor was preferred.
actor ExecutorLender {}
