import Foundation
import GameCore
import Testing

/// Whole Codable types against Foundation: structs with missing, null and mistyped members (and
/// their coding paths), dictionaries, synthesized enums with associated values, class
/// inheritance through `superDecoder`, Data/Date/URL/Decimal, unusual keys, and decoders that
/// outlive the call.
@Suite struct PayloadJSONDecoderTypesTests {
    typealias Differential = DecoderDifferential

    struct Profile: Codable, Equatable {
        struct Inner: Codable, Equatable {
            var flag: Bool
            var list: [Int8]
            var note: String?
        }

        var name: String
        var age: Int
        var score: Double
        var tags: [String]
        var inner: Inner
        var inners: [Inner]
        var maybe: Int?
    }

    static let profile = #"{"name":"Ada","age":36,"score":9.5,"tags":["a","b"],"inner":{"flag":true,"list":[1,-2]},"#
        + #""inners":[{"flag":false,"list":[]},{"flag":true,"list":[3],"note":"n"}],"maybe":null}"#

    @Test func membersMissingNullOrMistyped() {
        #expect(Differential.expectSame(Profile.self, Self.profile)?.inners[1].note == "n")
        let edits: [(String, String)] = [
            (#""age":36"#, #""age":null"#), (#""age":36"#, #""age":"36""#), (#""age":36,"#, ""), (#""name":"Ada""#, #""name":1"#),
            (#""name":"Ada""#, #""name":null"#), (#""tags":["a","b"]"#, #""tags":["a",2]"#), (#""tags":["a","b"]"#, #""tags":{}"#),
            (#""tags":["a","b"]"#, #""tags":null"#), (#""list":[1,-2]"#, #""list":[1,200]"#), (#""list":[3]"#, #""list":[3,null]"#),
            (#""flag":true,"list":[3]"#, #""flag":"x","list":[3]"#), (#""note":"n""#, #""note":5"#), (#""maybe":null"#, #""maybe":"x""#),
            (#""inner":{"flag":true,"list":[1,-2]}"#, #""inner":[]"#), (#""inner":{"flag":true,"list":[1,-2]}"#, #""inner":null"#),
            (#""inner":{"flag":true,"list":[1,-2]}"#, #""inner":{"list":[1]}"#), (#""score":9.5"#, #""score":1e999"#),
            (#""score":9.5"#, #""score":true"#), (#","maybe":null"#, ""), (#""maybe":null"#, #""maybe":7"#),
        ]
        for (old, new) in edits {
            Differential.expectSame(Profile.self, Self.profile.replacingOccurrences(of: old, with: new))
            Differential.expectSame([String: [Profile]].self, #"{"k":[\#(Self.profile.replacingOccurrences(of: old, with: new))]}"#)
        }
    }

    @Test func errorsCarryTheRightPath() throws {
        let json = Self.profile.replacingOccurrences(of: #""list":[3]"#, with: #""list":[3,"x"]"#)
        do {
            _ = try PayloadJSONDecoder().decode([Profile].self, from: Data("[\(json)]".utf8))
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(let type, let context) {
            #expect(type is Int8.Type)
            #expect(context.codingPath.map(\.stringValue) == ["Index 0", "inners", "Index 1", "list", "Index 1"])
            #expect(context.codingPath.map(\.intValue) == [0, nil, 1, nil, 1])
        }
        let missing = Self.profile.replacingOccurrences(of: #""flag":false,"#, with: "")
        do {
            _ = try PayloadJSONDecoder().decode(Profile.self, from: Data(missing.utf8))
            Issue.record("decoded")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(key.stringValue == "flag")
            #expect(context.codingPath.map(\.stringValue) == ["inners", "Index 0"])
        }
    }

    /// Foundation lets its internal JSONError escape to an `init(from:)` that catches; ours is
    /// always a DecodingError.
    @Test func numberErrorsAreDecodingErrors() throws {
        struct Catching: Decodable {
            var error: (any Error)?
            init(from decoder: any Decoder) throws {
                do { _ = try decoder.singleValueContainer().decode(UInt8.self) } catch { self.error = error }
            }
        }
        let ours = try PayloadJSONDecoder().decode(Catching.self, from: Data("300".utf8)).error
        let theirs = try JSONDecoder().decode(Catching.self, from: Data("300".utf8)).error
        guard case .dataCorrupted(let context) = ours as? DecodingError else { throw ours ?? CancellationError() }
        #expect(context.debugDescription.contains("300"))
        #expect(theirs != nil && !(theirs is DecodingError))
    }

    @Test func dictionaries() {
        for json in [#"{}"#, #"{"a":1,"b":2}"#, #"{"a":1,"b":"x"}"#, #"{"a":null}"#, "[]", "null", #"{"":0,"\u00e9\n":3}"#] {
            Differential.expectSame([String: Int].self, json)
            Differential.expectSame([String: Int?].self, json)
            Differential.expectSame(DecodingBox<[String: Int]>.self, #"{"value":\#(json)}"#)
        }
        for json in [#"{"1":"a","-2":"b"}"#, #"{"x":"a"}"#, #"{"1.5":"a"}"#, #"{"99999999999999999999":"a"}"#, "[1,\"a\"]", "{}"] {
            Differential.expectSame([Int: String].self, json)
        }
        for json in [#"{"a":{"b":[1,2]},"c":{}}"#, #"{"a":{"b":null}}"#] {
            Differential.expectSame([String: [String: [Int]]].self, json)
        }
        let id = UUID()
        Differential.expectSame([UUID: Int].self, #"["\#(id.uuidString)",1]"#)
        Differential.expectSame([UUID: Int].self, #"{"\#(id.uuidString)":1}"#)
        let many = (0..<100).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
        #expect(Differential.expectSame([String: Int].self, "{\(many)}")?.count == 100)
    }

    indirect enum Shape: Codable, Equatable {
        case circle(radius: Double)
        case rect(width: Int, height: Int)
        case point
        case labeled(String, Int)
        case group([Shape], name: String?)
    }

    @Test func enumsWithAssociatedValues() throws {
        let shapes: [Shape] = [
            .circle(radius: 1.5), .rect(width: 2, height: 3), .point, .labeled("x", 4),
            .group([.point, .group([.circle(radius: 0)], name: nil)], name: "g"),
        ]
        for shape in shapes {
            let json = String(decoding: try JSONEncoder().encode(shape), as: UTF8.self)
            #expect(Differential.expectSame(Shape.self, json) == shape)
        }
        for json in [
            "{}", #"{"point":{},"circle":{"radius":1}}"#, #"{"square":{}}"#, #"{"circle":{}}"#, #"{"circle":{"radius":"1"}}"#,
            #"{"labeled":{"_0":"x"}}"#, #"{"labeled":{"_0":"x","_1":1}}"#, #"{"point":null}"#, #"{"point":[]}"#, "\"point\"", "null",
            #"{"group":{"_0":[{"point":{}},{"nope":{}}]}}"#,
        ] {
            Differential.expectSame(Shape.self, json)
            Differential.expectSame([Shape].self, "[\(json)]")
        }
        enum Suit: String, Codable { case hearts, spades }
        Differential.expectSame([Suit].self, #"["hearts","spades"]"#)
        Differential.expectSame([Suit].self, #"["hearts","clubs"]"#)
    }

    class Animal: Codable {
        var name: String
        init(name: String) { self.name = name }
    }

    final class Dog: Animal, Equatable {
        var breed: String
        private enum CodingKeys: String, CodingKey { case breed }

        init(name: String, breed: String) {
            self.breed = breed
            super.init(name: name)
        }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            breed = try container.decode(String.self, forKey: .breed)
            try super.init(from: container.superDecoder())
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(breed, forKey: .breed)
            try super.encode(to: container.superEncoder())
        }

        static func == (lhs: Dog, rhs: Dog) -> Bool { lhs.name == rhs.name && lhs.breed == rhs.breed }
    }

    @Test func inheritanceThroughSuperDecoder() throws {
        let json = String(decoding: try JSONEncoder().encode(Dog(name: "Rex", breed: "collie")), as: UTF8.self)
        #expect(Differential.expectSame(Dog.self, json) == Dog(name: "Rex", breed: "collie"))
        for broken in [#"{"breed":"collie"}"#, #"{"breed":"collie","super":null}"#, #"{"breed":"c","super":{"name":1}}"#, #"{"breed":"c","super":[]}"#] {
            Differential.expectSame(Dog.self, broken)
            Differential.expectSame([Dog].self, "[\(broken)]")
        }
    }

    struct Specials: Codable, Equatable {
        var data: Data
        var date: Date
        var url: URL
        var decimal: Decimal
        var optionalData: Data?
        var optionalURL: URL?
    }

    @Test func dataDateURLAndDecimalAsFoundationReadsThem() throws {
        let value = Specials(
            data: Data([0, 1, 2, 250, 255]), date: Date(timeIntervalSinceReferenceDate: 123_456.75),
            url: URL(string: "https://example.com/a%20b?q=1#f")!, decimal: Decimal(string: "-12.345")!, optionalData: Data(), optionalURL: nil)
        let json = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        #expect(Differential.expectSame(Specials.self, json) == value)
        for data in ["\"\"", "\"QQ==\"", "\"QQ\"", "\"QUJ=\"", "\"====\"", "\" QQ==\"", #""Q\u0051==""#, "\"QUJD\\n\"", "1", "null", "[]", "[1,2]"] {
            Differential.expectSame(Data.self, data)
            Differential.expectSame(DecodingBox<Data>.self, #"{"value":\#(data)}"#)
            Differential.expectSame([Data?].self, "[\(data)]")
        }
        for date in ["0", "-1.5", "1e9", "123456.75", "\"2001-01-01\"", "null", "true"] {
            Differential.expectSame(Date.self, date)
            Differential.expectSame(DecodingBox<Date>.self, #"{"value":\#(date)}"#)
        }
        for url in [#""https://a.b/c?d#e""#, #""relative/path""#, "\"\"", #""a b""#, #""http://[::1""#, #""\u00e9""#, "1", "null", "{}"] {
            Differential.expectSame(URL.self, url)
            Differential.expectSame(DecodingBox<URL>.self, #"{"value":\#(url)}"#)
            Differential.expectSame([URL?].self, "[\(url)]")
        }
        for decimal in ["0", "-0", "1.5", "1e2", "-1.25E-3", "12345678901234567890123456789012345678901234567890", "1e300", "\"1\"", "null"] {
            Differential.expectSame(Decimal.self, decimal)
            Differential.expectSame(DecodingBox<Decimal>.self, #"{"value":\#(decimal)}"#)
        }
    }

    struct UnusualKeys: Codable, Equatable {
        var cafe: Int
        var kelvin: Int
        var quoted: Int
        var empty: Int
        private enum CodingKeys: String, CodingKey {
            case cafe = "café", kelvin = "K", quoted = "a\"b\\", empty = ""
        }
    }

    @Test func keysCompareAsSwiftStrings() {
        for json in [
            #"{"café":1,"K":2,"a\"b\\":3,"":4}"#, #"{"caf\u00e9":1,"\u212A":2,"a\u0022b\u005c":3,"":4}"#,
            "{\"cafe\u{301}\":1,\"K\":2,\"a\\\"b\\\\\":3,\"\":4}", #"{"cafe":1,"k":2,"a\"b":3," ":4}"#,
        ] {
            Differential.expectSame(UnusualKeys.self, json)
        }
        // Objects past the linear-lookup limit use a key table, with the same semantics.
        let filler = (0..<50).map { #""filler\#($0)":\#($0)"# }.joined(separator: ",")
        Differential.expectSame(UnusualKeys.self, #"{\#(filler),"caf\u00e9":1,"\u212A":2,"a\"b\\":3,"":4}"#)
        Differential.expectSame(UnusualKeys.self, #"{\#(filler),"café":1,"K":2,"":4}"#)
        Differential.expectSame(Profile.self, "{\(filler),\(Self.profile.dropFirst())")
    }
}
