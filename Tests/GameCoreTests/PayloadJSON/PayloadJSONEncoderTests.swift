import Foundation
@_spi(Testing) import GameCore
import Testing

/// PayloadJSONEncoder against Foundation's JSONEncoder ([.sortedKeys, .withoutEscapingSlashes]),
/// byte for byte: scalars of every type at the top level and in every kind of container, strings
/// over every ASCII code point and a sample of others, optionals, empty values and the errors.
@Suite struct PayloadJSONEncoderTests {
    /// One value of each scalar type, written through each container's overload for it.
    struct Scalars: Codable, Equatable {
        var bool = true
        var string = "text"
        var double = 0.5
        var float: Float = 0.25
        var int = -7
        var int8: Int8 = .min
        var int16: Int16 = .min
        var int32: Int32 = .min
        var int64: Int64 = .min
        var uint: UInt = .max
        var uint8: UInt8 = .max
        var uint16: UInt16 = .max
        var uint32: UInt32 = .max
        var uint64: UInt64 = .max
        var optional: Int? = nil
        var present: String? = "here"
    }

    /// The same scalars in an array (unkeyed container overloads).
    struct ScalarList: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(false)
            try container.encode("x")
            try container.encode(-1.5)
            try container.encode(Float(3))
            try container.encode(Int.min)
            try container.encode(Int8.max)
            try container.encode(Int16.max)
            try container.encode(Int32.max)
            try container.encode(Int64.max)
            try container.encode(UInt.min)
            try container.encode(UInt8.min)
            try container.encode(UInt16(7))
            try container.encode(UInt32(8))
            try container.encode(UInt64(9))
            try container.encodeNil()
            #expect(container.count == 15)
        }
    }

    @Test func scalarsInAnObject() throws {
        try expectEncodesLikeFoundation(Scalars())
        try expectEncodesLikeFoundation(
            Scalars(bool: false, string: "", double: -0.0, float: -1e-7, int: 0, int8: 0, int16: 0, int32: 0,
                    int64: 0, uint: 0, uint8: 0, uint16: 0, uint32: 0, uint64: 0, optional: 3, present: nil))
    }

    @Test func scalarsInAnArray() throws {
        try expectEncodesLikeFoundation(ScalarList())
    }

    @Test func scalarsAtTheTopLevel() throws {
        try expectEncodesLikeFoundation(true)
        try expectEncodesLikeFoundation(false)
        try expectEncodesLikeFoundation("a string")
        try expectEncodesLikeFoundation(0)
        try expectEncodesLikeFoundation(-0.0)
        try expectEncodesLikeFoundation(Float(0.1))
        for value in [Int.min, Int.max, -1, 0, 1, 9, 10, 99, 100, 1_000_000_007] {
            try expectEncodesLikeFoundation(value)
        }
        for value in [Int8.min, Int8.max] { try expectEncodesLikeFoundation(value) }
        for value in [Int16.min, Int16.max] { try expectEncodesLikeFoundation(value) }
        for value in [Int32.min, Int32.max] { try expectEncodesLikeFoundation(value) }
        for value in [Int64.min, Int64.max] { try expectEncodesLikeFoundation(value) }
        for value in [UInt.min, UInt.max] { try expectEncodesLikeFoundation(value) }
        for value in [UInt8.min, UInt8.max] { try expectEncodesLikeFoundation(value) }
        for value in [UInt16.min, UInt16.max] { try expectEncodesLikeFoundation(value) }
        for value in [UInt32.min, UInt32.max] { try expectEncodesLikeFoundation(value) }
        var power: UInt64 = 1
        for _ in 0..<20 {
            try expectEncodesLikeFoundation([power - 1, power, power + 1])
            try expectEncodesLikeFoundation(Int64(truncatingIfNeeded: power))
            power &*= 10
        }
        try expectEncodesLikeFoundation(UInt64.max)
    }

    @Test func wideIntegers() throws {
        var values: [Int128] = [.min, .max, 0, -1, 1, Int128(Int64.min) - 1, Int128(UInt64.max) + 1]
        var random = SeededGenerator(seed: 128)
        for _ in 0..<200 {
            let high = Int128(Int64(bitPattern: random.next()) >> Int64.random(in: 0..<64, using: &random))
            values.append(high << 64 | Int128(random.next() as UInt64))
        }
        for value in values {
            try expectEncodesLikeFoundation(value)
            try expectEncodesLikeFoundation(UInt128(truncatingIfNeeded: value))
            try expectEncodesLikeFoundation(["k": value])
        }
        try expectEncodesLikeFoundation(values)
        try expectEncodesLikeFoundation(values.map { UInt128(truncatingIfNeeded: $0) })
        try expectEncodesLikeFoundation(WideList(values: values))
    }

    /// 128-bit integers through the unkeyed container's own overloads (not the flat array path).
    struct WideList: Encodable {
        var values: [Int128]
        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for value in values {
                try container.encode(value)
                try container.encode(UInt128(truncatingIfNeeded: value))
            }
        }
    }

    @Test func nilAndOptionals() throws {
        try expectEncodesLikeFoundation(Int?.none)
        try expectEncodesLikeFoundation(Int?.some(4))
        try expectEncodesLikeFoundation(String??.some(nil))
        try expectEncodesLikeFoundation([1, nil, 3] as [Int?])
        try expectEncodesLikeFoundation(["a": nil, "b": 2] as [String: Int?])
        try expectEncodesLikeFoundation([Scalars?.none, Scalars()])
    }

    @Test func everyASCIICodePointInStringsAndKeys() throws {
        for codePoint in 0..<0x80 {
            let text = String(UnicodeScalar(UInt8(codePoint)))
            try expectEncodesLikeFoundation(text)
            try expectEncodesLikeFoundation("a\(text)b\(text)")
            try expectEncodesLikeFoundation(EncoderOrderedObject(members: [(text, codePoint), ("\(text)\(text)", 1), ("m", 2)]))
            try expectEncodesLikeFoundation([text: codePoint])
        }
        let allASCII = String((0..<0x80).map { Character(UnicodeScalar(UInt8($0))) })
        try expectEncodesLikeFoundation(allASCII)
        try expectEncodesLikeFoundation(Dictionary(uniqueKeysWithValues: (0..<0x80).map {
            (String(UnicodeScalar(UInt8($0))), $0)
        }))
    }

    @Test func escapesAtEveryPositionOfLongStrings() throws {
        // The encoder scans eight bytes at a time: every position of a word, and the tail.
        for special in ["\"", "\\", "\n", "\u{0}", "\u{1F}", " ", "!", "#", "[", "]", "\u{7F}", "é", "😀"] {
            for length in [7, 8, 9, 16, 23, 40] {
                for position in 0..<length {
                    var characters = Array(repeating: Character("x"), count: length)
                    characters[position] = Character(special)
                    let text = String(characters)
                    try expectEncodesLikeFoundation(text)
                    try expectEncodesLikeFoundation(EncoderOrderedObject(members: [(text, 1), ("x", 2), (text + "y", 3)]))
                }
            }
        }
    }

    @Test func aSampleOfOtherCodePoints() throws {
        let samples: [UInt32] = [
            0x80, 0x9F, 0xA0, 0xE9, 0xFF, 0x100, 0x7FF, 0x800, 0x2028, 0x2029, 0xD7FF, 0xE000, 0xFEFF, 0xFFFD,
            0xFFFF, 0x10000, 0x1F600, 0x10FFFF,
        ]
        var random = SeededGenerator(seed: 0x2028)
        var scalars = samples.compactMap(UnicodeScalar.init)
        while scalars.count < 400 {
            if let scalar = UnicodeScalar(UInt32.random(in: 0x80...0x10FFFF, using: &random)) { scalars.append(scalar) }
        }
        for scalar in scalars {
            let text = String(scalar)
            try expectEncodesLikeFoundation(text)
            try expectEncodesLikeFoundation(EncoderOrderedObject(members: [(text, 1), ("a\(text)", 2), ("\(text)\"", 3)]))
        }
    }

    @Test func emptyValues() throws {
        try expectEncodesLikeFoundation([Int]())
        try expectEncodesLikeFoundation([String: Int]())
        try expectEncodesLikeFoundation([[Int]]())
        try expectEncodesLikeFoundation(EmptyObject())
        try expectEncodesLikeFoundation([Nothing()])
        try expectEncodesLikeFoundation(["nothing": Nothing()])
        try expectEncodesLikeFoundation(Wrapper(inner: Nothing()))
        try expectEncodesLikeFoundation(["w": Wrapper(inner: Nothing())])
    }

    struct EmptyObject: Encodable {
        func encode(to encoder: any Encoder) throws { _ = encoder.container(keyedBy: EncoderTestKey.self) }
    }

    /// Writes nothing: Foundation writes `{}` for it when nested, and refuses it at the top level.
    struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    /// Passes its encoder's single-value container to a value (which may write nothing).
    struct Wrapper<Inner: Encodable>: Encodable {
        var inner: Inner
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(inner)
        }
    }

    @Test func aTopLevelValueThatWritesNothingIsRefused() {
        let paths = expectBothEncodersRefuse(Nothing())
        #expect(paths?.ours == [])
    }

    @Test func nonFiniteNumbersAreRefusedWhereverTheyAre() {
        for number in [Double.nan, .infinity, -.infinity] {
            #expect(expectBothEncodersRefuse(number)?.ours == [])
            #expect(expectBothEncodersRefuse(Float(number))?.ours == [])
            let keyed = expectBothEncodersRefuse(["k": number])
            #expect(keyed?.ours == keyed?.foundation)
            let listed = expectBothEncodersRefuse([1, number])
            #expect(listed?.ours == listed?.foundation)
            let floats = expectBothEncodersRefuse(["list": [1, Float(number)]])
            #expect(floats?.ours == floats?.foundation)
            let nested = expectBothEncodersRefuse(["a": [Wrapper(inner: Scalars(double: number))]])
            #expect(nested?.ours == nested?.foundation)
            let single = expectBothEncodersRefuse(["a": Wrapper(inner: number)])
            #expect(single?.ours == ["a"])
        }
    }
}
