import GameCore

/// A property every state of a game must have (or, in ``BotGameHarness/endInvariants``, every
/// final state), written by the module's author and checked by ``BotGameHarness``.
public struct GameInvariant<Module: GameModule>: Sendable {
    /// How a failure names it (e.g. `52 cards on the table`).
    public var name: String
    /// `nil` when the state has the property; otherwise what is wrong with it.
    public var violation: @Sendable (Module.State) -> String?

    /// An invariant that explains itself: `violation` returns `nil` when the state is fine, else
    /// what is wrong (e.g. `"51 cards: 7H is missing"`).
    public init(_ name: String, violation: @escaping @Sendable (Module.State) -> String?) {
        self.name = name
        self.violation = violation
    }

    /// An invariant given as a predicate that holds for every good state.
    public init(_ name: String, holds: @escaping @Sendable (Module.State) -> Bool) {
        self.init(name) { holds($0) ? nil : "does not hold" }
    }
}
