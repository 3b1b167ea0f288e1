import GameCore

extension Quortex {
    /// The player to move; nobody once the game is over. (A playing flow may also resign at any
    /// time: that is not a turn.)
    public static func playersToAct(in state: QuortexState) -> Set<PlayerID>? {
        state.finish == nil ? [state.position.flows[state.turn].player] : []
    }

    /// On the viewer's turn, every legal placement (on the cell its flow faces, left implied);
    /// otherwise nothing. `resign`, accepted at any time, is never listed: giving up is not a move to
    /// suggest, nor one for the generic bot to draw (hence ``listsEveryLegalAction`` is `false`).
    /// A placement naming the faced cell is the same move as the listed one leaving it implied.
    public static func legalActions(in view: QuortexView, for player: PlayerID) -> [QuortexAction]? {
        guard view.finish == nil, view.viewer == player, view.isViewersTurn, view.target != nil else { return [] }
        return view.options.filter(\.legal).map { .place(tile: $0.tile, rotation: $0.rotation, cell: nil) }
    }

    /// Every placement is listed, but not `resign`.
    public static var listsEveryLegalAction: Bool { false }

    /// `place 7 r2`, `place 7 r2 at 0,-3`, `resign` (what ``parseCommand(_:)`` reads back).
    public static func commandLine(for action: QuortexAction) -> String? {
        action.description
    }
}
