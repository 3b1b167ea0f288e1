import Foundation
import GameCore
import Testing

/// The container API against Foundation's: probes call every method of a keyed, unkeyed and
/// single-value container in turn and log each result or error (kind and path); both decoders
/// must write the same log.
@Suite struct PayloadJSONDecoderContainerTests {
    typealias Differential = DecoderDifferential

    /// A log of calls and their results.
    struct Log: Equatable, CustomStringConvertible {
        var lines: [String] = []

        mutating func record<T>(_ label: String, _ body: () throws -> T) {
            do {
                lines.append("\(label) = \(try body())")
            } catch let error as DecodingError {
                // Foundation reports its lazy syntax and range checks with an empty path; ours names the value.
                let path = Differential.kind(error) == "dataCorrupted" ? "" : Differential.path(error).joined(separator: ".")
                lines.append("\(label) ! \(Differential.kind(error)) \(path)")
            } catch {
                // Foundation throws its internal JSONError (not a DecodingError) for a number it cannot
                // represent to code that catches inside init(from:); only its top level makes that a
                // dataCorrupted. Ours always throws DecodingError (see PayloadJSONDecoderTypesTests).
                lines.append("\(label) ! dataCorrupted ")
            }
        }

        var description: String { lines.joined(separator: "\n") }
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Every keyed-container call for a fixed set of keys.
    struct KeyedProbe: Decodable, Equatable {
        var log = Log()

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            log.record("codingPath") { container.codingPath.map(\.stringValue) }
            log.record("allKeys") { container.allKeys.map(\.stringValue).sorted() }
            for name in ["int", "null", "string", "bool", "double", "object", "array", "missing", "super", "big"] {
                let key = Key(name)
                log.record("contains \(name)") { container.contains(key) }
                log.record("decodeNil \(name)") { try container.decodeNil(forKey: key) }
                log.record("Int \(name)") { try container.decode(Int.self, forKey: key) }
                log.record("Int? \(name)") { try container.decodeIfPresent(Int.self, forKey: key) }
                log.record("UInt8 \(name)") { try container.decode(UInt8.self, forKey: key) }
                log.record("Bool \(name)") { try container.decode(Bool.self, forKey: key) }
                log.record("Bool? \(name)") { try container.decodeIfPresent(Bool.self, forKey: key) }
                log.record("String \(name)") { try container.decode(String.self, forKey: key) }
                log.record("String? \(name)") { try container.decodeIfPresent(String.self, forKey: key) }
                log.record("Double \(name)") { try container.decode(Double.self, forKey: key) }
                log.record("Float? \(name)") { try container.decodeIfPresent(Float.self, forKey: key) }
                log.record("[Int] \(name)") { try container.decode([Int].self, forKey: key) }
                log.record("[Int]? \(name)") { try container.decodeIfPresent([Int].self, forKey: key) }
                log.record("[String: Int] \(name)") { try container.decode([String: Int].self, forKey: key) }
                log.record("Int?? \(name)") { try container.decode(Int?.self, forKey: key) }
                log.record("nested keyed \(name)") {
                    try container.nestedContainer(keyedBy: Key.self, forKey: key).allKeys.map(\.stringValue).sorted()
                }
                log.record("nested unkeyed \(name)") { try container.nestedUnkeyedContainer(forKey: key).count }
                log.record("super \(name) nil") { try container.superDecoder(forKey: key).singleValueContainer().decodeNil() }
                log.record("super \(name) Int") { try container.superDecoder(forKey: key).singleValueContainer().decode(Int.self) }
                log.record("super \(name) path") { try container.superDecoder(forKey: key).codingPath.map(\.stringValue) }
                log.record("super \(name) keyed") { try container.superDecoder(forKey: key).container(keyedBy: Key.self).allKeys.count }
            }
            log.record("super() Int") { try container.superDecoder().singleValueContainer().decode(Int.self) }
            log.record("super() path") { try container.superDecoder().codingPath.map(\.stringValue) }
            log.record("super() unkeyed") { try container.superDecoder().unkeyedContainer().count }
        }
    }

    /// Every unkeyed-container call, walking the array and past its end.
    struct UnkeyedProbe: Decodable, Equatable {
        var log = Log()

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            log.record("count") { container.count }
            for step in 0..<((container.count ?? 0) + 3) {
                log.record("\(step) state") { "\(container.currentIndex) \(container.isAtEnd)" }
                log.record("\(step) path") { container.codingPath.map(\.stringValue) }
                // Failed decodes do not move on; each step ends with one call that may.
                log.record("\(step) Bool") { try container.decode(Bool.self) }
                log.record("\(step) String") { try container.decode(String.self) }
                log.record("\(step) [Int]") { try container.decode([Int].self) }
                log.record("\(step) nested keyed") { try container.nestedContainer(keyedBy: Key.self).allKeys.count }
                log.record("\(step) nested unkeyed") { try container.nestedUnkeyedContainer().count }
                log.record("\(step) decodeNil") { try container.decodeNil() }
                switch step % 4 {
                case 0: log.record("\(step) Int?") { try container.decodeIfPresent(Int.self) }
                case 1: log.record("\(step) Int") { try container.decode(Int.self) }
                case 2: log.record("\(step) [Int]?") { try container.decodeIfPresent([Int].self) }
                default: log.record("\(step) super") { try container.superDecoder().codingPath.map(\.stringValue) }
                }
                log.record("\(step) after") { "\(container.currentIndex) \(container.isAtEnd)" }
            }
        }
    }

    /// Every single-value call.
    struct SingleValueProbe: Decodable, Equatable {
        var log = Log()

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            log.record("path") { container.codingPath.map(\.stringValue) }
            log.record("nil") { container.decodeNil() }
            log.record("Bool") { try container.decode(Bool.self) }
            log.record("Int") { try container.decode(Int.self) }
            log.record("Int8") { try container.decode(Int8.self) }
            log.record("UInt64") { try container.decode(UInt64.self) }
            log.record("String") { try container.decode(String.self) }
            log.record("Double") { try container.decode(Double.self) }
            log.record("Float") { try container.decode(Float.self) }
            log.record("[Int]") { try container.decode([Int].self) }
            log.record("Int?") { try container.decode(Int?.self) }
            log.record("keyed") { try decoder.container(keyedBy: Key.self).allKeys.count }
            log.record("unkeyed") { try decoder.unkeyedContainer().count }
        }
    }

    static let objects = [
        #"{"int":1,"null":null,"string":"s","bool":true,"double":1.5,"object":{"a":1,"b":[2]},"array":[1,2,3],"super":7,"big":300}"#,
        #"{}"#,
        #"{"int":"1","null":0,"string":null,"bool":null,"double":"x","object":[],"array":{},"super":null}"#,
        #"{"int":-1,"object":{"int":{}},"array":[null,true,"s",[1],{"a":1}],"super":{"super":1}}"#,
    ]

    @Test func keyedContainers() {
        for json in Self.objects {
            let log = Differential.expectSame(KeyedProbe.self, json)
            #expect((log?.log.lines.count ?? 0) > 200)
            Differential.expectSame([KeyedProbe].self, "[\(json),\(json)]")
            Differential.expectSame([String: KeyedProbe].self, #"{"x":\#(json)}"#)
        }
        for json in ["null", "[]", "1", "\"s\""] {
            Differential.expectSame(KeyedProbe.self, json)
            Differential.expectSame([String: [KeyedProbe]].self, #"{"x":[\#(json)]}"#)
        }
    }

    @Test func unkeyedContainers() {
        for json in [
            "[]", "[1,2,3]", "[null,1,null]", #"[true,"s",[1,2],{"a":1},null,1.5,-1,300]"#, "[[],[null],[[]]]",
            #"[{"a":[1,{"b":null}]}]"#, "[null]", "[1.5]", "[300,-1]",
        ] {
            Differential.expectSame(UnkeyedProbe.self, json)
            Differential.expectSame([String: UnkeyedProbe].self, #"{"key":\#(json)}"#)
            Differential.expectSame([UnkeyedProbe].self, "[\(json),\(json)]")
        }
        for json in ["null", "{}", "1"] {
            Differential.expectSame(UnkeyedProbe.self, json)
            Differential.expectSame([UnkeyedProbe].self, "[\(json)]")
        }
    }

    @Test func singleValueContainers() {
        for json in ["null", "true", "false", "1", "-1", "300", "1.5", "\"s\"", "[1]", "[]", "{}", #"{"a":1}"#, "18446744073709551615"] {
            Differential.expectSame(SingleValueProbe.self, json)
            Differential.expectSame([SingleValueProbe].self, "[\(json)]")
            Differential.expectSame([String: [SingleValueProbe]].self, #"{"k":[1,\#(json)]}"#)
        }
    }
}
