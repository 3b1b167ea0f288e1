extension SketchDuel {
    /// The rules as implemented.
    public static let rulesText = """
        SKETCHDUEL (2 players): draw a secret word, guess the other's.

        The game has 6 rounds (setting 'rounds'). In each round one player draws and the other
        guesses; the roles swap every round. The drawer alone sees the word, picked at random from
        the word list (setting 'words': everyday or animals). The guesser sees its letter pattern,
        e.g. ___ _____ for "ice cream".

        The drawer draws on a 4:3 canvas that both players and any spectators see grow stroke by
        stroke. Canvas units run from x 0 (left) to 4095 (right) and y 0 (top) to 3071 (bottom).
        Strokes have a colour (c0 black, c1 red, c2 orange, c3 yellow, c4 green, c5 blue, c6 purple,
        c7 brown) and a width (w1-w4). 'undo' removes the last stroke, 'clear' wipes the canvas.
        A drawing holds at most 2048 strokes and 100000 points (4096 per stroke).

        The guesser types 'guess WORD' as often as it likes, up to 20 times a round; capitals and
        spaces do not matter. The round timer runs 75 seconds (setting 'roundSeconds'). A right
        guess ends the round at once: the guesser and the drawer each score 1 point plus 1 for
        every full 15 seconds left (a guess with 47 seconds left scores 4 each). If the time runs
        out, nobody scores. After each round everyone sees the word for 5 seconds (setting
        'pauseSeconds'), then the next round starts.

        After the last round the highest total wins; equal totals share the win. Because a right
        guess scores the same for the guesser and the drawer, the two totals always stay equal: a
        finished game is a shared win, and the total says how well you played together. If a
        player leaves, the other wins.

        In a terminal the drawer types shapes: 'line X1 Y1 X2 Y2' and 'circle X Y R', e.g.
        'circle 2048 1536 600 c1 w3' for a thick red circle in the middle. The browser face draws
        with mouse, finger or pen.
        """
}
