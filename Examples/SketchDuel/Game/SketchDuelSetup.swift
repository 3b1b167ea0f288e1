import GameCore

extension SketchDuel {
    /// Seats the 2-8 players (the first draws first), draws one word per round from the list
    /// without repeats, and picks each round's hint letters, all with the host's seed.
    public static func initialState(players: [PlayerID], settings: SketchDuelSettings, seed: UInt64)
        throws(GameSetupError) -> SketchDuelState
    {
        try validateSeating(players)
        do throws(SettingsError) { try settings.validate() } catch { throw .invalidSettings(error) }
        var random = SeededGenerator(seed: seed)
        var list = settings.words.words
        random.shuffle(&list)
        let words = Array(list.prefix(settings.roundCount(players: players.count)))
        let hints = words.map { SketchDuelRules.hintPositions(for: $0, random: &random) }
        // For rounds a bot draws: drawable words, those not already in the game first.
        var drawable = SketchDuelRules.drawableWords(in: settings.words)
        random.shuffle(&drawable)
        drawable = drawable.filter { !words.contains($0) } + drawable.filter { words.contains($0) }
        let partnerWords = words.indices.map { drawable[$0 % drawable.count] }
        let partnerHints = partnerWords.map { SketchDuelRules.hintPositions(for: $0, random: &random) }
        return SketchDuelState(
            settings: settings, players: players, words: words, hintPositions: hints, partnerWords: partnerWords,
            partnerHints: partnerHints, round: 1,
            phase: .drawing, phaseStarted: .zero, now: .zero, drawing: Drawing(), guesses: [], hintsShown: 0,
            roundPoints: players.map { _ in 0 }, scores: players.map { _ in 0 }, history: [], partners: [],
            departed: [], finish: nil)
    }
}
