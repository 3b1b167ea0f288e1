import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// What the server answers one of the page's questions (the generic face's render, command and
/// moves, the game-over line, the record and its replays), the same whether it was asked over HTTP
/// or over the sealed socket (Docs/Protocol.md §9 "Questions over the socket").
struct PageAnswer: Sendable, Equatable {
    /// The HTTP status it stands for (`200`, `400`, `404`, `422`, …).
    var status: HTTPResponse.Status
    /// Its `Content-Type`.
    var contentType: String
    /// Its body.
    var body: Data
    /// Set for a refusal: the sentence Hummingbird's error body carries.
    var problem: String?
    /// Over HTTP: never stored (`Cache-Control: no-store`), for what changes with every game.
    var noStore = false

    /// A `200` JSON answer of `object` (sorted keys).
    static func json(_ object: Any) -> PageAnswer {
        let bytes = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return PageAnswer(status: .ok, contentType: "application/json", body: bytes)
    }

    /// A `200` answer of ready bytes.
    static func bytes(_ bytes: Data, type: String) -> PageAnswer {
        PageAnswer(status: .ok, contentType: type, body: bytes)
    }

    /// A refusal, with the body Hummingbird gives an `HTTPError`: `{"error":{"message": …}}`.
    static func refusal(_ status: HTTPResponse.Status, _ message: String? = nil) -> PageAnswer {
        let error: [String: Any] = message.map { ["message": $0] } ?? [:]
        let bytes = (try? JSONSerialization.data(withJSONObject: ["error": error], options: [.sortedKeys])) ?? Data()
        return PageAnswer(status: status, contentType: "application/json; charset=utf-8", body: bytes, problem: message ?? "")
    }

    /// The HTTP response: the route's own headers for an answer, an `HTTPError` thrown for a refusal.
    func response() throws -> Response {
        if let problem {
            if problem.isEmpty { throw HTTPError(status) }
            throw HTTPError(status, message: problem)
        }
        var response = WebPlayRoutes.response(body, type: contentType)
        response.status = status
        if noStore { response.headers[.cacheControl] = "no-store" }
        return response
    }
}
