extension CrazyEights {
    /// The rules as implemented, including the choices made where house rules vary.
    public static let rulesText = """
        CRAZY EIGHTS (2-8 players, one standard 52-card deck)

        Cards are written rank then suit: 7H is the seven of hearts, 10C the ten of clubs, QS the
        queen of spades (ranks A 2-10 J Q K; suits C clubs, D diamonds, H hearts, S spades).

        Deal: each player gets 7 cards with two players, 5 with three or more (setting handSize:
        classic, or a fixed number that leaves at least five cards undealt). The next card is turned up as the starter; an eight is never
        the starter. The first seated player starts; play goes round the table in seat order.

        Your turn: play one card that matches the suit to follow or the rank of the top card.
        Eights are wild: play one on anything and name the suit the next player must follow
        ("play 8H spades"; without a suit the eight's own suit stays).

        Cannot play? Draw one card (draw only when you have no playable card). If the drawn card
        can be played you may play it, otherwise pass. House rule drawUntilPlayable=on: keep
        drawing until you get a playable card or the pile runs out.

        When the draw pile is empty, the discards under the top card are shuffled into a new pile.
        If nothing at all can be drawn and you cannot play, you pass.

        Winning: the first player to play their last card wins. If nothing can be drawn and nobody
        can play, the game is blocked: the fewest cards wins, ties broken by fewest points (eight 50,
        ten and face cards 10, ace 1, others their number); players still tied share the win. The
        same scoring ends the game after turnLimit turns (default 1000), so every game ends.

        Leaving: a player who leaves for good has their hand shuffled into the draw pile; the turn
        passes on if it was theirs. When only one player remains, they win.

        Turn timer (setting turnSeconds: off, the default, or 5-600): when a turn runs out, the
        game draws for the player (when a draw is allowed and they have not drawn) and passes. It
        never plays a card for anyone.
        """
}
