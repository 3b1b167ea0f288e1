import Foundation
import GameCore
import NIOCore

/// The questions of the generic face (a game without a web face of its own) and of the game-over
/// panel: each answered from the asking page's own view, which holds nothing it may not see.
extension WebPlayRoutes {
    /// The longest command line the generic face sends.
    static let maxCommandLine = 4096

    /// `render`: the terminal text of the view. Body: `{"view", "viewer": uuid | null, "names"}`.
    func renderAnswer(game: String, body: ByteBuffer) -> PageAnswer {
        let asked = ViewQuestion.read(
            body, game: game, in: site, expected: "{\"view\": ..., \"viewer\": ..., \"names\": ...}", viewerRequired: false)
        switch asked {
        case .failure(let refusal): return refusal.answer
        case .success(let asked):
            let viewer = asked.viewer.map(Viewer.player) ?? .spectator
            guard let text = asked.descriptor.render(viewPayload: asked.viewBytes, for: viewer, names: asked.names) else {
                return .refusal(.badRequest, "not a view of \(game)")
            }
            return .bytes(Data(text.utf8), type: "text/plain; charset=utf-8")
        }
    }

    /// `command`: a terminal command line to the action JSON it stands for, or `422
    /// {"code", "message"}` saying what is wrong with it.
    func commandAnswer(game: String, body: ByteBuffer) -> PageAnswer {
        guard let descriptor = site.games[GameID(rawValue: game)] else { return .refusal(.notFound) }
        guard body.readableBytes <= Self.maxCommandLine else {
            return .refusal(.contentTooLarge, "a command line is at most \(Self.maxCommandLine) bytes")
        }
        let line = String(decoding: body.readableBytesView, as: UTF8.self)
        do throws(GameCommandError) {
            return .bytes(try descriptor.action(forCommand: line), type: "application/json")
        } catch {
            var answer = PageAnswer.json(["code": "invalidCommand", "message": error.description])
            answer.status = .unprocessableContent
            return answer
        }
    }

    /// `moves`: the viewer's legal moves as commands, `{"moves": ["play 7H", ...] | null,
    /// "complete": bool}` (`null`: the game cannot list them). Body: `{"view", "viewer": uuid}`.
    func movesAnswer(game: String, body: ByteBuffer) -> PageAnswer {
        let asked = ViewQuestion.read(body, game: game, in: site, expected: "{\"view\": ..., \"viewer\": uuid}", viewerRequired: true)
        switch asked {
        case .failure(let refusal): return refusal.answer
        case .success(let asked):
            guard let viewer = asked.viewer, let listing = asked.descriptor.legalMoves(viewPayload: asked.viewBytes, for: viewer)
            else { return .refusal(.badRequest, "not a view of \(game)") }
            switch listing {
            case .unlisted: return .json(["moves": NSNull(), "complete": false])
            case .listed(let lines, let complete): return .json(["moves": lines, "complete": complete])
            }
        }
    }

    /// `result`: how the finished game ended for the viewer, worded by the module from its final
    /// view as lanjoin shows it (``TerminalResultGame``): `{"result": "Ari won — you came 2nd." | null}`.
    /// Body: `{"view": <final view>, "viewer": uuid, "names"}`.
    func resultAnswer(game: String, body: ByteBuffer) -> PageAnswer {
        let asked = ViewQuestion.read(
            body, game: game, in: site, expected: "{\"view\": ..., \"viewer\": uuid, \"names\": ...}", viewerRequired: true)
        switch asked {
        case .failure(let refusal): return refusal.answer
        case .success(let asked):
            guard let viewer = asked.viewer else { return .refusal(.badRequest) }
            let line = asked.descriptor.result(viewPayload: asked.viewBytes, for: .player(viewer), names: asked.names)
            return .json(["result": line.map { $0 as Any } ?? NSNull()])
        }
    }
}
