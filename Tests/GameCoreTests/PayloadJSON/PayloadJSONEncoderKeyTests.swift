import Foundation
@_spi(Testing) import GameCore
import Testing

/// Object keys in Foundation's `.sortedKeys` order (UTF-8 bytes), in every order they arrive,
/// with duplicates, escapes and non-ASCII; and the dictionaries the standard library encodes as
/// objects (`[String: V]`, `[Int: V]`, `CodingKeyRepresentable` keys) or as arrays (other keys).
@Suite struct PayloadJSONEncoderKeyTests {
    static let awkwardKeys = [
        "a", "A", "b", "B", "_", "a_b", "a2", "a10", "a1", "a01", "1", "10", "2", "", " ", "-", "~", "Z", "z", "zz",
        "é", "e\u{301}", "É", "ä", "中", "😀", "\u{7F}", "\u{2028}", "\"", "\\", "\n", "\t", "\u{1}", "/", "a/b",
        "ab", "aB", "Ab", "AB", "ß", "ss", "ﬃ", "\u{FEFF}", "\u{10FFFF}", "K", "\u{212A}", "Å", "\u{212B}", "A\u{30A}",
    ]

    @Test func awkwardKeysSortAsFoundationSortsThem() throws {
        // A dictionary holds one of each set of canonically equivalent keys ("é" and "e\u{301}").
        try expectEncodesLikeFoundation(Dictionary(Self.awkwardKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { $1 }))
        var random = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            let count = Int.random(in: 0...Self.awkwardKeys.count, using: &random)
            let keys = Self.awkwardKeys.shuffled(using: &random).prefix(count)
            try expectEncodesLikeFoundation(EncoderOrderedObject(members: keys.enumerated().map { ($1, $0) }))
        }
    }

    @Test func keysAlreadyInOrderAndReversed() throws {
        let sorted = Self.awkwardKeys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        try expectEncodesLikeFoundation(EncoderOrderedObject(members: sorted.enumerated().map { ($1, $0) }))
        try expectEncodesLikeFoundation(EncoderOrderedObject(members: sorted.reversed().enumerated().map { ($1, $0) }))
        // Sorted but for the last key, and sorted but for the first.
        try expectEncodesLikeFoundation(EncoderOrderedObject(members: [("b", 1), ("c", 2), ("d", 3), ("a", 4)]))
        try expectEncodesLikeFoundation(EncoderOrderedObject(members: [("z", 1), ("a", 2), ("b", 3), ("c", 4)]))
        // Prefixes: a key sorts after every key it begins.
        try expectEncodesLikeFoundation(EncoderOrderedObject(members: [("abc", 1), ("ab", 2), ("a", 3), ("abcd", 4)]))
    }

    @Test func canonicallyEquivalentKeysAreOneMember() throws {
        // Foundation keeps members in a [String: Value]: the first key's bytes, the last value.
        try expectEncodesLikeFoundation(EncoderOrderedObject(members: [("\u{E9}", 1), ("e\u{301}", 2)]))
        try expectEncodesLikeFoundation(EncoderOrderedObject(members: [("e\u{301}", 1), ("\u{E9}", 2), ("e", 3)]))
        try expectEncodesLikeFoundation(EncoderOrderedObject(members: [("K", 1), ("\u{212A}", 2), ("a", 3)]))
        try expectEncodesLikeFoundation(EncoderOrderedObject(members: [("\u{212A}", 1), ("a", 2), ("K", 3), ("\u{212A}", 4)]))
        try expectEncodesLikeFoundation(EncoderOrderedObject(members: [("Å", 1), ("\u{212B}", 2), ("A\u{30A}", 3), ("B", 4)]))
    }

    @Test func aKeyWrittenTwiceKeepsItsLastValue() throws {
        try expectEncodesLikeFoundation(EncoderOrderedObject(members: [("a", 1), ("a", 2)]))
        try expectEncodesLikeFoundation(EncoderOrderedObject(members: [("b", 1), ("a", 2), ("b", 3), ("a", 4), ("c", 5)]))
        try expectEncodesLikeFoundation(EncoderOrderedObject(members: [("x", 1), ("x", 2), ("x", 3)]))
        try expectEncodesLikeFoundation(EncoderOrderedObject(members: [("\n", 1), ("\u{1}", 2), ("\n", 3), ("\"", 4)]))
        var random = SeededGenerator(seed: 2)
        for _ in 0..<200 {
            let members = (0..<Int.random(in: 1...12, using: &random)).map { number in
                (Self.awkwardKeys[Int.random(in: 0..<6, using: &random)], number)
            }
            try expectEncodesLikeFoundation(EncoderOrderedObject(members: members))
        }
    }

    @Test func largeObjectsInEveryOrder() throws {
        var random = SeededGenerator(seed: 33)
        for count in [31, 32, 33, 64, 200] {
            let keys = (0..<count).map { "k\($0)" }
            try expectEncodesLikeFoundation(EncoderOrderedObject(members: keys.enumerated().map { ($1, $0) }))
            try expectEncodesLikeFoundation(EncoderOrderedObject(members: keys.shuffled(using: &random).enumerated().map { ($1, $0) }))
            let withRepeats = (0..<count).map { _ in keys[Int.random(in: 0..<count / 3, using: &random)] }
            try expectEncodesLikeFoundation(EncoderOrderedObject(members: withRepeats.enumerated().map { ($1, $0) }))
        }
    }

    /// Properties declared out of key order, as most synthesized types are.
    struct Unordered: Codable {
        var zebra = 1
        var apple = "a"
        var Mango = [1, 2]
        var _private = true
        var a10 = 10
        var a2 = 2
        var nested = Nested()

        struct Nested: Codable {
            var y = [Int]()
            var x: [String: Int] = ["b": 1, "a": 2]
        }
    }

    @Test func synthesizedPropertiesInDeclarationOrder() throws {
        try expectEncodesLikeFoundation(Unordered())
        try expectEncodesLikeFoundation([Unordered(), Unordered()])
        try expectEncodesLikeFoundation(["one": Unordered()])
    }

    enum Suit: String, Codable, CodingKeyRepresentable { case spades, hearts, Clubs, diamonds }

    @Test func dictionariesOfEveryKeyKind() throws {
        var random = SeededGenerator(seed: 9)
        for _ in 0..<50 {
            let strings = Dictionary(uniqueKeysWithValues: (0..<Int.random(in: 0...20, using: &random)).map {
                ("key\(Int.random(in: 0...1_000, using: &random))-\($0)", $0)
            })
            try expectEncodesLikeFoundation(strings)
            let ints = Dictionary(uniqueKeysWithValues: (0..<Int.random(in: 0...20, using: &random)).map {
                (Int.random(in: -1_000_000...1_000_000, using: &random) * 100 + $0, "v\($0)")
            })
            try expectEncodesLikeFoundation(ints)
            try expectEncodesLikeFoundation(["outer": ints])
        }
        try expectEncodesLikeFoundation([Suit.spades: 1, .hearts: 2, .Clubs: 3, .diamonds: 4])
        // Other keys make an array of alternating keys and values.
        try expectEncodesLikeFoundation([UUID(uuidString: "ABCDEF00-0000-4000-8000-000000000001")!: 1])
        try expectEncodesLikeFoundation([2.5: "x"])
        try expectEncodesLikeFoundation([Int8(3): "x"])
        try expectEncodesLikeFoundation([["a": [1: ["b": 2]]]])
    }

    @Test func escapedKeysSortByTheirCharacters() throws {
        // Escaping changes the bytes ("\n" is written as 5C 6E): the order must not.
        let keys = ["\u{1F}", "\n", "\u{0}", "\"", "\\", "#", "[", "]", "\u{8}", "\u{C}", "\r", "\t", "a\"", "a#", "a\\", "a]"]
        try expectEncodesLikeFoundation(Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) }))
        try expectEncodesLikeFoundation(EncoderOrderedObject(members: keys.enumerated().map { ($1, $0) }))
        try expectEncodesLikeFoundation(EncoderOrderedObject(members: keys.reversed().enumerated().map { ($1, $0) }))
    }
}
