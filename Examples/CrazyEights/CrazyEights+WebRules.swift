extension CrazyEights {
    /// The rules as a phone's player reads them: taps, not typed commands.
    public static let webRulesText: String? = """
        Crazy Eights, for 2 to 8 players with one 52-card deck. Be the first to play all your cards.

        Each player gets 7 cards with two players, 5 with more (the handSize setting can change \
        that). One card is turned up to start the pile; the first seated player begins.

        On your turn, play one card that matches the suit to follow or the rank of the top card: \
        the cards you may play are lifted; tap one to play it. Eights are wild: tap an eight and \
        choose the suit the next player must follow.

        No lifted card? Tap "Draw a card". If the card you drew can be played, play it; otherwise \
        tap "Pass". With the drawUntilPlayable house rule you keep drawing until you get a card \
        you can play. When the draw pile is empty, the discards under the top card are shuffled \
        into a new one.

        The first player with no cards left wins. If nothing can be drawn and nobody can play, or \
        after turnLimit turns, the fewest cards wins (then the fewest points: eight 50, ten and \
        face cards 10, ace 1, others their number); players still tied share the win.

        With the turnSeconds setting on, each turn has a timer: when it runs out, the game draws \
        a card for you (if you may draw) and passes. A player who leaves has their cards shuffled \
        into the draw pile; the last player left wins.
        """
}
