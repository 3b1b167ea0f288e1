import Foundation
import GameCore
import Testing

/// ``PayloadJSONDecoder`` against Foundation on strings (escapes, surrogates, control characters,
/// UTF-8), whitespace and structure, and the documented stricter cases: trailing commas, duplicate
/// keys, invalid values nobody reads, BOMs and UTF-16, nesting.
@Suite struct PayloadJSONDecoderSyntaxTests {
    typealias Differential = DecoderDifferential

    /// `"` + `body` + `"` as a top-level string, a member and an element, as String and String?.
    func expectSameString(_ body: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let quoted = [UInt8(ascii: "\"")] + body + [UInt8(ascii: "\"")]
        Differential.expectSame(String.self, quoted, sourceLocation: sourceLocation)
        Differential.expectSame(String?.self, quoted, sourceLocation: sourceLocation)
        Differential.expectSame(DecodingBox<String>.self, Array(#"{"value":"#.utf8) + quoted + [UInt8(ascii: "}")], sourceLocation: sourceLocation)
        Differential.expectSame([String].self, [UInt8(ascii: "[")] + quoted + [UInt8(ascii: "]")], sourceLocation: sourceLocation)
        // As a key too: Foundation decodes every key of an object it opens.
        Differential.expectSame([String: Int].self, Array("{".utf8) + quoted + Array(":1}".utf8), sourceLocation: sourceLocation)
    }

    @Test func everyEscape() throws {
        let escapes = [
            #"\""#, #"\\"#, #"\/"#, #"\b"#, #"\f"#, #"\n"#, #"\r"#, #"\t"#, #"\u0041"#, #"\u00e9"#, #"\u00E9"#, #"\u20AC"#,
            #"\u0000"#, #"\u001f"#, #"\u007F"#, #"\uFFFF"#, #"\uFEFF"#, #"\u2028"#, #"\ud83d\ude00"#, #"\uD83D\uDE00"#,
            #"\udbff\udfff"#, #"\ud800\udc00"#, #"a\u0301"#, #"x\ty\"z\\"#,
            // Not escapes JSON knows, or broken ones.
            #"\x"#, #"\'"#, #"\U0041"#, #"\u12"#, #"\u12G4"#, #"\u-123"#, #"\0"#, #"\ "#, "\\", #"\u"#, #"\uD83D"#,
            // Lone and misordered surrogates.
            #"\ud800"#, #"\udc00"#, #"\udfff"#, #"\ud800x"#, #"\ud800\u0041"#, #"\ud800\ud800"#, #"\udc00\ud800"#,
            #"\ud800\n"#, #"\ud800\\udc00"#, #"\ud800\udbff"#,
        ]
        for escape in escapes {
            expectSameString(Array(escape.utf8))
            expectSameString(Array("ab\(escape)cd".utf8))
            expectSameString(Array("long plain prefix of ascii \(escape) and a long plain suffix too".utf8))
        }
        let all = try PayloadJSONDecoder().decode(String.self, from: Data(#""\"\\\/\b\f\n\r\t\u0041\u00e9\u20ac\ud83d\ude00""#.utf8))
        #expect(all == "\"\\/\u{08}\u{0C}\n\r\tAé€😀")
    }

    @Test func rawControlCharactersAndDelete() {
        for byte in UInt8(0)...UInt8(0x20) {
            expectSameString([byte])
            expectSameString(Array("0123456789".utf8) + [byte])
        }
        expectSameString([0x7F])
    }

    /// Well-formed and ill-formed UTF-8 (Unicode table 3-7: overlongs, surrogates, beyond
    /// U+10FFFF, stray and missing continuation bytes, truncation at the end of the string).
    @Test func utf8() {
        let sequences: [[UInt8]] = [
            [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xEF, 0xBB, 0xBF],
            [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xF0, 0x90, 0x80, 0x80],
            [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80],
            [0xED, 0xBF, 0xBF], [0xF0, 0x80, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
            [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFE], [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC3, 0x28], [0xE2, 0x28, 0xA1],
            [0xE2, 0x82, 0x28], [0xF0, 0x28, 0x8C, 0xBC], [0xF0, 0x9F, 0x98, 0x22], [0xC3, 0x22], [0xE2, 0x5C],
        ]
        for sequence in sequences {
            expectSameString(sequence)
            expectSameString(Array("abcdefgh".utf8) + sequence + Array("ijklmnopq".utf8))
        }
        // Every lead byte with every second byte.
        for lead in UInt8(0x80)...UInt8(0xFF) {
            for second in stride(from: 0x00, through: 0xFF, by: 0x11) {
                expectSameString([lead, UInt8(second), 0x80, 0x80])
            }
        }
        // Outside strings, any non-ASCII byte is an error for both.
        Differential.expectSame([Int].self, [0x5B, 0xC3, 0xA9, 0x5D])
        Differential.expectSame(Int.self, [0x31, 0xC2, 0xA0])
    }

    @Test func whitespace() {
        for json in [
            " \t\r\n{ \"value\" :\t1 ,\r\n\"other\" : [ 1 , 2 ] } \n", "{\"value\":1}\r\n", "\n\n{\"value\":1}",
            "{\"value\"\u{0B}:1}", "{\"value\"\u{0C}:1}", "{\"value\":1}\u{0B}", "\u{A0}{\"value\":1}", "{\"value\":1}\u{2028}",
            "{\"value\":1}\u{0}", "\u{0}{\"value\":1}", "{\"value\":1}/* */", "// x\n{\"value\":1}",
        ] {
            Differential.expectSame(DecodingBox<Int>.self, json)
        }
        Differential.expectSame([Int].self, "[ ]")
        Differential.expectSame([Int].self, "\t[\n1\r]\t")
    }

    @Test func structureAndTrailingGarbage() {
        let broken = [
            "", " ", "\n\t", "{", "}", "[", "]", "{]", "[}", "{\"value\"}", "{\"value\":}", "{\"value\" 1}", "{value:1}",
            "{'value':1}", "{,}", "[,]", "[,1]", "[1,,2]", "{\"value\":1,,\"b\":2}", "{\"value\":1 \"b\":2}", "[1 2]", "[1:2]",
            "{\"value\":1}}", "{\"value\":1}]", "{\"value\":1} {}", "{\"value\":1}x", "{\"value\":1}1", "{\"value\":1}\"",
            "{\"value\":1", "{\"value\":", "{\"value\"", "{\"val", "{1:1}", "{null:1}", "{\"value\":nul}", "{\"value\":tru}",
            "{\"value\":True}", "{\"value\":NULL}", "{\"value\":undefined}", "{\"value\":-}", "\"unterminated", "[\"a]",
            "{\"value\":1}\u{0}\u{0}", "[1]]", "[[1]", "{\"value\":[1}", "{\"value\":{]}", "{\"value\":1,\"a\":{\"b\":}}",
        ]
        for json in broken {
            Differential.expectSame(DecodingBox<Int>.self, json)
            Differential.expectSame(DecodingAnyJSON.self, json)
        }
        for json in ["1", "-1.5", "\"s\"", "true", "null", "[]", "{}", "[[],{}]", "{\"a\":{\"b\":[null]}}"] {
            Differential.expectSame(DecodingAnyJSON.self, json)
        }
    }

    // MARK: - Documented stricter cases

    @Test func trailingCommasAreRefused() {
        Differential.expectStricter([Int].self, "[1,2,]", code: .trailingComma)
        Differential.expectStricter([Int].self, "[1,2 , \n]", code: .trailingComma)
        Differential.expectStricter(DecodingBox<Int>.self, #"{"value":1,}"#, code: .trailingComma)
        Differential.expectStricter(DecodingBox<[Int]>.self, #"{"value":[1,]}"#, code: .trailingComma)
        Differential.expectStricter(DecodingBox<Int>.self, #"{"value":1,"unused":[{},]}"#, code: .trailingComma)
        Differential.expectSame([Int].self, "[,]")
        Differential.expectSame(DecodingBox<Int>.self, "{,}")
    }

    @Test func duplicateKeysAreRefused() {
        Differential.expectStricter(DecodingBox<Int>.self, #"{"value":1,"value":2}"#, code: .duplicateKey)
        Differential.expectStricter(DecodingBox<Int>.self, #"{"value":1,"unused":{"a":1,"a":1}}"#, code: .duplicateKey)
        Differential.expectStricter(DecodingBox<Int>.self, #"{"value":1,"valu\u0065":2}"#, code: .duplicateKey)
        // Swift Strings (and so Foundation's key lookup) treat canonically equivalent keys as equal.
        Differential.expectStricter([String: Int].self, #"{"\u00e9":1,"e\u0301":2}"#, code: .duplicateKey)
        Differential.expectStricter([String: Int].self, "{\"é\":1,\"e\u{301}\":2}", code: .duplicateKey)
        Differential.expectStricter([String: Int].self, #"{"K":1,"\u212A":2}"#, code: .duplicateKey)
        // Past the pairwise limit the keys are sorted by their bytes.
        let many = (0..<40).map { #""key\#($0)":\#($0)"# }.joined(separator: ",")
        Differential.expectSame([String: Int].self, "{\(many)}")
        Differential.expectStricter([String: Int].self, #"{\#(many),"key17":0}"#, code: .duplicateKey)
        Differential.expectStricter([String: Int].self, #"{"key0":0,\#(many)}"#, code: .duplicateKey)
        // Long keys alike in length and in their first and last eight bytes (one hash for all).
        let alike = (0..<100).map { #""aaaaaaaa\#($0 + 100)bbbbbbbb":\#($0)"# }.joined(separator: ",")
        #expect(Differential.expectSame([String: Int].self, "{\(alike)}")?.count == 100)
        Differential.expectStricter([String: Int].self, #"{\#(alike),"aaaaaaaa150bbbbbbbb":0}"#, code: .duplicateKey)
        Differential.expectSame([String: Int].self, #"{"aaaaaaaa1bbbbbbbb":1,"aaaaaaaa2bbbbbbbb":2}"#)
        // Keys that only look alike are not duplicates.
        Differential.expectSame([String: Int].self, #"{"a":1,"A":2,"a ":3,"\u00e9":4,"e":5,"":6}"#)
    }

    @Test func valuesNobodyReadsMustBeValidToo() {
        // Foundation checks these only when it decodes them.
        for unused in [#"01"#, #"1."#, #"-"#, #"1e"#, #"1.5.5"#, #"1-2"#, #""\x""#, #""\ud800""#, #""\u12x4""#, "\"\u{01}\""] {
            Differential.expectStricter(DecodingBox<Int>.self, #"{"value":1,"unused":\#(unused)}"#)
            Differential.expectStricter(DecodingBox<Int>.self, #"{"value":1,"unused":[1,\#(unused)]}"#)
        }
        // These already break its scan.
        for unused in [#""\u12""#, "+1", ".5", "tru", "[", #"{"a"}"#] {
            Differential.expectSame(DecodingBox<Int>.self, #"{"value":1,"unused":\#(unused)}"#)
        }
        Differential.expectStricter(DecodingBox<Int>.self, Array(#"{"value":1,"unused":""#.utf8) + [0xFF, 0x22, 0x7D])
    }

    @Test func onlyUTF8WithoutByteOrderMark() {
        Differential.expectStricter(DecodingBox<Int>.self, [0xEF, 0xBB, 0xBF] + Array(#"{"value":1}"#.utf8), code: .unexpectedByte)
        let utf16LE = Array(#"{"value":1}"#.utf16).flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] }
        let utf16BE = Array(#"{"value":1}"#.utf16).flatMap { [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] }
        Differential.expectStricter(DecodingBox<Int>.self, utf16LE, code: .unexpectedByte)
        Differential.expectStricter(DecodingBox<Int>.self, utf16BE, code: .unexpectedByte)
        Differential.expectStricter(DecodingBox<Int>.self, [0xFF, 0xFE] + utf16LE, code: .unexpectedByte)
        // Two bytes that Foundation reads as UTF-16 for "1".
        Differential.expectStricter(Int.self, [0x31, 0x00], code: .trailingData)
        Differential.expectStricter(Int.self, [0x00, 0x31], code: .unexpectedByte)
    }

    @Test func nestingIsLimited() {
        func nested(_ depth: Int) -> [UInt8] { Array(repeating: UInt8(ascii: "["), count: depth) + Array(repeating: UInt8(ascii: "]"), count: depth) }
        Differential.expectSame(DecodingAnyJSON.self, nested(PayloadJSONDecoder.defaultMaximumDepth))
        Differential.expectStricter(DecodingAnyJSON.self, nested(PayloadJSONDecoder.defaultMaximumDepth + 1), code: .tooDeep)
        let objects = String(repeating: #"{"a":"#, count: 65) + "1" + String(repeating: "}", count: 65)
        Differential.expectStricter(DecodingAnyJSON.self, objects, code: .tooDeep)
        // Far past any limit: a typed error from both, no stack overflow.
        let deep = nested(100_000)
        #expect(Differential.syntaxCode(DecodingAnyJSON.self, deep) == .tooDeep)
        #expect(Differential.decode(DecodingAnyJSON.self, deep, foundation: true).decodingError != nil)
        let deepObjects = Array(String(repeating: #"{"a":"#, count: 100_000).utf8)
        #expect(Differential.syntaxCode(DecodingAnyJSON.self, deepObjects) == .tooDeep)
        // The scanner itself never recurses: 100 000 levels scan under a higher limit.
        #expect(Differential.decode(Skipped.self, deep, foundation: false, maximumDepth: 1_000_000).value != nil)
        #expect(Differential.syntaxCode(Skipped.self, Array(deep.dropLast()), maximumDepth: 1_000_000) == .unexpectedEnd)
        // The limit counts containers: 0 allows only scalars.
        #expect(Differential.decode(Int.self, Array("7".utf8), foundation: false, maximumDepth: 0).value == 7)
        #expect(Differential.syntaxCode([Int].self, Array("[]".utf8), maximumDepth: 0) == .tooDeep)
        #expect(Differential.decode([[Int]].self, Array("[[]]".utf8), foundation: false, maximumDepth: 2).value == [[]])
        #expect(Differential.syntaxCode([[[Int]]].self, Array("[[[]]]".utf8), maximumDepth: 2) == .tooDeep)
    }

    /// A value that does not look at its input.
    struct Skipped: Decodable, Equatable {
        init(from decoder: any Decoder) {}
    }

    @Test func syntaxErrorsAreTyped() {
        let cases: [(String, PayloadJSONSyntaxError.Code)] = [
            ("", .empty), ("  ", .empty), ("[1", .unexpectedEnd), ("\"abc", .unexpectedEnd), ("tru", .unexpectedEnd),
            ("trux", .unexpectedByte), ("[1]x", .trailingData), ("01", .invalidNumber), ("1.", .invalidNumber),
            ("-", .invalidNumber), ("1e+", .invalidNumber), (#""\q""#, .invalidEscape), (#""\u12x4""#, .invalidUnicodeEscape),
            (#""\udc00""#, .loneSurrogate), ("\"\u{1}\"", .controlCharacter), (#"{"a":1,"a":1}"#, .duplicateKey),
            ("[1,]", .trailingComma), ("{\"a\"1}", .unexpectedByte),
        ]
        for (json, code) in cases {
            #expect(Differential.syntaxCode(DecodingAnyJSON.self, Array(json.utf8)) == code, "\(json.debugDescription)")
        }
        #expect(Differential.syntaxCode(String.self, [0x22, 0xFF, 0x22]) == .invalidUTF8)
    }
}
