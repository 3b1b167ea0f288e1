import Foundation
import GameCore
import Testing

/// Decoders and containers a value keeps after `decode` returns still read the right bytes (the
/// document copies the input it borrowed), and coding paths asked for on the success path are
/// Foundation's.
@Suite struct PayloadJSONDecoderLifetimeTests {
    typealias Differential = DecoderDifferential

    /// Keeps its decoder, a keyed container and an unkeyed container.
    final class Keeper: Decodable {
        let decoder: any Decoder
        let keyed: KeyedDecodingContainer<DecodingAnyJSON.Key>
        var list: any UnkeyedDecodingContainer

        init(from decoder: any Decoder) throws {
            self.decoder = decoder
            keyed = try decoder.container(keyedBy: DecodingAnyJSON.Key.self)
            list = try keyed.nestedUnkeyedContainer(forKey: .init(stringValue: "list"))
        }
    }

    @Test func keptDecodersOutliveTheInput() throws {
        var data = Data(#"{"name":"a name long enough to live on the heap","list":[1,2,3],"n":7}"#.utf8)
        let keeper = try PayloadJSONDecoder().decode(Keeper.self, from: data)
        // Overwrite the input in place: a decoder still pointing at it would now read zeros.
        data.withUnsafeMutableBytes { bytes in bytes.indices.forEach { bytes[$0] = 0 } }
        #expect(data.allSatisfy { $0 == 0 })
        #expect(try keeper.keyed.decode(String.self, forKey: .init(stringValue: "name")) == "a name long enough to live on the heap")
        #expect(try keeper.keyed.decode(Int.self, forKey: .init(stringValue: "n")) == 7)
        #expect(try keeper.list.decode(Int.self) == 1)
        #expect(try keeper.list.decode(Int.self) == 2)
        #expect(try keeper.decoder.container(keyedBy: DecodingAnyJSON.Key.self).allKeys.map(\.stringValue) == ["name", "list", "n"])
    }

    /// A type that probes every element with `try?` asks for one failed path per element: each
    /// must cost a step, not a walk from the first element (which took 290 s here, against 2 s).
    @Test func probingEveryElementOfALargeArray() throws {
        let count = 60_000
        let json = "[" + Array(repeating: "7", count: count).joined(separator: ",") + "]"
        let values = try PayloadJSONDecoder().decode([String: [DecodingAnyJSON]].self, from: Data(#"{"a":[],"b":\#(json)}"#.utf8))
        #expect(values["b"]?.count == count)
        #expect(values["b"]?.allSatisfy { $0 == .number(7) } == true)
    }

    /// Records `codingPath` of its decoder and containers at every level.
    struct PathRecorder: Decodable, Equatable {
        var paths: [[String]]

        init(from decoder: any Decoder) throws {
            func strings(_ path: [any CodingKey]) -> [String] { path.map { "\($0.stringValue)/\($0.intValue.map(String.init) ?? "-")" } }
            paths = [strings(decoder.codingPath)]
            if let object = try? decoder.container(keyedBy: DecodingAnyJSON.Key.self) {
                paths.append(strings(object.codingPath))
                for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                    paths += try object.decode(PathRecorder.self, forKey: key).paths
                    paths.append(strings(try object.superDecoder(forKey: key).codingPath))
                }
                paths.append(strings(try object.superDecoder().codingPath))
            } else if var array = try? decoder.unkeyedContainer() {
                paths.append(strings(array.codingPath))
                while !array.isAtEnd {
                    paths += try array.decode(PathRecorder.self).paths
                }
            } else {
                paths.append(strings(try decoder.singleValueContainer().codingPath))
            }
        }
    }

    @Test func codingPathsOnTheSuccessPath() {
        for json in [
            "1", "[]", "{}", #"{"a":[1,{"b":[[],{"c":null}]}],"d":{"e":{"f":"g"}}}"#, #"[[[[1]]],{"x":[{"y":2}]}]"#,
            #"{"esc\"aped":{"caf\u00e9":[true]}}"#, #"{"super":{"super":[1]}}"#,
        ] {
            #expect(Differential.expectSame(PathRecorder.self, json)?.paths.isEmpty == false)
        }
    }
}
