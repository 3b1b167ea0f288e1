import Foundation
import NIOCore

/// The page's questions on its sealed socket (Docs/Protocol.md §9 "Questions over the socket"):
/// an `ask` envelope `{"id", "path"}` whose payload is the question's body, answered by an
/// `answer` envelope `{"id", "status", "type"}` whose payload is the answer's body. They are the
/// web binding's own: the server answers them itself and the lobby never sees them, so nobody on
/// the network reads what a page asks (its view, its names) or the host's record.
struct PageQuestionEnvelope: Equatable {
    /// The page's number for the question, echoed in the answer.
    let id: Int
    /// The path asked, with its query (`/games/GAME/render`, `/record.json?game=GAME`).
    let path: String
    /// The question's body (a view, a command line; empty for the record's).
    let body: ByteBuffer

    /// The envelope type of a question.
    static let askType = "ask"
    /// The envelope type of an answer.
    static let answerType = "answer"
    /// The longest `fields` of an `ask`, and the longest `path` in it.
    static let maxFieldsBytes = 2048
    static let maxPathBytes = 1024

    /// Whether `envelope` is an `ask` (its type field alone is looked at).
    static func isAsk(_ envelope: ByteBuffer) -> Bool {
        let ask = askType.utf8
        guard envelope.getInteger(at: envelope.readerIndex, as: UInt8.self) == UInt8(ask.count),
            let name = envelope.getBytes(at: envelope.readerIndex + 1, length: ask.count)
        else { return false }
        return name.elementsEqual(ask)
    }

    /// Reads an `ask` envelope; `nil` when it is not one well formed (fields over the bound, not an
    /// object with a non-negative integer `id` and a `path` starting with `/`).
    static func read(_ envelope: ByteBuffer) -> PageQuestionEnvelope? {
        var bytes = envelope
        guard let typeLength = bytes.readInteger(as: UInt8.self), bytes.readString(length: Int(typeLength)) == askType,
            let fieldsLength = bytes.readInteger(as: UInt32.self), fieldsLength <= maxFieldsBytes,
            let fields = bytes.readBytes(length: Int(fieldsLength)),
            // Typed: `JSONSerialization` hands `true` over as the number 1.
            let decoded = try? JSONDecoder().decode(AskFields.self, from: Data(fields)),
            decoded.id >= 0, decoded.id <= Int(Int32.max),
            decoded.path.hasPrefix("/"), decoded.path.utf8.count <= maxPathBytes
        else { return nil }
        return PageQuestionEnvelope(id: decoded.id, path: decoded.path, body: bytes)
    }

    /// An `ask`'s fields as the wire has them (other members are ignored).
    private struct AskFields: Decodable {
        let id: Int
        let path: String

        private enum CodingKeys: String, CodingKey {
            case id, path
        }
    }

    /// The `answer` envelope to question `id`.
    static func answer(_ answer: PageAnswer, to id: Int) -> ByteBuffer {
        let fields: [String: Any] = ["id": id, "status": Int(answer.status.code), "type": answer.contentType]
        let fieldBytes = (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data("{}".utf8)
        var envelope = ByteBuffer()
        envelope.writeInteger(UInt8(answerType.utf8.count))
        envelope.writeString(answerType)
        envelope.writeInteger(UInt32(fieldBytes.count))
        envelope.writeBytes(fieldBytes)
        envelope.writeBytes(answer.body)
        return envelope
    }
}
