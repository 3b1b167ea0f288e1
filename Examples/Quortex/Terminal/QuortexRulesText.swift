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

        Reading the screen: each line of dots is a row of cells, north at the top; a capital letter
        on a tile shows whose flow runs through it (# a tile no flow uses, + several); a lower-case
        letter marks the empty cell that player's flow faces. A cell's six sides are numbered
        clockwise: 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW; "Your turn" says by which side your flow
        comes in. Your tiles are listed by number with their paths at rotation 0: 7 [0-3 1-4 2-5]
        joins side 0 to 3, 1 to 4 and 2 to 5; turned by r, each side number grows by r (mod 6).
        Under "Your turn" each of your tiles is listed with every rotation and what it would do:
        a number is how far from your goal you would be; +B means it also knocks player B out; WIN
        wins; OUT is not allowed because it would send you out (lower-case out: every choice does,
        so pick any). Type the command shown, e.g. 'place 7 2' for tile 7 at rotation 2.
        'show 7' draws tile 7 at all six rotations, to see where its paths go.

        Settings: radius (auto, 2-6), tileCopies (1-8, default 4), handSize (1-6, default 3),
        turnSeconds (off, or 5-600: when a turn runs out, a random allowed tile is placed).
        """
}
