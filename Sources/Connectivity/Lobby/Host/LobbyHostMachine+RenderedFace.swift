import Foundation
import GameCore

/// A member who lacks the lobby's game and plays it through the host-rendered face.
struct RenderedSeat: Hashable, Sendable {
    /// The host plays this seat with the module's bot (`hello.hostBot`, and the module has one).
    var hostBot: Bool
}

/// What a `hello` offers for the lobby's game.
enum HelloGameCheck: Hashable, Sendable {
    /// It has the game at a compatible version.
    case module
    /// It lacks the game and accepts the host-rendered face, which this host serves.
    case renderedFace
    /// It has the game, at an incompatible version only.
    case versionMismatch
    /// It lacks the game and cannot be served through the rendered face.
    case unknownGame
}

/// The host-rendered face in the handshake and for seated members (Docs/Protocol.md "Host-rendered
/// face"): who is admitted through it, the `renderedFace` description, and `gameCommand` lines
/// parsed with the module into the sender's actions.
extension LobbyHostMachine {
    /// Members seated through the host-rendered face, and whether the host plays each by the bot.
    public var renderedMembers: [UUID: Bool] { renderedSeats.mapValues(\.hostBot) }

    /// How `hello` stands towards the lobby's game.
    func gameCheck(_ hello: Hello) -> HelloGameCheck {
        let game = configuration.game
        var offered = false
        for info in hello.games where info.id == game.id {
            if game.version.isCompatible(with: info.version) { return .module }
            offered = true
        }
        if offered { return .versionMismatch }
        return hello.acceptsRenderedFace == true && configuration.gameModule != nil ? .renderedFace : .unknownGame
    }

    /// The words of an `unknownGame` refusal: the game's name (when the host has the module) and id,
    /// and how to get it.
    var unknownGameText: String {
        GameCompatibility.unknownGameText(
            id: configuration.game.id, name: configuration.gameModule?.catalogEntry.displayName)
    }

    /// After `joinAccepted` on `id`: records whether `player` plays through the rendered face and, if
    /// so, describes the face to it (`renderedFace`).
    mutating func seatedThroughFace(_ hello: Hello, player: UUID, on id: ConnectionID) -> [LobbyHostAction] {
        guard connection(of: player) == id else { return [] }
        guard gameCheck(hello) == .renderedFace, let module = configuration.gameModule else {
            renderedSeats[player] = nil
            return []
        }
        // Forget members who are gone, so the table never outgrows the roster.
        renderedSeats = renderedSeats.filter { roster.member($0.key) != nil }
        let hostBot = hello.hostBot == true && module.hasBot
        renderedSeats[player] = RenderedSeat(hostBot: hostBot)
        let face = RenderedFace(
            game: configuration.game, name: module.catalogEntry.displayName, rules: module.rulesText,
            commands: module.commandHelp + module.localCommandHelp, hostBot: hostBot)
        return [.send(.renderedFace(face), to: id)]
    }

    /// A `gameCommand`: a local answer, or the sender's action (as if it had sent `gameAction`), or
    /// `actionRejected` with the module's words.
    func receivedGameCommand(_ command: GameCommand, player: UUID, on id: ConnectionID) -> [LobbyHostAction] {
        guard let seat = renderedSeats[player], let module = configuration.gameModule else {
            let error = ErrorMessage(
                code: .unexpectedMessage, message: "gameCommand is only for members seated through the host-rendered face")
            return [.send(.error(error), to: id)]
        }
        func refuse(_ error: GameError) -> [LobbyHostAction] {
            [.send(.actionRejected(ActionRejected(sequence: command.sequence, error: error)), to: id)]
        }
        do throws(GameCommandError) {
            if let answer = try module.localAnswer(command.line) {
                return [.send(.commandAnswer(CommandAnswer(sequence: command.sequence, text: answer)), to: id)]
            }
            guard roster.phase == .playing else { return refuse(.gameNotRunning) }
            guard roster.member(player)?.role == .player else { return refuse(.notAPlayer) }
            guard !seat.hostBot else {
                return refuse(.invalidAction("The host plays this seat with the game's bot; commands are not taken."))
            }
            let payload = try module.action(forCommand: command.line)
            return [.emit(.gameAction(player: player, GameAction(sequence: command.sequence, payload: payload)))]
        } catch {
            return refuse(.invalidAction(error.description))
        }
    }
}
