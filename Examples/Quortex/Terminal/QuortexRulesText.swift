extension Quortex {
    /// The rules as implemented.
    public static let rulesText = """
        QUORTEX (2-6 players): run your flow across the hex board.

        The board is a hexagon of hex cells (37 cells for 2-3 players, 61 for 4-6). Each player's
        flow starts just outside one of the board's six corner cells and must run across the board
        to the opposite edge: a flow starting at the NE corner wants to leave the board through the
        SW edge (the player list says "from NE to the SW edge"). Your flow waits in front of one
        empty cell: the cell in brackets on your screen, e.g. [a].

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

        Reading the screen: the board is drawn north at the top, a cell every 6 columns and 2 lines.
        A cell's centre is a dot when it is empty, # for a tile, a capital letter when that player's
        flow runs through the tile (+ several). Around the centre sit the cell's six sides: NW and NE
        on the line above, W and E beside it, SW and SE on the line below. On a tile, two sides with
        the same number (1, 2, 3) are joined by one of its paths; where a flow ran, its letter
        replaces the number, so a flow is a trail of its letter across the board. A lower-case
        letter marks the empty cell a player's flow faces and the side it comes in by; [a] is the
        cell your flow faces. Beside the board, "Your tiles" names each tile's paths by compass
        sides at rotation 0 (7: NE-SW E-W SE-NW); turned by r, every side moves r steps clockwise
        (NE, E, SE, SW, W, NW). On your turn each of your tiles is listed under the board with every
        rotation and what it would do:
        a number is how far from your goal you would be; +B means it also knocks player B out; WIN
        wins; OUT is not allowed because it would send you out (lower-case out: every choice does,
        so pick any). Type the command shown, e.g. 'place 7 2' for tile 7 at rotation 2.
        'show 7' draws tile 7 at all six rotations, to see where its paths go.

        Settings: radius (auto, 2-6), tileCopies (1-8, default 4), handSize (1-6, default 3),
        turnSeconds (off, or 5-600: when a turn runs out, a random allowed tile is placed).
        """
}
