import GameCore

/// Computer players; both see only their own view.
///
/// The drawer bot draws its word from ``SketchLibrary`` (or the generic sketch when the library
/// lacks the word) stroke by stroke, ``pointsPerBatch`` points per action, as a person's face would
/// stream it. Its plan is worked out again from the view each time (word and round fix it), so it
/// needs no memory; a canvas that is not a prefix of the plan is cleared.
///
/// Bots are practice partners: before anything else each says so (``SketchDuelAction/partner``).
///
/// The guesser bot guesses at most once per finished stroke and once per hint letter shown. It
/// compares the finished strokes with the start of every library sketch whose word fits the public
/// pattern; when some match, it names one of them with a probability equal to the square of the
/// share of that sketch already drawn, and
/// otherwise (or when none match) a random unguessed word of the list that fits the pattern (with
/// its hint letters; after a "close!" only words one edit from that guess). So it gets better as
/// more of the drawing appears, and it never sees the word.
public enum SketchDuelBot {
    /// Points per drawing action (a face sends about this many every 50-100 ms).
    public static let pointsPerBatch = 8
    /// Mean distance, in grid units, under which a drawn stroke counts as a sketch's stroke.
    static let matchDistance = 200.0

    /// The bot's move for `player`, or `nil` when it has nothing to do.
    public static func action(for view: SketchDuelView, as player: PlayerID, random: inout SeededGenerator)
        -> SketchDuelAction?
    {
        guard view.viewer == player, view.finish == nil else { return nil }
        // First of all it says it is a practice partner, so every face labels it.
        guard view.partners.contains(player) else { return .partner }
        if view.isViewerDrawing, let word = view.word { return drawerAction(view, word: word) }
        if view.isViewerGuessing { return guesserAction(view, random: &random) }
        return nil
    }

    // MARK: Drawer

    /// The strokes the drawer bot draws for `word` in `round`: the sketch, each stroke shifted by a
    /// small offset fixed by the word and the round (so no two games look exactly alike).
    public static func plan(word: String, round: Int) -> [Stroke] {
        let sketch = SketchLibrary.sketch(of: word) ?? SketchLibrary.genericSketch
        var random = SeededGenerator(seed: fnv1a(word) ^ UInt64(round))
        return sketch.enumerated().map { index, points in
            let (dx, dy) = (random.nextInt(below: 81) - 40, random.nextInt(below: 81) - 40)
            let moved = points.map { GridPoint(x: $0.x + dx, y: $0.y + dy).clampedToGrid }
            return Stroke(color: StrokeColor.allCases[index % 6], width: 2, points: moved)
        }
    }

    static func drawerAction(_ view: SketchDuelView, word: String) -> SketchDuelAction? {
        let plan = plan(word: word, round: view.round)
        let drawn = view.drawing.strokes
        let finished = view.drawing.isStrokeOpen ? drawn.count - 1 : drawn.count
        guard drawn.count <= plan.count,
            zip(drawn.prefix(finished), plan).allSatisfy({ $0 == $1 })
        else { return .clear }
        if view.drawing.isStrokeOpen, let open = drawn.last {
            let target = plan[drawn.count - 1]
            guard open.color == target.color, open.width == target.width,
                open.points.count <= target.points.count, Array(target.points.prefix(open.points.count)) == open.points
            else { return .clear }
            let rest = target.points.dropFirst(open.points.count)
            return rest.isEmpty ? .end : .extend(points: Array(rest.prefix(pointsPerBatch)))
        }
        guard drawn.count < plan.count else { return nil }
        let next = plan[drawn.count]
        return .begin(color: next.color, width: next.width, points: Array(next.points.prefix(pointsPerBatch)))
    }

    // MARK: Guesser

    static func guesserAction(_ view: SketchDuelView, random: inout SeededGenerator) -> SketchDuelAction? {
        let finished = Array(view.drawing.strokes.prefix(view.drawing.strokes.count - (view.drawing.isStrokeOpen ? 1 : 0)))
        let own = view.viewerGuesses
        // One guess per finished stroke, and one more per hint letter shown (a drawing that is done
        // still gets a guess when a hint narrows the list).
        guard own.count < min(finished.count + view.hints, SketchDuelRules.maximumGuessesPerRound) else { return nil }
        let tried = Set(own.compactMap(\.text).map(SketchDuel.normalizedGuess))
        var fitting = view.wordList.words.filter {
            SketchDuel.fits($0, pattern: view.pattern) && !tried.contains(SketchDuel.normalizedGuess($0))
        }
        // A guess the host called close narrows the list to the words one edit from it.
        let close = own.filter(\.close).compactMap(\.text)
        if !close.isEmpty {
            let near = fitting.filter { word in close.contains { SketchDuelRules.isClose($0, to: word) } }
            if !near.isEmpty { fitting = near }
        }
        var candidates: [(word: String, share: Double)] = []
        for word in fitting {
            guard let sketch = SketchLibrary.all[word], finished.count <= sketch.count else { continue }
            if zip(finished, sketch).allSatisfy({ distance($0.points, $1) < matchDistance }) {
                candidates.append((word, Double(finished.count) / Double(sketch.count)))
            }
        }
        // A practice partner, not an oracle: it names a match with the square of the share drawn.
        if let pick = random.pick(from: candidates), random.nextInt(below: 1000) < Int(pick.share * pick.share * 1000) {
            return .guess(pick.word)
        }
        return random.pick(from: fitting).map { .guess($0) }
    }

    /// The mean distance between two polylines, each resampled to 16 points along its length.
    static func distance(_ a: [GridPoint], _ b: [GridPoint]) -> Double {
        let (pa, pb) = (resample(a, count: 16), resample(b, count: 16))
        let total = zip(pa, pb).reduce(0.0) { sum, pair in
            let (dx, dy) = (pair.0.x - pair.1.x, pair.0.y - pair.1.y)
            return sum + (dx * dx + dy * dy).squareRoot()
        }
        return total / 16
    }

    /// `count` points evenly spaced along the polyline.
    static func resample(_ points: [GridPoint], count: Int) -> [(x: Double, y: Double)] {
        let p = points.map { (x: Double($0.x), y: Double($0.y)) }
        guard let first = p.first else { return [] }
        var lengths = [0.0]
        for (a, b) in zip(p, p.dropFirst()) {
            lengths.append(lengths[lengths.count - 1] + ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot())
        }
        guard let total = lengths.last, total > 0 else { return Array(repeating: first, count: count) }
        var result: [(x: Double, y: Double)] = []
        var segment = 0
        for step in 0..<count {
            let target = total * Double(step) / Double(count - 1)
            while segment < p.count - 2, lengths[segment + 1] < target { segment += 1 }
            let span = lengths[segment + 1] - lengths[segment]
            let t = span > 0 ? (target - lengths[segment]) / span : 0
            let (a, b) = (p[segment], p[segment + 1])
            result.append((a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t))
        }
        return result
    }

    /// FNV-1a of the word's UTF-8 bytes: a hash fixed by this file (Swift's `Hasher` is seeded per run).
    static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}

extension SketchDuel {
    /// A guess as the host compares it.
    static func normalizedGuess(_ text: String) -> String { SketchDuelRules.normalized(text) }
}
