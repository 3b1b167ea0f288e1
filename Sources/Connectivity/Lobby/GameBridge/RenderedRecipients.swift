import Foundation
import GameCore

/// The members of a lobby who play through the host-rendered face, as ``GameRoutes`` needs them:
/// each one's outputs are turned into what that face sends (Docs/Protocol.md "Host-rendered face").
/// With the module and the names it also words the players' own lines of `gameOver` for those who
/// have no module to word them (the face's members, browsers).
struct RenderedRecipients: Sendable {
    /// The lobby's game module (renders views); `nil`: nobody is rendered.
    var module: GameDescriptor?
    /// Who is rendered, and as whom (a player, or a spectator).
    var viewers: [UUID: Viewer] = [:]
    /// The names the module's face shows, on a surface that shows the turn and the event lines
    /// (`renderedView` carries `toAct` and `events`, which `lanjoin` shows beside the text).
    var names = PlayerNames()

    /// Whether `recipient`'s outputs are rendered.
    func contains(_ recipient: UUID) -> Bool { module != nil && viewers[recipient] != nil }

    /// The message carrying `output` to a rendered recipient: a whole state becomes `renderedView`
    /// (the module's terminal face for that viewer), a refusal passes as it is, and `gameOver` loses
    /// its payload (a view in a format the recipient cannot read; the final `renderedView` came first).
    /// `gameOver` carries the recipient's own line (``result(of:)``): ``GameRoutes`` asks this of
    /// a browser's `gameOver` too (it keeps its view).
    func message(for output: GameHostOutput) -> Message {
        switch output {
        case .state(let state):
            var text: String?
            if let module, let viewer = viewers[state.recipient], state.patch == nil {
                text = module.render(viewPayload: state.payload, for: viewer, names: names)
            }
            return .renderedView(RenderedView(
                round: state.round, stateSequence: state.stateSequence, lastAppliedAction: state.lastAppliedAction,
                text: text ?? "(The host could not render this view.)", playersToAct: state.playersToAct,
                events: state.events))
        case .actionRejected:
            return output.message
        case .gameOver(let over):
            return .gameOver(GameOver(
                round: over.round, winners: over.winners, summary: over.summary,
                payload: contains(over.recipient) ? Data() : over.payload, result: result(of: over)))
        }
    }

    /// The recipient's own line of a finished game, from its final view (``GameDescriptor/result``):
    /// what the page shows under "Game over", as lanjoin shows it; `nil` for a spectator, or without one.
    func result(of over: GameOverOutput) -> String? {
        module?.result(viewPayload: over.payload, for: .player(over.recipient), names: names)
    }
}
