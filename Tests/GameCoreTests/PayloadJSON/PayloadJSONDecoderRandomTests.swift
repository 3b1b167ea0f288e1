import Foundation
import GameCore
import Testing

/// Seeded random values: nested Codable records encoded by Foundation (compact, sorted, pretty)
/// and random JSON texts with random whitespace, decoded by both decoders to equal values.
@Suite struct PayloadJSONDecoderRandomTests {
    typealias Differential = DecoderDifferential

    enum Kind: Codable, Equatable {
        case none
        case one(Int)
        case pair(String, Double)
        case named(x: Int16, y: [UInt8]?)
    }

    struct Record: Codable, Equatable {
        var id: Int
        var name: String
        var score: Double?
        var ratio: Float
        var flags: [Bool]
        var small: Int8
        var big: UInt64
        var negative: Int64
        var kind: Kind
        var tags: [String: Int]
        var table: [Int: String]
        var blob: Data?
        var when: Date?
        var children: [Record]
    }

    struct Maker {
        var random: SeededGenerator

        mutating func int<T: FixedWidthInteger>(_ type: T.Type) -> T {
            switch random.nextInt(below: 4) {
            case 0: T.max
            case 1: T.min
            case 2: T(truncatingIfNeeded: random.nextInt(below: 200) - 100)
            default: T(truncatingIfNeeded: random.next())
            }
        }

        mutating func double() -> Double {
            switch random.nextInt(below: 4) {
            case 0: Double(random.nextInt(below: 2000) - 1000) / 8
            case 1: [0.1, -0.0, 1e-300, Double.leastNonzeroMagnitude, 1.7976931348623157e308, 1e21, 1e-7][random.nextInt(below: 7)]
            default:
                Double(sign: random.nextInt(below: 2) == 0 ? .plus : .minus, exponent: random.nextInt(below: 200) - 100,
                       significand: 1 + Double(random.next() >> 12) / Double(1 << 52))
            }
        }

        mutating func float() -> Float {
            let value = Float(double())
            return value.isFinite ? value : 1.5
        }

        static let characters: [String] = [
            "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\r", "\u{0}", "\u{1F}", "\u{7F}", "é", "e\u{301}", "€", "😀", "\u{2028}",
            "\u{FEFF}", "中", "\u{10FFFF}", "{", "]", ",", ":",
        ]

        mutating func string() -> String {
            (0..<random.nextInt(below: 12)).map { _ in Self.characters[random.nextInt(below: Self.characters.count)] }.joined()
        }

        mutating func kind() -> Kind {
            switch random.nextInt(below: 4) {
            case 0: .none
            case 1: .one(int(Int.self))
            case 2: .pair(string(), double())
            default: .named(x: int(Int16.self), y: random.nextInt(below: 2) == 0 ? nil : (0..<3).map { _ in int(UInt8.self) })
            }
        }

        mutating func record(depth: Int) -> Record {
            Record(
                id: int(Int.self), name: string(), score: random.nextInt(below: 3) == 0 ? nil : double(),
                ratio: float(), flags: (0..<random.nextInt(below: 4)).map { _ in random.nextInt(below: 2) == 0 },
                small: int(Int8.self), big: int(UInt64.self), negative: int(Int64.self), kind: kind(),
                tags: Dictionary((0..<random.nextInt(below: 4)).map { _ in (string(), int(Int.self)) }, uniquingKeysWith: { first, _ in first }),
                table: Dictionary((0..<random.nextInt(below: 3)).map { _ in (int(Int.self), string()) }, uniquingKeysWith: { first, _ in first }),
                blob: random.nextInt(below: 2) == 0 ? nil : Data((0..<random.nextInt(below: 9)).map { _ in int(UInt8.self) }),
                when: random.nextInt(below: 2) == 0 ? nil : Date(timeIntervalSinceReferenceDate: double()),
                children: depth == 0 ? [] : (0..<random.nextInt(below: 3)).map { _ in record(depth: depth - 1) })
        }
    }

    @Test func foundationEncodedRecords() throws {
        var maker = Maker(random: SeededGenerator(seed: 2024))
        let formats: [JSONEncoder.OutputFormatting] = [[], [.sortedKeys, .withoutEscapingSlashes], [.prettyPrinted]]
        for round in 0..<300 {
            let record = maker.record(depth: 3)
            let encoder = JSONEncoder()
            encoder.outputFormatting = formats[round % formats.count]
            let bytes = Array(try encoder.encode(record))
            #expect(Differential.expectSame(Record.self, bytes) == record, "round \(round)")
        }
    }

    /// A random JSON text (nesting up to `depth`) with random whitespace between tokens.
    static func text(_ maker: inout Maker, depth: Int) -> String {
        func space() -> String { ["", "", " ", "\n", "\t ", "\r\n  "][maker.random.nextInt(below: 6)] }
        func quoted(_ string: String) -> String { String(decoding: try! JSONEncoder().encode(string), as: UTF8.self) }
        switch maker.random.nextInt(below: depth == 0 ? 5 : 7) {
        case 0: return "null"
        case 1: return maker.random.nextInt(below: 2) == 0 ? "true" : "false"
        case 2: return "\(maker.double())"
        case 3: return "\(maker.int(Int64.self))"
        case 4: return quoted(maker.string())
        case 5:
            let elements = (0..<maker.random.nextInt(below: 4)).map { _ in space() + text(&maker, depth: depth - 1) + space() }
            return "[" + elements.joined(separator: ",") + "]"
        default:
            var keys = Set<String>()
            var members: [String] = []
            for _ in 0..<maker.random.nextInt(below: 4) {
                let key = maker.string() + "\(maker.random.nextInt(below: 100))"
                guard keys.insert(key).inserted else { continue }
                members.append(space() + quoted(key) + space() + ":" + space() + text(&maker, depth: depth - 1) + space())
            }
            return "{" + members.joined(separator: ",") + "}"
        }
    }

    @Test func randomTexts() {
        var maker = Maker(random: SeededGenerator(seed: 77))
        var objects = 0
        for _ in 0..<1500 {
            let json = Self.text(&maker, depth: 4)
            if json.hasPrefix("{") { objects += 1 }
            Differential.expectSame(DecodingAnyJSON.self, json)
            Differential.expectSame(DecodingAnyJSON.self, "\n " + json + " \t")
        }
        #expect(objects > 100)
    }
}
