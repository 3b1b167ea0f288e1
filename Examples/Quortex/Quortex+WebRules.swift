extension Quortex {
    /// The rules as a phone's player reads them: taps, not typed commands.
    public static let webRulesText: String? = """
        Quortex, for 2 to 6 players: run your flow across the hex board to the opposite edge.

        Each flow starts just outside one corner of the board and must leave it through the \
        opposite edge, its goal (the players' list says e.g. "from NE to the SW edge"). Your flow \
        waits in front of one empty cell, marked on the board.

        On your turn, tap one of your tiles, turn it (tap it again, tap the cell, swipe the board, \
        or ⟲ ⟳) and see it on your cell; then tap Place. Each tile joins its six sides in three \
        paths: your flow follows the path it enters by and runs on through tiles already placed \
        until it faces an empty cell again. Any other flow waiting at the same cell moves too. You \
        then draw back to your hand size.

        Reach your goal edge and you win at once. Leave the board by any other edge, or run head \
        on into another flow, and you are out; the last player still in wins. A tile that would \
        send you out is not offered while another choice keeps you in. If the last players go out \
        together, or the tiles run out, the flow nearest its goal wins (a tie is shared).

        The move log under the players opens: tap a move to see the board as it was after it. \
        You may resign from the Menu at any time. With the turnSeconds setting on, each turn has \
        a timer: when it runs out, an allowed tile is placed for you.
        """
}
