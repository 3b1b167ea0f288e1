import Foundation
@_spi(Testing) import GameCore
import Testing

/// Seeded random nested values, each written through a random mix of container calls (scalar
/// overloads, generic values, nested containers, super encoders, single-value containers,
/// dictionaries, flat arrays, optionals), compared with Foundation byte for byte.
@Suite struct PayloadJSONEncoderRandomTests {
    @Test func randomNestedValues() throws {
        var random = SeededGenerator(seed: 0x5EED)
        var bytes = 0
        for _ in 0..<1_500 {
            let shape = RandomShape.make(depth: 4, random: &random)
            bytes += try expectEncodesLikeFoundation(shape).count
        }
        // The shapes are not trivial: about 150 bytes each.
        #expect(bytes > 50_000)
    }

    @Test func randomValuesInsideSynthesizedTypes() throws {
        var random = SeededGenerator(seed: 77)
        for _ in 0..<300 {
            let holder = Holder(
                zeta: RandomShape.make(depth: 3, random: &random), alpha: [RandomShape.make(depth: 2, random: &random)],
                middle: Bool.random(using: &random) ? nil : RandomShape.make(depth: 2, random: &random))
            try expectEncodesLikeFoundation(holder)
        }
    }

    struct Holder: Encodable {
        var zeta: RandomShape
        var alpha: [RandomShape]
        var middle: RandomShape?
    }
}

/// A random value and the way it is written.
indirect enum RandomShape: Encodable {
    case bool(Bool)
    case int(Int)
    case int8(Int8)
    case uint32(UInt32)
    case double(Double)
    case float(Float)
    case string(String)
    case null
    case optional(RandomShape?)
    /// Members in this order (keys may repeat among members written by value); `nested` members
    /// that are objects or arrays go through nested containers, with keys of their own.
    case object([(key: String, value: RandomShape)], nested: Bool)
    case array([RandomShape], nested: Bool)
    case stringTable([String: RandomShape])
    case intTable([Int: RandomShape])
    case ints([Int])
    case strings([String])
    case doubles([Double])
    /// Written through the encoder's single-value container as a generic value.
    case single(RandomShape)
    /// Written through a super encoder when inside a container.
    case superEncoded(RandomShape)

    static let characters: [Character] = [
        "a", "b", "Z", "_", "0", "9", " ", "/", "\"", "\\", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "中", "😀",
        "\u{2028}", "e\u{301}",
    ]

    static func makeString(_ random: inout SeededGenerator) -> String {
        String((0..<Int.random(in: 0...6, using: &random)).map { _ in characters.randomElement(using: &random)! })
    }

    static func makeKey(_ random: inout SeededGenerator) -> String {
        Bool.random(using: &random) ? ["a", "b", "A", "a2", "a10", "_", "é", "k"].randomElement(using: &random)! : makeString(&random)
    }

    static func make(depth: Int, random: inout SeededGenerator) -> RandomShape {
        let pick = Int.random(in: 0..<(depth > 0 ? 19 : 11), using: &random)
        switch pick {
        case 0: return .bool(Bool.random(using: &random))
        case 1: return .int(Int.random(in: Int.min...Int.max, using: &random) >> Int.random(in: 0..<64, using: &random))
        case 2: return .int8(Int8.random(in: .min ... .max, using: &random))
        case 3: return .uint32(UInt32.random(in: 0 ... .max, using: &random))
        case 4: return .double(makeDouble(&random))
        case 5:
            let number = Float(makeDouble(&random))
            return .float(number.isFinite ? number : 1)
        case 6, 7: return .string(makeString(&random))
        case 8: return .null
        case 9: return .ints((0..<Int.random(in: 0...4, using: &random)).map { _ in Int.random(in: -999...999, using: &random) })
        case 10: return .strings((0..<Int.random(in: 0...3, using: &random)).map { _ in makeString(&random) })
        case 11: return .doubles((0..<Int.random(in: 0...3, using: &random)).map { _ in makeDouble(&random) })
        case 12: return .optional(Bool.random(using: &random) ? nil : make(depth: depth - 1, random: &random))
        case 13, 14: return makeObject(depth: depth, random: &random)
        case 15: return .array((0..<Int.random(in: 0...5, using: &random)).map { _ in make(depth: depth - 1, random: &random) },
                               nested: Bool.random(using: &random))
        case 16: return .stringTable(Dictionary((0..<Int.random(in: 0...5, using: &random)).map {
            _ in (makeKey(&random), make(depth: depth - 1, random: &random))
        }, uniquingKeysWith: { first, _ in first }))
        case 17: return .intTable(Dictionary((0..<Int.random(in: 0...5, using: &random)).map {
            _ in (Int.random(in: -50...50, using: &random), make(depth: depth - 1, random: &random))
        }, uniquingKeysWith: { first, _ in first }))
        default: return Bool.random(using: &random) ? .single(make(depth: depth - 1, random: &random))
            : .superEncoded(make(depth: depth - 1, random: &random))
        }
    }

    static func makeObject(depth: Int, random: inout SeededGenerator) -> RandomShape {
        var members: [(key: String, value: RandomShape)] = []
        var containerKeys = Set<String>()
        for _ in 0..<Int.random(in: 0...7, using: &random) {
            let value = make(depth: depth - 1, random: &random)
            var key = makeKey(&random)
            if value.needsOwnKey {
                // Foundation merges (or refuses) a second container for a key: give each its own.
                key += "#\(members.count)"
                containerKeys.insert(key)
            } else if containerKeys.contains(key) {
                key += "!"
            }
            members.append((key, value))
        }
        return .object(members, nested: Bool.random(using: &random))
    }

    static func makeDouble(_ random: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return Double(Int.random(in: -1_000...1_000, using: &random)) / 8
        case 1: return Double.random(in: -1e6...1e6, using: &random)
        default:
            let number = Double(bitPattern: random.next())
            return number.isFinite ? number : 0
        }
    }

    /// Whether this member goes through a container or encoder of its own when nested.
    var needsOwnKey: Bool {
        switch self {
        case .object, .array, .superEncoded: true
        case .bool, .int, .int8, .uint32, .double, .float, .string, .null, .optional, .stringTable, .intTable,
            .ints, .strings, .doubles, .single: false
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members, let nested):
            var container = encoder.container(keyedBy: EncoderTestKey.self)
            try Self.write(members, nested: nested, into: &container)
        case .array(let elements, let nested):
            var container = encoder.unkeyedContainer()
            try Self.write(elements, nested: nested, into: &container)
        case .single(let inner), .superEncoded(let inner):
            var container = encoder.singleValueContainer()
            try container.encode(inner)
        case .bool(let value): try encodeSingle(value, encoder)
        case .int(let value): try encodeSingle(value, encoder)
        case .int8(let value): try encodeSingle(value, encoder)
        case .uint32(let value): try encodeSingle(value, encoder)
        case .double(let value): try encodeSingle(value, encoder)
        case .float(let value): try encodeSingle(value, encoder)
        case .string(let value): try encodeSingle(value, encoder)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .optional(let value): try encodeSingle(value, encoder)
        case .stringTable(let value): try encodeSingle(value, encoder)
        case .intTable(let value): try encodeSingle(value, encoder)
        case .ints(let value): try encodeSingle(value, encoder)
        case .strings(let value): try encodeSingle(value, encoder)
        case .doubles(let value): try encodeSingle(value, encoder)
        }
    }

    private func encodeSingle<Value: Encodable>(_ value: Value, _ encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    static func write(
        _ members: [(key: String, value: RandomShape)], nested: Bool,
        into container: inout KeyedEncodingContainer<EncoderTestKey>
    ) throws {
        for (name, value) in members {
            let key = EncoderTestKey(name)
            switch value {
            case .bool(let scalar): try container.encode(scalar, forKey: key)
            case .int(let scalar): try container.encode(scalar, forKey: key)
            case .int8(let scalar): try container.encode(scalar, forKey: key)
            case .uint32(let scalar): try container.encode(scalar, forKey: key)
            case .double(let scalar): try container.encode(scalar, forKey: key)
            case .float(let scalar): try container.encode(scalar, forKey: key)
            case .string(let scalar): try container.encode(scalar, forKey: key)
            case .null: try container.encodeNil(forKey: key)
            case .optional(let inner): try container.encodeIfPresent(inner, forKey: key)
            case .object(let innerMembers, let innerNested) where nested:
                var inner = container.nestedContainer(keyedBy: EncoderTestKey.self, forKey: key)
                try write(innerMembers, nested: innerNested, into: &inner)
            case .array(let elements, let innerNested) where nested:
                var inner = container.nestedUnkeyedContainer(forKey: key)
                try write(elements, nested: innerNested, into: &inner)
            case .superEncoded(let inner):
                try inner.encode(to: container.superEncoder(forKey: key))
            case .object, .array, .stringTable, .intTable, .ints, .strings, .doubles, .single:
                try container.encode(value, forKey: key)
            }
        }
    }

    static func write(_ elements: [RandomShape], nested: Bool, into container: inout any UnkeyedEncodingContainer) throws {
        for value in elements {
            switch value {
            case .bool(let scalar): try container.encode(scalar)
            case .int(let scalar): try container.encode(scalar)
            case .int8(let scalar): try container.encode(scalar)
            case .uint32(let scalar): try container.encode(scalar)
            case .double(let scalar): try container.encode(scalar)
            case .float(let scalar): try container.encode(scalar)
            case .string(let scalar): try container.encode(scalar)
            case .null: try container.encodeNil()
            case .optional(let inner): try container.encode(inner)
            case .object(let members, let innerNested) where nested:
                var inner = container.nestedContainer(keyedBy: EncoderTestKey.self)
                try write(members, nested: innerNested, into: &inner)
            case .array(let elements, let innerNested) where nested:
                var inner = container.nestedUnkeyedContainer()
                try write(elements, nested: innerNested, into: &inner)
            case .superEncoded(let inner):
                try inner.encode(to: container.superEncoder())
            case .object, .array, .stringTable, .intTable, .ints, .strings, .doubles, .single:
                try container.encode(value)
            }
        }
    }
}
