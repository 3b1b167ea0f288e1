import Connectivity
import Foundation
import GameCore
import LanPartyTestKit
import NIOCore
import Testing

/// Identifiers are lower-case on the wire and read in either case (issue 17: a JavaScript client
/// comparing strings missed itself when the host rewrote its id in upper case).
@Suite("Ids are lower-case on the wire")
struct LowerCaseIDTests {
    private func encoded(_ message: Message) throws -> [UInt8] {
        var buffer = ByteBuffer()
        try MessageCodec().encode(message, into: &buffer)
        return Array(buffer.readableBytesView)
    }

    @Test("every message writes its ids in lower case")
    func everyMessageWritesLowerCase() throws {
        var seen = 0
        for message in SampleMessages.all {
            let bytes = try encoded(message)
            seen += WireIDAudit.ids(in: bytes).count
            #expect(WireIDAudit.upperCaseIDs(in: bytes).isEmpty, "\(message.typeName)")
        }
        // The samples' ids have letters (…0A, …0B, …FF): a regression to Foundation's upper case shows.
        #expect(seen >= 10)
    }

    @Test("an upper-case id from an older client is read, and written back in lower case")
    func upperCaseIsReadAndAnsweredInLowerCase() throws {
        let fields = Array(
            #"{"protocolVersion":1,"appVersion":"t/1.0.0","games":[],"profile":{"id":"6F1C2A3E-0B4D-4C5E-8F60-718293A4B5C6","username":"Ann"}}"#
                .utf8)
        var envelope = ByteBuffer()
        envelope.writeInteger(UInt8(5))
        envelope.writeString("hello")
        envelope.writeInteger(UInt32(fields.count))
        envelope.writeBytes(fields)
        guard case .message(.hello(let hello), _) = try MessageCodec().decode(envelope) else {
            Issue.record("not a hello")
            return
        }
        #expect(hello.profile.id == UUID(uuidString: "6f1c2a3e-0b4d-4c5e-8f60-718293a4b5c6"))
        let answer = try encoded(.joinAccepted(JoinAccepted(
            lobby: SampleMessages.lobby, playerId: hello.profile.id, resumeToken: "cafe", role: .player, resumed: false)))
        #expect(WireIDAudit.ids(in: answer).contains("6f1c2a3e-0b4d-4c5e-8f60-718293a4b5c6"))
    }

    @Test("the audit finds upper-case ids, so the checks above can fail")
    func auditSeesUpperCase() {
        let text = #"{"a":"00000000-0000-0000-0000-0000000000FF","b":"6f1c2a3e-0b4d-4c5e-8f60-718293a4b5c6"}"#
        #expect(WireIDAudit.ids(in: Array(text.utf8)).count == 2)
        #expect(WireIDAudit.upperCaseIDs(in: Array(text.utf8)) == ["00000000-0000-0000-0000-0000000000FF"])
    }
}
