import Foundation
import NIOCore
import Testing

@testable import WebPlay

/// The `ask` envelope read from untrusted bytes (Docs/Protocol.md §9 "Questions over the socket"):
/// bounded before anything is buffered, `nil` for anything but the documented shape.
@Suite("the page's ask envelope")
struct PageQuestionEnvelopeTests {
    static func envelope(type: String = "ask", fields: String, body: String = "", declaredFieldsLength: UInt32? = nil) -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.writeInteger(UInt8(type.utf8.count))
        buffer.writeString(type)
        buffer.writeInteger(declaredFieldsLength ?? UInt32(fields.utf8.count))
        buffer.writeString(fields)
        buffer.writeString(body)
        return buffer
    }

    @Test func theDocumentedShapeIsReadWithItsBody() throws {
        let read = try #require(PageQuestionEnvelope.read(Self.envelope(fields: #"{"id":4,"path":"/games/x/moves"}"#, body: "{}")))
        #expect(read.id == 4)
        #expect(read.path == "/games/x/moves")
        #expect(String(buffer: read.body) == "{}")
        #expect(PageQuestionEnvelope.isAsk(Self.envelope(fields: "{}")))
        #expect(!PageQuestionEnvelope.isAsk(Self.envelope(type: "asks", fields: "{}")))
        #expect(!PageQuestionEnvelope.isAsk(Self.envelope(type: "hello", fields: "{}")))
    }

    @Test(arguments: [
        #"{"path":"/record.json"}"#, #"{"id":-1,"path":"/record.json"}"#, #"{"id":"4","path":"/record.json"}"#,
        #"{"id":1.5,"path":"/record.json"}"#, #"{"id":4294967296,"path":"/record.json"}"#, #"{"id":4}"#,
        #"{"id":true,"path":"/record.json"}"#, #"{"id":false,"path":"/record.json"}"#, #"{"id":null,"path":"/record.json"}"#,
        #"{"id":4,"path":"record.json"}"#, #"{"id":4,"path":7}"#, "[1,2]", "not json", "",
        #"{"id":4,"path":"/\#(String(repeating: "a", count: 1024))"}"#,
    ])
    func anotherShapeIsNotAQuestion(fields: String) {
        #expect(PageQuestionEnvelope.read(Self.envelope(fields: fields)) == nil)
    }

    @Test func fieldsOverTheBoundOrCutShortAreRefusedBeforeTheyAreRead() {
        let long = #"{"id":1,"path":"/x","pad":"\#(String(repeating: "p", count: 2100))"}"#
        #expect(PageQuestionEnvelope.read(Self.envelope(fields: long)) == nil)
        // A declared length far past the envelope: nothing is read.
        #expect(PageQuestionEnvelope.read(Self.envelope(fields: #"{"id":1,"path":"/x"}"#, declaredFieldsLength: 2000)) == nil)
        #expect(PageQuestionEnvelope.read(Self.envelope(fields: #"{"id":1,"path":"/x"}"#, declaredFieldsLength: .max)) == nil)
    }

    @Test func randomBytesNeverCrashTheReader() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            var buffer = ByteBuffer()
            buffer.writeBytes([3] + Array("ask".utf8))
            let count = Int.random(in: 0..<64, using: &generator)
            buffer.writeBytes((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
            _ = PageQuestionEnvelope.read(buffer)
        }
    }
}
