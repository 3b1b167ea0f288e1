import Foundation
import GameCore

/// When the rendered routes were last pointed at the members of the host-rendered face.
struct RenderedRouteKey: Hashable, Sendable {
    var seatGeneration: UInt64
    var phase: LobbyPhase
    var renderedCount: Int
    var game: GameID
}

/// The host-rendered face on a ``LobbyHost`` (Docs/Protocol.md "Host-rendered face"). Configure it
/// with ``LobbyHostConfiguration/gameModule`` (or the party's ``LobbyHostConfiguration/gameCatalog``); an attached game made with ``gameTransport`` then
/// sends its members `renderedView` instead of `gameState`, and their `gameCommand` lines reach it
/// as their actions.
extension LobbyHost {
    /// The players who lack the game and asked the host to play their seat with the module's bot
    /// (`hello.hostBot`; only when the module has a bot). The embedder drives them like its own
    /// computer players (``GameHostDriver/playBotMove(for:)`` after each step), as `lanhost` does.
    public var hostBotSeats: Set<UUID> {
        Set(machine.renderedMembers.compactMap { $0.value ? $0.key : nil })
    }

    /// The members who play through the host-rendered face.
    public var renderedFaceMembers: Set<UUID> { Set(machine.renderedMembers.keys) }

    /// Points the game's rendered routes at the current members of the face, when the seats, the
    /// lobby's phase (roles change between games) or the members of the face changed.
    func updateRenderedRoutes() {
        // The key first, from stored fields only: this runs after every message, and asking the
        // machine for its module and members first copied it and built a dictionary each time
        // (5,800 instructions per tally action, issue 38).
        let key = RenderedRouteKey(
            seatGeneration: machine.seats.generation, phase: machine.roster.phase,
            renderedCount: machine.renderedSeats.count, game: machine.roster.game.id)
        guard key != renderedRouteKey else { return }
        renderedRouteKey = key
        guard let module = machine.currentModule else { return }
        let rendered = machine.renderedMembers
        let members = machine.roster.members
        var viewers: [UUID: Viewer] = [:]
        for member in members where rendered[member.id] != nil {
            viewers[member.id] = machine.roster.plays(member.id) ? .player(member.id) : .spectator
        }
        let profiles = [machine.configuration.hostProfile] + members.map(\.profile)
        var names = PlayerNames(profiles: profiles)
        names.surface = .platform
        routes.replaceRendered(with: RenderedRecipients(module: module, viewers: viewers, names: names))
    }
}
