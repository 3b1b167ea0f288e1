extension SketchDuel {
    /// The rules as a phone's player reads them: a finger, not typed shapes.
    public static let webRulesText: String? = """
        SketchDuel, for 2 to 8 players: draw a secret word, guess the others'.

        Each round one player draws and the others guess; the drawer changes every round (2 rounds \
        per player unless the rounds setting says otherwise). Only the drawer sees the word; the \
        guessers see its letters as blanks, e.g. _ _ _   _ _ _ _ _ for "ice cream".

        Drawing: draw on the canvas with a finger, a pen or the mouse. Pick a colour and a width; \
        Undo takes back the last stroke, Clear wipes the canvas. Everyone sees the drawing grow.

        Guessing: type your guess and send it, as often as you like (up to 20 times a round); \
        capitals and spaces do not matter. A guess one letter off is answered "close!", to you \
        alone. A right guess is never shown to the others.

        A round lasts 75 seconds (roundSeconds). At half time one letter is shown, at three \
        quarters a second. A right guess scores 1 point plus 1 for every full 15 seconds left.

        With 2 players you play together (a duet): guess at least half of the rounds and you both \
        win. With 3 or more it is a race: each right guesser scores, the first of the round 2 \
        more, and the drawer scores 1 per right guesser; the highest total wins. After each round \
        everyone sees the word for a few seconds.
        """
}
