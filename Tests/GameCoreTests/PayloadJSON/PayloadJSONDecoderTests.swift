import Foundation
import GameCore
import Testing

/// ``PayloadJSONDecoder`` against Foundation's `JSONDecoder`: numbers of every width and form,
/// booleans, null, and the documented stricter cases. Strings, syntax, containers and random
/// values are in the other PayloadJSONDecoder*Tests files.
@Suite struct PayloadJSONDecoderTests {
    typealias Differential = DecoderDifferential

    /// Number forms every integer type is tried with, besides its own bounds.
    static let integerForms = [
        "0", "-0", "1", "-1", "7", "42", "-42", "127", "128", "-128", "-129", "255", "256", "32767", "32768", "-32769",
        "65535", "65536", "2147483647", "2147483648", "-2147483649", "4294967295", "4294967296",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "18446744073709551615", "18446744073709551616", "99999999999999999999999999999", "-99999999999999999999999999999",
        "01", "-01", "00", "+1", ".5", "1.", "-", "--1", "1e", "1e+", "0x10",
        "1_000", "Infinity", "NaN", "true", "null", "\"1\"", "[1]", "{}", " 1 ", "1 ", "\t-3\r\n",
    ]

    /// Numbers with a fraction or exponent: Foundation reads the integral ones (and `1e-400`, as 0)
    /// into integers; we refuse them all.
    static let nonIntegerForms = [
        "1.0", "-1.0", "1e2", "1E2", "1E+2", "1e+2", "100e-2", "0.0", "-0.0", "0e5", "1.5e1", "12.30e1", "0.5", "-0.5",
        "1e400", "1e-400", "9.223372036854775807e18", "1e19", "123456789012345678.0",
    ]

    @Test func integersOfEveryWidth() {
        checkInteger(Int8.self)
        checkInteger(Int16.self)
        checkInteger(Int32.self)
        checkInteger(Int64.self)
        checkInteger(Int.self)
        checkInteger(UInt8.self)
        checkInteger(UInt16.self)
        checkInteger(UInt32.self)
        checkInteger(UInt64.self)
        checkInteger(UInt.self)
    }

    func checkInteger<T: FixedWidthInteger & Codable>(_ type: T.Type, sourceLocation: SourceLocation = #_sourceLocation) {
        let bounds = [
            "\(T.max)", "\(T.min)", "\(Int128(T.max) + 1)", "\(Int128(T.min) - 1)", "\(T.max / 10)", "\(T.max - 1)",
            "\(Int128(T.max) * 10)",
        ]
        for form in Self.integerForms + bounds {
            // The three code paths: single value, keyed, unkeyed.
            Differential.expectSame(T.self, form, sourceLocation: sourceLocation)
            Differential.expectSame(DecodingBox<T>.self, #"{"value":\#(form)}"#, sourceLocation: sourceLocation)
            Differential.expectSame([T].self, "[\(form)]", sourceLocation: sourceLocation)
            Differential.expectSame(T?.self, form, sourceLocation: sourceLocation)
            Differential.expectSame(DecodingBox<T?>.self, #"{"value":\#(form)}"#, sourceLocation: sourceLocation)
            Differential.expectSame([T?].self, "[\(form)]", sourceLocation: sourceLocation)
        }
        for form in Self.nonIntegerForms {
            Differential.expectStricterOrSame(T.self, form, sourceLocation: sourceLocation)
            Differential.expectStricterOrSame(DecodingBox<T>.self, #"{"value":\#(form)}"#, sourceLocation: sourceLocation)
            Differential.expectStricterOrSame([T?].self, "[\(form)]", sourceLocation: sourceLocation)
        }
        Differential.expectStricter(T.self, "1e1")
        Differential.expectStricter(T.self, "0.0")
        // Our refusal of an integer names the value (Foundation's path is empty).
        guard case .dataCorrupted(let context) = Differential.decode([DecodingBox<T>].self, Array(#"[{"value":1},{"value":1e2}]"#.utf8), foundation: false).decodingError
        else {
            Issue.record("1e2 as \(T.self) is not dataCorrupted", sourceLocation: sourceLocation)
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["Index 1", "value"], sourceLocation: sourceLocation)
    }

    @Test func integerValuesAreExact() throws {
        let decoder = PayloadJSONDecoder()
        #expect(try decoder.decode(Int64.self, from: Data("-9223372036854775808".utf8)) == .min)
        #expect(try decoder.decode(UInt64.self, from: Data("18446744073709551615".utf8)) == .max)
        #expect(try decoder.decode(Int8.self, from: Data("-128".utf8)) == -128)
        #expect(try decoder.decode(UInt8.self, from: Data("-0".utf8)) == 0)
        #expect(try decoder.decode([Int].self, from: Data("[0,-0,123456789012345678,-123456789012345678]".utf8))
            == [0, 0, 123_456_789_012_345_678, -123_456_789_012_345_678])
        #expect(throws: DecodingError.self) { try decoder.decode(UInt8.self, from: Data("-1".utf8)) }
        #expect(throws: DecodingError.self) { try decoder.decode(Int64.self, from: Data("9223372036854775808".utf8)) }
    }

    @available(macOS 15.0, iOS 18.0, *)
    @Test func int128() {
        let forms = [
            "0", "-0", "\(Int128.max)", "\(Int128.min)", "170141183460469231731687303715884105728",
            "-170141183460469231731687303715884105729", "\(UInt128.max)", "1.5", "-1",
        ]
        for form in forms {
            Differential.expectSame(Int128.self, form)
            Differential.expectSame(UInt128.self, form)
            Differential.expectSame(DecodingBox<Int128>.self, #"{"value":\#(form)}"#)
            Differential.expectSame([UInt128].self, "[\(form)]")
        }
        Differential.expectStricter(DecodingBox<Int128>.self, #"{"value":1e2}"#)
        #expect(Differential.decode(UInt128.self, Array("\(UInt128.max)".utf8), foundation: false).value == .max)
        #expect(Differential.decode([Int128].self, Array("[\(Int128.min)]".utf8), foundation: false).value == [.min])
    }

    /// Forms Doubles and Floats are tried with.
    static let floatingForms = [
        "0", "-0", "1", "-1", "1.0", "-1.5", "0.1", "0.2", "0.30000000000000004", "1e2", "1E2", "1e+2", "1E-2", "1.5e300",
        "1e308", "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "1e309", "-1e309",
        "1e-400", "0e-400", "0.0e999999", "4.9e-324", "5e-324", "2.4e-324", "2.5e-324", "2.4703282292062328e-324", "0e8", "0E1", "0.00e8", "0.000e8", "0e10", "0.0e8", "-0e8", "0e-8",
        "2.2250738585072014e-308", "3.4028235e38", "3.4028236e38", "3.5e38", "1e39", "1.17549435e-38", "1e-45", "1.4e-45",
        "7e-46", "1e-46", "123456789012345678901234567890", "9007199254740993", "9007199254740992.5",
        "-0.0", "-0e0", "1e0001", "100000000000000000000000", "1e22", "1e23", "8.41e21", "0.000001", "123.456e-7",
        "1.00000000000000011102230246251565404236316680908203125", "0.1e-300", "12345678901234567890e-20",
        "01", "-01", "1.", ".5", "+1", "1e", "1e+", "NaN", "Infinity", "-Infinity", "0x10", "1.5.5", "1e5.5", "true",
        "null", "\"1.5\"", "[1.5]",
    ]

    @Test func doublesAndFloats() {
        for form in Self.floatingForms {
            expectSameBits(Double.self, form)
            expectSameBits(Float.self, form)
            Differential.expectSame(DecodingBox<Double>.self, #"{"value":\#(form)}"#)
            Differential.expectSame([Float].self, "[\(form)]")
            Differential.expectSame(DecodingBox<Float?>.self, #"{"value":\#(form)}"#)
        }
    }

    /// Random finite Doubles and Floats in Swift's shortest form, and random short decimals (the
    /// fast path's territory), read to the same bits as Foundation's strtod / strtof.
    @Test func randomFloatingNumbers() {
        var random = SeededGenerator(seed: 0x5EED_D0B1)
        for round in 0..<3000 {
            let double = Double(bitPattern: random.next())
            if double.isFinite { expectSameBits(Double.self, "\(double)") }
            let float = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
            if float.isFinite { expectSameBits(Float.self, "\(float)") }
            let digits = String(random.next() % 10_000_000_000_000_000_000 >> (random.next() % 64))
            let fraction = round % 3 == 0 ? "" : ".\(random.next() % 1_000_000)"
            let exponent = round % 2 == 0 ? "" : "e\(Int(random.next() % 80) - 40)"
            expectSameBits(Double.self, "\(round % 5 == 0 ? "-" : "")\(digits)\(fraction)\(exponent)")
            expectSameBits(Float.self, "\(digits)\(fraction)\(exponent)")
        }
    }

    func expectSameBits<F: BinaryFloatingPoint & Codable & CustomStringConvertible>(_ type: F.Type, _ form: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let ours = Differential.decode(F.self, Array(form.utf8), foundation: false)
        let theirs = Differential.decode(F.self, Array(form.utf8), foundation: true)
        switch (ours, theirs) {
        case (.value(let mine), .value(let reference)):
            #expect(mine == reference && mine.sign == reference.sign, "\(form) as \(F.self): \(mine) ≠ \(reference)", sourceLocation: sourceLocation)
        case (.error(let mine), .error(let reference)):
            Differential.expectSameError(mine, reference, form, sourceLocation: sourceLocation)
        default:
            Issue.record("\(form) as \(F.self): ours \(ours), Foundation \(theirs)", sourceLocation: sourceLocation)
        }
    }

    @Test func negativeZeroKeepsItsSign() throws {
        #expect(try PayloadJSONDecoder().decode(Double.self, from: Data("-0".utf8)).sign == .minus)
        #expect(try PayloadJSONDecoder().decode(Float.self, from: Data("-0e-5".utf8)).sign == .minus)
        #expect(try PayloadJSONDecoder().decode(Double.self, from: Data("0".utf8)).sign == .plus)
    }

    /// Canonical ids are read in place; every other string goes through `UUID(uuidString:)`.
    @Test func uuids() throws {
        let id = "6f1c0a2e-9b3d-4e5f-8a7b-0c1d2e3f4a5b"
        let forms = [
            id, id.uppercased(), "6F1c0a2E-9b3d-4E5f-8a7b-0C1d2e3f4A5b", "00000000-0000-0000-0000-000000000000",
            "ffffffff-ffff-ffff-ffff-ffffffffffff", String(id.dropLast()), id + "0", id.replacingOccurrences(of: "-", with: ""),
            "{\(id)}", " " + String(id.dropFirst()), "+f1c0a2e-9b3d-4e5f-8a7b-0c1d2e3f4a5b", "6f1c0a2e-9b3d-4e5f-8a7b+0c1d2e3f4a5b",
            "6f1c0a2e-9b3d-4e5f-8a7b-0c1d2e3f4a5g", "6f1c0a2e 9b3d-4e5f-8a7b-0c1d2e3f4a5b", "0x1c0a2e-9b3d-4e5f-8a7b-0c1d2e3f4a5b",
            "6f1c0a2e-9b3d-4e5f-8a7b-0c1d2e3f4a5\\u0062", "6f1c0a2e-9b3d-4e5f-8a7b-0c1d2e3f4a5b\\u0000", "\\u0036f1c0a2e-9b3d-4e5f-8a7b-0c1d2e3f4a5b",
            "6f1c0a2e-9b3d-4e5f-8a7b-0c1d2e3f4a5é", "",
        ]
        for form in forms {
            Differential.expectSame(UUID.self, "\"\(form)\"")
            Differential.expectSame(UUID?.self, "\"\(form)\"")
            Differential.expectSame([UUID].self, "[\"\(form)\",\"\(id)\"]")
            Differential.expectSame(DecodingBox<UUID>.self, #"{"value":"\#(form)"}"#)
            Differential.expectSame([String: UUID].self, #"{"a":"\#(id)","b":"\#(form)"}"#)
        }
        for json in ["null", "1", "[]", "{}", "true"] {
            Differential.expectSame(UUID.self, json)
            Differential.expectSame(DecodingBox<UUID>.self, #"{"value":\#(json)}"#)
        }
        #expect(try PayloadJSONDecoder().decode(UUID.self, from: Data("\"\(id.uppercased())\"".utf8)) == UUID(uuidString: id))
    }

    @Test func booleansAndNull() {
        for form in ["true", "false", "null", "0", "1", "\"true\"", "True", "FALSE", "nul", "tru", "truex", "[true]", "{}"] {
            Differential.expectSame(Bool.self, form)
            Differential.expectSame(Bool?.self, form)
            Differential.expectSame(DecodingBox<Bool>.self, #"{"value":\#(form)}"#)
            Differential.expectSame(DecodingBox<Bool?>.self, #"{"value":\#(form)}"#)
            Differential.expectSame([Bool].self, "[\(form)]")
            Differential.expectSame([Bool?].self, "[\(form)]")
            Differential.expectSame(Int?.self, form)
            Differential.expectSame(String?.self, form)
        }
    }
}
