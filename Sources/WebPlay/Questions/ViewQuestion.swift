import Foundation
import GameCore
import NIOCore

/// A page's question about one of its own views (the generic face's screen and moves, the
/// game-over line): the game, the view's JSON bytes, the viewer, and the rest of the body.
struct ViewQuestion {
    /// The game asked about.
    let descriptor: GameDescriptor
    /// The view, as the page received it.
    let viewBytes: Data
    /// Whose view it is; `nil` for a spectator's (`"viewer": null`).
    let viewer: UUID?
    /// The names the page knows, for the text (`"names": {uuid: name}`).
    let names: PlayerNames

    /// Reads a body `{"view": <view JSON>, "viewer": uuid | null, "names": {uuid: name}}` about
    /// `game` (at most ``WebPlayRoutes/maxQuestionBody`` bytes), or the refusal: `404` for a game
    /// this host does not offer, `400` saying `expected` for a body of another shape.
    static func read(
        _ body: ByteBuffer, game: String, in site: WebPlaySite, expected: String, viewerRequired: Bool
    ) -> Result<ViewQuestion, PageAnswerRefusal> {
        guard let descriptor = site.games[GameID(rawValue: game)] else { return .failure(PageAnswerRefusal(.refusal(.notFound))) }
        let refusal = PageAnswerRefusal(.refusal(.badRequest, "expected \(expected)"))
        guard body.readableBytes <= WebPlayRoutes.maxQuestionBody,
            let parsed = try? JSONSerialization.jsonObject(with: Data(body.readableBytesView)) as? [String: Any],
            let view = parsed["view"],
            let viewBytes = try? JSONSerialization.data(withJSONObject: view, options: [.fragmentsAllowed])
        else { return .failure(refusal) }
        let viewer = (parsed["viewer"] as? String).flatMap(UUID.init(uuidString:))
        if viewerRequired, viewer == nil { return .failure(refusal) }
        var names: [PlayerID: String] = [:]
        for case let (key, name as String) in (parsed["names"] as? [String: Any]) ?? [:] {
            if let id = UUID(uuidString: key) { names[id] = name }
        }
        return .success(ViewQuestion(descriptor: descriptor, viewBytes: viewBytes, viewer: viewer, names: PlayerNames(names)))
    }
}

/// A ``PageAnswer`` refusal carried as an error, for `Result`.
struct PageAnswerRefusal: Error {
    /// The refusal to send.
    let answer: PageAnswer

    init(_ answer: PageAnswer) { self.answer = answer }
}
