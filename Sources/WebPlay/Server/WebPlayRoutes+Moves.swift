import Foundation
import GameCore
import Hummingbird

extension WebPlayRoutes {
    /// The generic face's "Moves": the viewer's legal moves as commands, from its own view (nothing
    /// it may not see). Body: `{"view": <view JSON>, "viewer": uuid}`; answer
    /// `{"moves": ["play 7H", ...] | null, "complete": bool}` (`null`: the game cannot list them).
    func moves(_ request: Request, game: String) async throws -> Response {
        let asked = try await viewRequest(request, game: game, expected: "{\"view\": ..., \"viewer\": uuid}")
        guard let listing = asked.descriptor.legalMoves(viewPayload: asked.viewBytes, for: asked.viewer) else {
            throw HTTPError(.badRequest, message: "not a view of \(game)")
        }
        let answer: [String: Any]
        switch listing {
        case .unlisted: answer = ["moves": NSNull(), "complete": false]
        case .listed(let lines, let complete): answer = ["moves": lines, "complete": complete]
        }
        return Self.response(try JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys]), type: "application/json")
    }
}
