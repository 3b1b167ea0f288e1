import GameCore

extension CrazyEights {
    /// Cards that must remain after dealing (see ``initialState(players:settings:seed:)``).
    static let minimumUndealt = 5

    /// Shuffles a 52-card deck with `seed`, deals each player their hand (one card at a time, in seat
    /// order) and turns up the starter card; an eight is never the starter (it goes to the bottom of
    /// the pile). The first seat starts.
    public static func initialState(
        players: [PlayerID], settings: CrazyEightsSettings, seed: UInt64
    ) throws(GameSetupError) -> CrazyEightsState {
        try validateSeating(players)
        do throws(SettingsError) {
            try settings.validate()
        } catch {
            throw .invalidSettings(error)
        }
        let handSize = settings.handSize.cards(forPlayers: players.count)
        // After dealing, at least five cards must remain: four could be eights, and the starter may
        // not be one. That also leaves at least four cards to draw.
        let maximumHand = (Card.standardDeck.count - minimumUndealt) / players.count
        guard handSize <= maximumHand else {
            throw .invalidSettings(
                .invalidValue(
                    key: "handSize", value: settings.handSize.description,
                    expected: "at most \(maximumHand) for \(players.count) players"))
        }
        var random = SeededGenerator(seed: seed)
        var deck = Card.standardDeck
        random.shuffle(&deck)

        var hands = Array(repeating: [Card](), count: players.count)
        for _ in 0..<handSize {
            for seat in hands.indices { hands[seat].append(deck.removeLast()) }
        }
        // Eights go to the bottom; at most four exist and at least five cards remain, so this ends
        // with a non-eight on top.
        while let top = deck.last, top.isEight { deck.insert(deck.removeLast(), at: 0) }
        let starter = deck.removeLast()

        return CrazyEightsState(
            settings: settings,
            seats: zip(players, hands).map { CrazyEightsState.Seat(player: $0, hand: $1) },
            drawPile: deck, discardPile: [starter], currentSuit: starter.suit, turn: 0,
            hasDrawnThisTurn: false, turnsTaken: 0, lastMove: nil, finish: nil, random: random)
    }
}
