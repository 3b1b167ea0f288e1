import Foundation
import Hummingbird
import NIOCore

/// Answers one question: its path (with the query) and body.
typealias PageQuestions = @Sendable (_ path: String, _ body: ByteBuffer) async -> PageAnswer

/// The page's questions by path, answered the same over HTTP and over the sealed socket
/// (Docs/Protocol.md §9). Over HTTP a private lobby refuses them: anyone on the network can read
/// a request and its answer, and the record needs no passcode there (``WebPlayRoutes/httpQuestion``).
extension WebPlayRoutes {
    /// The largest question body: a view, or a command line.
    static let maxQuestionBody = 1 << 20

    /// The answer to `path` (with its query) asked with `body`; `404` for a path that is no question.
    func answer(path: String, body: ByteBuffer) async -> PageAnswer {
        let url = URLComponents(string: path)
        let route = url?.path ?? ""
        let query = Dictionary(
            (url?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        switch route {
        case "/record.json":
            return recordAnswer(game: query["game"] ?? "")
        case "/replay.json":
            return replayAnswer(
                game: query["id"].flatMap { Int64($0) }, seat: query["seat"], step: query["step"].flatMap { Int($0) })
        default:
            break
        }
        let parts = route.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0].isEmpty, parts[1] == "games", !parts[2].isEmpty else { return .refusal(.notFound) }
        let game = String(parts[2])
        switch parts[3] {
        case "render": return renderAnswer(game: game, body: body)
        case "command": return commandAnswer(game: game, body: body)
        case "moves": return movesAnswer(game: game, body: body)
        case "result": return resultAnswer(game: game, body: body)
        default: return .refusal(.notFound)
        }
    }

    /// A question asked over HTTP: refused in a private lobby (`403`), else answered.
    func httpQuestion(_ request: Request, bodyLimit: Int = maxQuestionBody) async throws -> Response {
        guard !site.lobby.isPrivate else {
            throw HTTPError(
                .forbidden,
                message: "This lobby is private: the page asks this over its sealed socket (Docs/Protocol.md §9).")
        }
        let body = try await request.body.collect(upTo: bodyLimit)
        return try await answer(path: request.uri.description, body: body).response()
    }
}
