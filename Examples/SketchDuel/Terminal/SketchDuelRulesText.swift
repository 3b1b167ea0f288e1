extension SketchDuel {
    /// The rules as implemented.
    public static let rulesText = """
        SKETCHDUEL (2-8 players): draw a secret word, guess the others'.

        Each round one player draws and the others guess; the drawer rotates through the seats. The
        game has 2 rounds per player (setting 'rounds': auto or 2-24). The drawer alone sees the
        word, picked at random from the word list (setting 'words': everyday or animals). The
        guessers see its letter pattern, e.g. _ _ _   _ _ _ _ _ for "ice cream".

        The drawer draws on a 4:3 canvas that everyone sees grow stroke by stroke. Canvas units run
        from x 0 (left) to 4095 (right) and y 0 (top) to 3071 (bottom). Strokes have a colour (c0
        black, c1 red, c2 orange, c3 yellow, c4 green, c5 blue, c6 purple, c7 brown) and a width
        (w1-w4). 'undo' removes the last stroke, 'clear' wipes the canvas. A drawing holds at most
        2048 strokes and 100000 points (4096 per stroke).

        Guessers type 'guess WORD', up to 20 times a round each; capitals and spaces do not matter.
        A guess one letter off (one letter added, missing or changed) is answered "close!", to you
        alone. A right guess is never shown to the others as text. The round timer runs 75 seconds
        (setting 'roundSeconds'). Hints: at half time one letter of the word is shown, at three
        quarters a second, never more than a third of its letters (a 3-5 letter word gets one).

        Time left counts in whole seconds; a right guess scores 1 point plus 1 for every full 15
        seconds left (47 seconds left: 4 points).

        2 players, a DUET: you play together. A right guess scores the pair (one shared score) and
        ends the round. Guess at least half of the rounds (exactly half is enough) and you both
        win; fewer, and you both lose.

        3-8 players, a RACE: each right guesser scores, the first of the round 2 more; the drawer
        scores 1 per right guesser. The round ends when everyone has found the word or the time is
        up. After the last round the highest total wins; equal totals share the win.

        After each round everyone sees the word for 5 seconds (setting 'pauseSeconds'). If a
        player leaves a duet, the game ends; in a race it goes on without them while 2 remain.
        Bots are marked "practice partner".

        In a terminal the drawer types shapes: 'line X1 Y1 X2 Y2' and 'circle X Y R', e.g.
        'circle 2048 1536 600 c1 w3' for a thick red circle in the middle. The browser face draws
        with mouse, finger or pen.
        """
}
