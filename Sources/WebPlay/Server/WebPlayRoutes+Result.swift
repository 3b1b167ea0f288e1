import Foundation
import GameCore
import Hummingbird

extension WebPlayRoutes {
    /// The game-over panel's own line: how the finished game ended for the viewer, worded by the
    /// module from its own final view, as lanjoin shows it (``TerminalResultGame``). Body:
    /// `{"view": <final view JSON>, "viewer": uuid, "names": {uuid: name}}`; answer
    /// `{"result": "Ari won — you came 2nd with 3 cards left." | null}`.
    func result(_ request: Request, game: String) async throws -> Response {
        let asked = try await viewRequest(request, game: game, expected: "{\"view\": ..., \"viewer\": uuid, \"names\": ...}")
        var names: [PlayerID: String] = [:]
        for case let (key, name as String) in (asked.body["names"] as? [String: Any]) ?? [:] {
            if let id = UUID(uuidString: key) { names[id] = name }
        }
        let line = asked.descriptor.result(viewPayload: asked.viewBytes, for: .player(asked.viewer), names: PlayerNames(names))
        let answer: [String: Any] = ["result": line ?? NSNull()]
        return Self.response(try JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys]), type: "application/json")
    }
}
