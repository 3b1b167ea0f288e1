extension HighCardDuel {
    /// The rules as a browser's player reads them (Menu → How to play): taps, not commands.
    public static let webRulesText: String? = """
        Everyone holds the same cards, 1 up to the number of rounds. Each round, tap one of your \
        cards to pick it in secret; when everyone has picked, the picks are shown and the highest \
        card scores a point (a tie for highest scores for each of them). Every card is played \
        once. Most points win.
        """
}
