extension Quortex {
    /// The rules as implemented.
    public static let rulesText = """
        QUORTEX (2-6 players): run your flow across the hex board.

        The board is a hexagon of hex cells (37 cells for 2-3 players, 61 for 4-6). Each player
        starts at the middle of one edge of the board (a corner cell of the hexagon) and wants to
        reach the opposite edge. Your flow waits in front of one empty cell: the cell marked [x] on
        your screen.

        On your turn, place one of your tiles on that cell, turned as you like (rotation 0-5, each
        step 60 degrees clockwise). Every tile joins its six sides in three paths. Your flow follows
        the path it enters by, and keeps going through tiles already on the board, until it faces an
        empty cell again. Any other flow waiting in front of the same cell moves too. Then you draw
        back to 3 tiles.

        Winning: if your flow leaves the board through the edge opposite its start (your goal side),
        you win at once. If it leaves through any other edge, you are out. Two flow heads that run
        into each other are both out (a flow may cross old trails freely). Out players' tiles go back
        into the bag. The last player still in wins. You may resign at any time with 'resign'.

        You may not place a tile that sends your own flow out while another tile or rotation keeps
        it in; when every choice sends you out, any is allowed. If the last players go out together,
        or the tiles run out, the player whose flow is nearest its goal side wins (a tie is shared).

        Reading the screen: each line of dots is a row of cells; a letter on a tile shows whose flow
        runs through it; a lower-case letter marks the empty cell that player's flow faces. Under
        "Your turn" each of your tiles is listed with every rotation and what it would do: a number
        is how far from your goal you would be; OUT means it would send you out. Type the command
        shown, e.g. 'place 7 2' for tile 7 at rotation 2.

        Settings: radius (auto, 2-6), tileCopies (1-8, default 4), handSize (1-6, default 3),
        turnSeconds (off, or 5-600: when a turn runs out, a random allowed tile is placed).
        """
}
