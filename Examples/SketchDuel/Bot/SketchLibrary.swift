/// The bots' bundled line sketches, one per word, on a 100 × 75 box (the canvas at 1/40.96 scale).
///
/// Each sketch is strokes separated by `;`, each stroke a shape in a tiny language:
/// `L x y x y …` a polyline, `C x y r` a circle, `E x y rx ry` an ellipse, `A x y rx ry from to` an
/// elliptical arc (degrees; 0 right, 90 down), `R x y w h` a rectangle. The library covers 32 of the
/// everyday words and 26 animals, more than the 24 rounds a game can have: a round drawn by a bot
/// uses one of these words (``SketchDuelRules/drawableWords(in:)``). For any other word (a person
/// who labelled itself a partner mid-round) the drawer bot draws ``generic``, tagged with no word.
enum SketchLibrary {
    /// The sketches, by word.
    static let sources: [String: String] = [
        // everyday
        "sun": "C 50 37 14; L 50 8 50 18; L 50 56 50 66; L 21 37 31 37; L 69 37 79 37; L 30 17 37 24; L 70 17 63 24; L 30 57 37 50; L 70 57 63 50",
        "house": "R 25 35 50 35; L 20 37 50 10 80 37; R 44 50 12 20; R 30 42 9 9; R 61 42 9 9",
        "tree": "R 45 45 10 25; C 50 28 18",
        "apple": "C 50 45 22; L 50 23 52 12; E 60 15 7 4",
        "car": "L 10 50 10 40 25 38 35 25 65 25 75 38 90 40 90 50 10 50; C 28 52 8; C 72 52 8; L 50 25 50 38",
        "flower": "C 50 28 8; C 50 14 6; C 64 28 6; C 50 42 6; C 36 28 6; L 50 48 50 72; E 58 60 8 4",
        "star": "L 50 8 58 30 82 30 62 44 70 68 50 54 30 68 38 44 18 30 42 30 50 8",
        "moon": "A 50 37 25 25 90 270; A 50 37 10 25 270 90",
        "cloud": "A 30 45 12 12 90 270; A 48 32 17 17 180 360; A 68 43 13 13 270 450; L 30 57 68 56",
        "heart": "L 50 66 24 42 20 30 24 20 34 16 44 20 50 28 56 20 66 16 76 20 80 30 76 42 50 66",
        "smile": "C 50 37 28; C 40 28 3; C 60 28 3; A 50 40 14 10 20 160",
        "boat": "L 15 45 85 45 72 60 28 60 15 45; L 50 45 50 10; L 50 12 72 38 50 38",
        "key": "C 25 37 10; L 35 37 80 37; L 70 37 70 47; L 78 37 78 45",
        "cup": "L 30 20 34 62 62 62 66 20; A 66 40 10 12 -70 70",
        "ball": "C 50 37 25; L 25 37 75 37; A 50 37 10 25 270 450",
        "balloon": "E 50 28 17 21; L 50 49 47 55 53 60 48 68 52 74",
        "snowman": "C 50 58 15; C 50 32 11; C 50 15 7; L 39 32 25 24; L 61 32 75 24",
        "umbrella": "A 50 35 30 22 180 360; L 20 35 80 35; L 50 35 50 62; A 45 62 5 5 0 180",
        "glasses": "C 32 40 12; C 68 40 12; A 50 40 6 5 200 340; L 20 38 8 32; L 80 38 92 32",
        "clock": "C 50 37 28; L 50 37 50 18; L 50 37 64 42",
        "mountain": "L 5 68 35 18 50 40 65 22 95 68 5 68; L 28 30 35 18 42 30",
        "rainbow": "A 50 65 40 40 180 360; A 50 65 32 32 180 360; A 50 65 24 24 180 360",
        "bicycle": "C 25 50 14; C 75 50 14; L 25 50 42 50 62 28 38 28 25 50; L 62 28 75 50; L 36 22 44 22",
        "ladder": "L 35 5 35 70; L 65 5 65 70; L 35 15 65 15; L 35 30 65 30; L 35 45 65 45; L 35 60 65 60",
        "door": "R 30 8 40 62; C 62 40 3",
        "window": "R 25 15 50 45; L 50 15 50 60; L 25 37 75 37",
        "candle": "R 40 30 20 40; L 50 30 50 24; E 50 17 5 8",
        "kite": "L 50 8 70 30 50 58 30 30 50 8; L 50 8 50 58; L 30 30 70 30; L 50 58 55 65 45 70 52 74",
        "mushroom": "A 50 40 30 25 180 360; L 20 40 80 40; R 42 40 16 25",
        "tent": "L 15 65 50 12 85 65 15 65; L 42 65 50 40 58 65",
        "envelope": "R 20 20 60 38; L 20 20 50 42 80 20",
        "eye": "A 50 37 30 16 180 360; A 50 37 30 16 0 180; C 50 37 8",
        // animals
        "fish": "E 45 37 25 14; L 70 37 88 25 88 49 70 37; C 32 33 2",
        "cat": "C 50 40 20; L 34 28 32 12 44 22; L 56 22 68 12 66 28; C 43 37 2; C 57 37 2; L 30 44 18 42; L 70 44 82 42",
        "snail": "C 55 40 16; A 55 40 8 8 0 300; L 20 56 80 56; L 25 56 22 40 18 36",
        "spider": "C 50 37 10; L 42 32 25 20; L 41 37 22 37; L 42 42 25 54; L 58 32 75 20; L 59 37 78 37; L 58 42 75 54",
        "snake": "L 10 60 25 45 40 60 55 45 70 60 85 45; C 88 43 3",
        "turtle": "A 50 45 25 20 180 360; L 25 45 75 45; C 82 42 6; L 32 45 30 55; L 68 45 70 55",
        "butterfly": "L 50 20 50 60; E 38 30 12 10; E 62 30 12 10; E 40 50 9 8; E 60 50 9 8",
        "octopus": "C 50 28 16; A 50 44 4 10 180 0; A 40 44 4 12 0 180; A 60 44 4 12 0 180; A 32 42 4 12 180 0; A 68 42 4 12 180 0",
        "dog": "C 50 35 16; E 33 38 5 12; E 67 38 5 12; E 50 45 7 5; C 44 31 2; C 56 31 2; C 50 42 2",
        "mouse": "E 50 45 22 13; C 34 31 7; C 48 29 7; C 33 43 2; L 72 47 84 42 92 52",
        "rabbit": "C 50 48 15; E 43 20 5 14; E 57 20 5 14; C 45 45 2; C 55 45 2; L 50 52 50 55",
        "pig": "C 50 40 22; E 50 46 9 6; C 47 46 1.5; C 53 46 1.5; L 34 24 30 12 42 20; L 58 20 70 12 66 24; C 42 34 2; C 58 34 2",
        "cow": "E 50 40 18 22; E 50 55 12 7; L 36 24 28 14; L 64 24 72 14; C 43 35 2; C 57 35 2; C 46 55 1.5; C 54 55 1.5",
        "duck": "E 45 50 25 13; C 68 30 10; L 77 28 90 31 77 34; C 70 27 1.5; A 40 48 12 6 0 180",
        "owl": "E 50 42 22 28; C 41 32 7; C 59 32 7; C 41 32 2; C 59 32 2; L 47 40 50 46 53 40; L 30 20 35 10 40 18; L 60 18 65 10 70 20",
        "whale": "A 45 45 35 18 180 360; L 10 45 80 45; L 80 45 92 32; L 80 45 94 52; C 25 38 2; L 40 27 40 15; L 34 10 40 15 46 10",
        "frog": "E 50 48 28 18; C 36 30 8; C 64 30 8; C 36 30 3; C 64 30 3; A 50 50 15 8 20 160",
        "bee": "E 50 45 22 14; L 42 32 42 58; L 52 31 52 59; L 62 34 62 56; E 45 22 8 10; E 58 22 8 10; L 72 45 80 45",
        "crab": "E 50 45 20 12; C 22 25 7; C 78 25 7; L 33 38 24 31; L 67 38 76 31; L 32 48 20 56; L 34 52 24 62; L 68 48 80 56; L 66 52 76 62; C 45 38 2; C 55 38 2",
        "starfish": "L 50 8 56 32 80 34 60 46 68 70 50 56 32 70 40 46 20 34 44 32 50 8; C 50 38 2; C 46 44 1; C 54 44 1",
        "jellyfish": "A 50 35 22 18 180 360; L 28 35 72 35; L 35 35 32 45 36 55 32 65; L 45 35 43 48 47 58 44 68; L 55 35 57 48 53 58 56 68; L 65 35 68 45 64 55 68 65",
        "bat": "L 50 35 40 28 25 22 10 30 20 35 18 45 30 42 40 48 50 40 60 48 70 42 82 45 80 35 90 30 75 22 60 28 50 35; C 50 35 6; L 46 30 45 25; L 54 30 55 25",
        "penguin": "E 50 40 18 28; E 50 45 11 20; C 45 25 2; C 55 25 2; L 47 30 50 34 53 30; L 40 68 35 72 45 72; L 60 68 55 72 65 72",
        "giraffe": "L 40 70 40 40 48 12; L 52 70 52 42 58 14; E 53 10 8 5; L 48 6 46 1; L 56 6 58 1; C 45 50 2; C 48 30 2; C 46 62 2",
        "elephant": "C 50 35 15; E 28 35 10 14; E 72 35 10 14; L 50 45 50 62 56 68; C 45 31 2; C 55 31 2",
        "lion": "C 50 38 14; C 50 38 24; C 45 35 2; C 55 35 2; L 47 43 50 46 53 43",
    ]

    /// What the drawer bot draws for a word the library lacks: a plain box with a cross, tagged
    /// with no word (so the guesser bot can only guess at random from the pattern).
    static let generic = "R 30 20 40 35; L 30 20 70 55; L 70 20 30 55"

    /// The sketch of `word` on the grid, or `nil` when the library lacks it.
    static func sketch(of word: String) -> [[GridPoint]]? { sources[word].map(parse) }

    /// The generic sketch on the grid.
    static var genericSketch: [[GridPoint]] { parse(generic) }

    /// Every sketch on the grid, by word (parsed once).
    static let all: [String: [[GridPoint]]] = sources.mapValues(parse)

    /// Parses a sketch (the library's own text: malformed shapes are skipped).
    static func parse(_ text: String) -> [[GridPoint]] {
        text.split(separator: ";").compactMap { shape -> [GridPoint]? in
            let words = shape.split(separator: " ")
            guard let kind = words.first else { return nil }
            let n = words.dropFirst().compactMap { Double($0) }.map { $0 * 40.96 }
            func point(_ x: Double, _ y: Double) -> GridPoint {
                GridPoint(x: Int(x.rounded()), y: Int(y.rounded())).clampedToGrid
            }
            switch kind {
            case "L" where n.count >= 4 && n.count % 2 == 0:
                return stride(from: 0, to: n.count, by: 2).map { point(n[$0], n[$0 + 1]) }
            case "C" where n.count == 3:
                return StrokeShapes.circle(center: point(n[0], n[1]), radius: n[2])
            case "E" where n.count == 4:
                return StrokeShapes.arc(center: point(n[0], n[1]), rx: n[2], ry: n[3], from: 0, to: 360)
            case "A" where n.count == 6:
                return StrokeShapes.arc(center: point(n[0], n[1]), rx: n[2], ry: n[3], from: n[4] / 40.96, to: n[5] / 40.96)
            case "R" where n.count == 4:
                let (x, y, w, h) = (n[0], n[1], n[2], n[3])
                return [point(x, y), point(x + w, y), point(x + w, y + h), point(x, y + h), point(x, y)]
            default:
                return nil
            }
        }
    }
}
