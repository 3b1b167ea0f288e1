import GameCore

extension SketchDuel {
    /// Seats the two players (the first draws first) and draws one word per round from the list,
    /// without repeats, with the host's seed.
    public static func initialState(players: [PlayerID], settings: SketchDuelSettings, seed: UInt64)
        throws(GameSetupError) -> SketchDuelState
    {
        try validateSeating(players)
        do throws(SettingsError) { try settings.validate() } catch { throw .invalidSettings(error) }
        var random = SeededGenerator(seed: seed)
        var list = settings.words.words
        random.shuffle(&list)
        return SketchDuelState(
            settings: settings, players: players, words: Array(list.prefix(settings.rounds)), round: 1,
            phase: .drawing, phaseStarted: .zero, now: .zero, drawing: Drawing(), guesses: [],
            scores: players.map { _ in 0 }, history: [], finish: nil)
    }
}
