import Connectivity
import NIOCore
import Testing

/// Fields are JSON and JSON is UTF-8: invalid sequences are refused, not decoded (issue 17).
@Suite("Envelope fields must be UTF-8")
struct UTF8FieldsTests {
    private func decode(_ fields: [UInt8]) -> WireError.Code? {
        var envelope = ByteBuffer()
        envelope.writeInteger(UInt8(5))
        envelope.writeString("hello")
        envelope.writeInteger(UInt32(fields.count))
        envelope.writeBytes(fields)
        do {
            _ = try MessageCodec().decode(envelope)
            return nil
        } catch {
            return error.code
        }
    }

    private func hello(username: [UInt8]) -> [UInt8] {
        Array(#"{"protocolVersion":1,"appVersion":"t","games":[],"profile":{"id":"6F1C2A3E-0B4D-4C5E-8F60-718293A4B5C6","username":""#.utf8)
            + username + Array(#""}}"#.utf8)
    }

    @Test func invalidUTF8InAnUnknownFieldIsRefusedToo() {
        // An unknown field is skipped by the decoder; its bytes must still be UTF-8.
        let fields = Array(#"{"protocolVersion":1,"appVersion":"t","games":[],"future":""#.utf8) + [0xFF, 0xFE]
            + Array(#"","profile":{"id":"6F1C2A3E-0B4D-4C5E-8F60-718293A4B5C6","username":"Ann"}}"#.utf8)
        #expect(decode(fields) == .malformedFields)
    }

    @Test func aValidNameDecodes() {
        #expect(decode(hello(username: Array("Zoë 🎲".utf8))) == nil)
    }

    @Test(arguments: [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0x5A, 0xF8, 0x88, 0x80, 0x80, 0x80]] as [[UInt8]])
    func invalidUTF8IsRefused(bytes: [UInt8]) {
        #expect(decode(hello(username: bytes)) == .malformedFields)
    }
}
