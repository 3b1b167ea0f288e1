/// Defaults and helpers for who may act and what they may do (``GameModule/playersToAct(in:)``,
/// ``GameModule/legalActions(in:for:)``, ``GameModule/commandLine(for:)``).
extension GameModule {
    /// The module does not say who acts.
    public static func playersToAct(in state: State) -> Set<PlayerID>? { nil }

    /// The module cannot list legal actions.
    public static func legalActions(in view: View, for player: PlayerID) -> [Action]? { nil }

    /// A list, when there is one, is complete unless the module says otherwise.
    public static var listsEveryLegalAction: Bool { true }

    /// No command lines unless the module writes them.
    public static func commandLine(for action: Action) -> String? { nil }

    /// One of ``legalActions(in:for:)`` drawn with `random` (the same generator state gives the
    /// same choice), or `nil` when the module cannot list them or there is none.
    public static func randomLegalAction(
        in view: View, for player: PlayerID, random: inout SeededGenerator
    ) -> Action? {
        guard let actions = legalActions(in: view, for: player) else { return nil }
        return random.pick(from: actions)
    }

    /// `player`'s legal actions in `view` as command lines, for the programs' `moves` command.
    public static func legalMoves(in view: View, for player: PlayerID) -> LegalMoves {
        guard let actions = legalActions(in: view, for: player) else { return .unlisted }
        var lines: [String] = []
        lines.reserveCapacity(actions.count)
        for action in actions {
            guard let line = commandLine(for: action) else { return .unlisted }
            lines.append(line)
        }
        return .listed(lines, complete: listsEveryLegalAction)
    }

    /// `players` (in seat order) reduced to those in ``playersToAct(in:)`` for `state`, or `nil`
    /// when the module does not say.
    public static func playersToAct(in state: State, seatOrder players: [PlayerID]) -> [PlayerID]? {
        guard let acting = playersToAct(in: state) else { return nil }
        return players.filter(acting.contains)
    }
}

/// A player's legal moves written as commands, as the `moves` command shows them.
public enum LegalMoves: Hashable, Sendable {
    /// The module cannot list them (or cannot write them as commands).
    case unlisted
    /// These command lines; `complete` is `false` when the game has other moves it cannot list.
    case listed([String], complete: Bool)
}
