import Foundation
import GameCore
import Hummingbird

extension WebPlayRoutes {
    /// The game-over panel's own line: how the finished game ended for the viewer, worded by the
    /// module from its own final view, as lanjoin shows it (``TerminalResultGame``). Body:
    /// `{"view": <final view JSON>, "viewer": uuid, "names": {uuid: name}}`; answer
    /// `{"result": "Ari won — you came 2nd with 3 cards left." | null}`.
    func result(_ request: Request, game: String) async throws -> Response {
        guard let descriptor = site.games[GameID(rawValue: game)] else { throw HTTPError(.notFound) }
        let body = try await request.body.collect(upTo: Self.maxGenericBody)
        let parsed = try? JSONSerialization.jsonObject(with: Data(buffer: body)) as? [String: Any]
        guard let parsed, let view = parsed["view"],
            let viewBytes = try? JSONSerialization.data(withJSONObject: view, options: [.fragmentsAllowed]),
            let viewer = (parsed["viewer"] as? String).flatMap(UUID.init(uuidString:))
        else { throw HTTPError(.badRequest, message: "expected {\"view\": ..., \"viewer\": uuid, \"names\": ...}") }
        var names: [PlayerID: String] = [:]
        for case let (key, name as String) in (parsed["names"] as? [String: Any]) ?? [:] {
            if let id = UUID(uuidString: key) { names[id] = name }
        }
        let line = descriptor.result(viewPayload: viewBytes, for: .player(viewer), names: PlayerNames(names))
        let answer: [String: Any] = ["result": line ?? NSNull()]
        return Self.response(try JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys]), type: "application/json")
    }
}
