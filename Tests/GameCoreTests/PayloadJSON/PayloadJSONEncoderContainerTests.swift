import Foundation
@_spi(Testing) import GameCore
import Testing

/// Containers in every arrangement `Codable` allows: nesting, nested containers, super encoders,
/// enums with associated values, one encoder's container asked for twice, containers used out of
/// nesting order or past a caught error (which fall back to Foundation), and the nesting limit.
@Suite struct PayloadJSONEncoderContainerTests {
    indirect enum Move: Codable, Equatable {
        case pass
        case play(card: String, suit: Int?)
        case pair(Int, String)
        case nested(Move)
        case many([Move], tag: String)
    }

    @Test func enumsWithAssociatedValues() throws {
        let moves: [Move] = [
            .pass, .play(card: "7H", suit: nil), .play(card: "8S", suit: 2), .pair(1, "x"), .nested(.pass),
            .nested(.nested(.pair(-1, ""))), .many([.pass, .play(card: "/", suit: 0)], tag: "t"),
        ]
        for move in moves { try expectEncodesLikeFoundation(move) }
        try expectEncodesLikeFoundation(moves)
        try expectEncodesLikeFoundation(["moves": moves])
    }

    /// Every nested container and encoder, including the keyed container's `superEncoder`s.
    struct Nesting: Encodable {
        enum CodingKeys: String, CodingKey { case z, object, list, sup, a }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(1, forKey: .z)
            var object = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .object)
            try object.encode("in", forKey: .z)
            var deeper = object.nestedUnkeyedContainer(forKey: .list)
            try deeper.encode(1)
            var element = deeper.nestedContainer(keyedBy: CodingKeys.self)
            try element.encode(true, forKey: .a)
            var inner = deeper.nestedUnkeyedContainer()
            try inner.encode("x")
            try inner.encodeNil()
            try deeper.encode(2)
            try object.encode(3, forKey: .a)
            try Base(value: 4).encode(to: container.superEncoder(forKey: .sup))
            try Base(value: 5).encode(to: container.superEncoder())
            try container.encode([1, 2], forKey: .list)
        }
    }

    class Base: Encodable {
        let value: Int
        init(value: Int) { self.value = value }
        enum CodingKeys: String, CodingKey { case value }
    }

    final class Derived: Base {
        let extra: [String]
        init(value: Int, extra: [String]) {
            self.extra = extra
            super.init(value: value)
        }
        enum DerivedKeys: String, CodingKey { case extra }
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DerivedKeys.self)
            try container.encode(extra, forKey: .extra)
            try super.encode(to: container.superEncoder())
        }
    }

    /// Elements from the array's `superEncoder`, between ordinary ones.
    struct ArraySuper: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(1)
            try Base(value: 2).encode(to: container.superEncoder())
            _ = container.superEncoder()  // writes nothing: `{}`
            try container.encode(3)
        }
    }

    @Test func nestedContainersAndSuperEncoders() throws {
        try expectEncodesLikeFoundation(Nesting())
        try expectEncodesLikeFoundation(Derived(value: 1, extra: ["a", "b"]))
        try expectEncodesLikeFoundation([Derived(value: 2, extra: [])])
        try expectEncodesLikeFoundation(ArraySuper())
    }

    /// One encoder's keyed container asked for twice, as QuortexView does after its position
    /// encoded itself into the same encoder: the members land in one object.
    struct Merged: Encodable {
        func encode(to encoder: any Encoder) throws {
            try Derived(value: 1, extra: ["x"]).encode(to: encoder)
            var container = encoder.container(keyedBy: EncoderTestKey.self)
            try container.encode(2, forKey: EncoderTestKey("b"))
            var again = encoder.container(keyedBy: EncoderTestKey.self)
            try again.encode(3, forKey: EncoderTestKey("a"))
        }
    }

    @Test func oneEncodersContainerTwice() throws {
        try expectEncodesLikeFoundation(Merged())
        try expectEncodesLikeFoundation(["m": Merged()])
    }

    /// Two nested containers held at once and written in turn: not streamable.
    struct Interleaved: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: EncoderTestKey.self)
            var first = container.nestedUnkeyedContainer(forKey: EncoderTestKey("first"))
            var second = container.nestedUnkeyedContainer(forKey: EncoderTestKey("second"))
            try first.encode(1)
            try second.encode(2)
            try first.encode(3)
        }
    }

    /// A second nested container for a key, which Foundation merges into the first.
    struct SameKeyTwice: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: EncoderTestKey.self)
            var first = container.nestedContainer(keyedBy: EncoderTestKey.self, forKey: EncoderTestKey("k"))
            try first.encode(1, forKey: EncoderTestKey("x"))
            try container.encode(0, forKey: EncoderTestKey("a"))
            var second = container.nestedContainer(keyedBy: EncoderTestKey.self, forKey: EncoderTestKey("k"))
            try second.encode(2, forKey: EncoderTestKey("y"))
        }
    }

    /// Catches the writer's signal to stop and carries on: the result must still be Foundation's.
    struct Swallower: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: EncoderTestKey.self)
            var first = container.nestedUnkeyedContainer(forKey: EncoderTestKey("first"))
            try container.encode(1, forKey: EncoderTestKey("b"))
            try? first.encode(2)
            try container.encode(3, forKey: EncoderTestKey("c"))
        }
    }

    /// Writes part of an object, then fails.
    struct Failing: Encodable {
        struct Refusal: Error {}
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: EncoderTestKey.self)
            try container.encode(1, forKey: EncoderTestKey("partial"))
            throw Refusal()
        }
    }

    /// Catches the errors of failed writes and carries on: Foundation leaves those values out.
    /// (Foundation 6.3.1 reuses the encoder of a value that failed without clearing it, so no
    /// generic value may follow a failed one here: scalars and nested containers only.)
    struct CatchesErrors: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: EncoderTestKey.self)
            try? container.encode(Double.nan, forKey: EncoderTestKey("nan"))
            try container.encode(1, forKey: EncoderTestKey("kept"))
            try? container.encode(Failing(), forKey: EncoderTestKey("failing"))
            var list = container.nestedUnkeyedContainer(forKey: EncoderTestKey("list"))
            try? list.encode(Float.infinity)
            try list.encode(2)
        }
    }

    @Test func errorsOfNestedValuesPropagateOrAreLeftOut() throws {
        #expect(throws: Failing.Refusal.self) { try EncoderOracle.foundation().encode(["a": [Failing()]]) }
        #expect(throws: Failing.Refusal.self) { try PayloadJSONEncoder().encode(["a": [Failing()]]) }
        #expect(throws: Failing.Refusal.self) { try PayloadJSONEncoder().encode(Failing()) }
        try expectEncodesLikeFoundation(CatchesErrors(), streams: false)
    }

    @Test func containersOutOfNestingOrderFallBackToFoundation() throws {
        try expectEncodesLikeFoundation(Interleaved(), streams: false)
        try expectEncodesLikeFoundation(SameKeyTwice(), streams: false)
        try expectEncodesLikeFoundation(Swallower(), streams: false)
        try expectEncodesLikeFoundation(["inside": [Interleaved()]], streams: false)
    }

    /// `depth` arrays inside each other, the innermost holding `leaf`.
    struct Nest: Encodable {
        var depth: Int
        var leaf: [Int]?
        func encode(to encoder: any Encoder) throws {
            if depth == 0, let leaf {
                var container = encoder.singleValueContainer()
                try container.encode(leaf)
                return
            }
            var container = encoder.unkeyedContainer()
            if depth > 1 || leaf != nil { try container.encode(Nest(depth: depth - 1, leaf: leaf)) }
        }
    }

    @Test func theNestingLimitIsFoundations() throws {
        try expectEncodesLikeFoundation(Nest(depth: 511, leaf: nil))
        expectBothEncodersRefuse(Nest(depth: 512, leaf: nil))
        // A flat array of numbers counts too in the Foundation this toolchain ships (6.3.1).
        try expectEncodesLikeFoundation(Nest(depth: 510, leaf: [1, 2]))
        expectBothEncodersRefuse(Nest(depth: 511, leaf: [1]))
        // An empty value becomes an object, which counts.
        try expectEncodesLikeFoundation(NestOfNothing(depth: 510))
        expectBothEncodersRefuse(NestOfNothing(depth: 511))
    }

    /// `depth` arrays around a value that writes nothing (`{}`).
    struct NestOfNothing: Encodable {
        var depth: Int
        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            if depth > 1 {
                try container.encode(NestOfNothing(depth: depth - 1))
            } else {
                try container.encode(PayloadJSONEncoderTests.Nothing())
            }
        }
    }
}
