import Foundation
import GameCore
import Hummingbird

/// A page's question about one of its own views (the generic face's moves, the game-over line):
/// the game, the view's JSON bytes, the viewer, and the rest of the body.
struct ViewRequest {
    /// The game asked about.
    let descriptor: GameDescriptor
    /// The view, as the page received it.
    let viewBytes: Data
    /// Whose view it is.
    let viewer: UUID
    /// The whole body, for fields of one route.
    let body: [String: Any]
}

extension WebPlayRoutes {
    /// Reads a body `{"view": <view JSON>, "viewer": uuid, ...}` (at most ``maxGenericBody`` bytes)
    /// for `game`; an unknown game is 404, a body of another shape 400 saying `expected`.
    func viewRequest(_ request: Request, game: String, expected: String) async throws -> ViewRequest {
        guard let descriptor = site.games[GameID(rawValue: game)] else { throw HTTPError(.notFound) }
        let body = try await request.body.collect(upTo: Self.maxGenericBody)
        let parsed = try? JSONSerialization.jsonObject(with: Data(buffer: body)) as? [String: Any]
        guard let parsed, let view = parsed["view"],
            let viewBytes = try? JSONSerialization.data(withJSONObject: view, options: [.fragmentsAllowed]),
            let viewer = (parsed["viewer"] as? String).flatMap(UUID.init(uuidString:))
        else { throw HTTPError(.badRequest, message: "expected \(expected)") }
        return ViewRequest(descriptor: descriptor, viewBytes: viewBytes, viewer: viewer, body: parsed)
    }
}
