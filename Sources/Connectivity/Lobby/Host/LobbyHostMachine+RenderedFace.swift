import Foundation
import GameCore

/// A member who lacks the lobby's game and plays it through the host-rendered face.
struct RenderedSeat: Hashable, Sendable {
    /// The host plays this seat with the module's bot (`hello.hostBot`, and the module has one).
    var hostBot: Bool
}

/// What a member's `hello` offered: its games and whether it takes the host-rendered face.
struct MemberOffer: Hashable, Sendable {
    var games: [GameVersionInfo]
    var acceptsRenderedFace: Bool
    var hostBot: Bool

    init(_ hello: Hello) {
        games = hello.games
        acceptsRenderedFace = hello.acceptsRenderedFace == true
        hostBot = hello.hostBot == true
    }
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
    func gameCheck(_ hello: Hello) -> HelloGameCheck { gameCheck(MemberOffer(hello)) }

    /// How a member's offer stands towards the chosen game.
    func gameCheck(_ offer: MemberOffer) -> HelloGameCheck {
        let game = roster.game
        var offered = false
        for info in offer.games where info.id == game.id {
            if game.version.isCompatible(with: info.version) { return .module }
            offered = true
        }
        if offered { return .versionMismatch }
        return offer.acceptsRenderedFace && currentModule != nil ? .renderedFace : .unknownGame
    }

    /// The module of the chosen game, when the host has it.
    var currentModule: GameDescriptor? {
        if let module = configuration.gameCatalog.first(where: { $0.id == roster.game.id }) { return module }
        return configuration.gameModule?.id == roster.game.id ? configuration.gameModule : nil
    }

    /// The words of an `unknownGame` refusal: the game's name (when the host has the module) and id,
    /// and how to get it.
    var unknownGameText: String {
        GameCompatibility.unknownGameText(
            id: roster.game.id, name: currentModule?.catalogEntry.displayName)
    }

    /// After `joinAccepted` on `id`: records whether `player` plays through the rendered face and, if
    /// so, describes the face to it (`renderedFace`).
    mutating func seatedThroughFace(_ hello: Hello, player: UUID, on id: ConnectionID) -> [LobbyHostAction] {
        guard connection(of: player) == id else { return [] }
        // Forget members who are gone, so the tables never outgrow the roster.
        renderedSeats = renderedSeats.filter { roster.member($0.key) != nil }
        memberOffers = memberOffers.filter { roster.member($0.key) != nil }
        memberOffers[player] = MemberOffer(hello)
        return servedThroughFace(player, on: id)
    }

    /// Records whether `player` plays the chosen game through the rendered face and, if so, describes
    /// the face to it; a member who can play it neither way sits it out.
    mutating func servedThroughFace(_ player: UUID, on id: ConnectionID?) -> [LobbyHostAction] {
        guard let offer = memberOffers[player] else { return [] }
        let check = gameCheck(offer)
        switch check {
        case .module, .versionMismatch, .unknownGame:
            renderedSeats[player] = nil
            if check == .module { roster.party.cannotPlay.remove(player) } else { roster.party.cannotPlay.insert(player) }
            return []
        case .renderedFace:
            roster.party.cannotPlay.remove(player)
        }
        guard let module = currentModule else { return [] }
        let hostBot = offer.hostBot && module.hasBot
        renderedSeats[player] = RenderedSeat(hostBot: hostBot)
        let face = RenderedFace(
            game: roster.game, name: module.catalogEntry.displayName, rules: module.rulesText,
            commands: module.commandHelp + module.localCommandHelp, hostBot: hostBot,
            settings: RenderedFaceSettings(module: module, snapshot: roster.settings, revision: roster.settingsRevision))
        return id.map { [.send(.renderedFace(face), to: $0)] } ?? []
    }

    /// After a settings change: `renderedFace` again to every member of the face, with the new
    /// values (sent before the `lobbyUpdate` that announces the change).
    mutating func facesAfterSettingsChange() -> [LobbyHostAction] {
        renderedSeats.keys.sorted { $0.uuidString < $1.uuidString }.flatMap { servedThroughFace($0, on: connection(of: $0)) }
    }

    /// A `gameCommand`: a local answer, or the sender's action (as if it had sent `gameAction`), or
    /// `actionRejected` with the module's words.
    func receivedGameCommand(_ command: GameCommand, player: UUID, on id: ConnectionID) -> [LobbyHostAction] {
        guard let seat = renderedSeats[player], let module = currentModule else {
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
            guard roster.plays(player) else { return refuse(.notAPlayer) }
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
