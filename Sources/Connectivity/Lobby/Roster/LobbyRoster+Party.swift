import Foundation
import GameCore

/// What a party lobby keeps besides the members (SPEC §12): the games on offer, who chose to hand
/// the controller role on, who played and who watched, and the session's scoreboard.
public struct PartyState: Hashable, Sendable {
    /// Every game the lobby offers; empty in a lobby built for one game without a catalog.
    public internal(set) var offeredGames: [OfferedGame] = []
    /// The member the controller role was handed to, if any (the default controller otherwise).
    var handedTo: UUID?
    /// Members seated inside the host process (computer players): never the controller.
    var computerPlayers: Set<UUID> = []
    /// Members who cannot play the chosen game (they lack it and cannot be served through the
    /// host-rendered face): they sit it out.
    var cannotPlay: Set<UUID> = []
    /// Player members who watched the last game: first in line for the next.
    var satOutLast: Set<UUID> = []
    /// Who plays the running game.
    var currentPlayers: [UUID] = []
    /// Members the controller chose to watch the next game (cleared when it starts).
    var sittingOut: Set<UUID> = []
    /// The scoreboard, in the order members first finished a game.
    var scores: [SessionScore] = []

    mutating func forget(_ id: UUID) {
        if handedTo == id { handedTo = nil }
        computerPlayers.remove(id)
        cannotPlay.remove(id)
        satOutLast.remove(id)
        sittingOut.remove(id)
    }
}

extension LobbyRoster {
    /// Who chooses the game, edits its settings and starts it: the member the role was handed to,
    /// else the host's own seat, else (a dedicated host) the first member who is not a computer player.
    public var controllerID: UUID? {
        if let handed = party.handedTo, member(handed) != nil { return handed }
        if let host = members.first(where: \.isHost) { return host.id }
        return members.first { !party.computerPlayers.contains($0.id) }?.id
    }

    /// In the lobby: who plays the next game — player members who can play it, at most the game's
    /// maximum, in seat order, except those the controller chose to sit out; when more want to play,
    /// the ready ones first, people before computer players, then those who watched the last game.
    /// During a game: who plays it.
    public var lineup: [UUID] {
        switch phase {
        case .playing:
            return party.currentPlayers
        case .lobby, .unknown:
            let candidates = members.filter {
                $0.role == .player && !party.cannotPlay.contains($0.id) && !party.sittingOut.contains($0.id)
            }
            let priority = { (member: LobbyMember) in
                (member.isReady ? 0 : 4) + (party.computerPlayers.contains(member.id) ? 2 : 0)
                    + (party.satOutLast.contains(member.id) ? 0 : 1)
            }
            let ordered = candidates.enumerated().sorted { a, b in
                let (pa, pb) = (priority(a.element), priority(b.element))
                return pa != pb ? pa < pb : a.offset < b.offset
            }.map(\.element)
            let chosen = Set(ordered.prefix(policy.maxPlayers).map(\.id))
            return candidates.map(\.id).filter(chosen.contains)
        }
    }

    /// Whether `id` plays the running game (or, between games, the next one).
    public func plays(_ id: UUID) -> Bool { lineup.contains(id) }

    /// The party part as broadcast, or `nil` for a lobby without a catalog.
    var partyInfo: LobbyParty? {
        guard !party.offeredGames.isEmpty else { return nil }
        let ranked = party.scores.enumerated().sorted { a, b in
            a.element.wins != b.element.wins ? a.element.wins > b.element.wins : a.offset < b.offset
        }.map(\.element)
        return LobbyParty(
            games: party.offeredGames, controllerId: controllerID, minPlayers: policy.minPlayers, lineup: lineup,
            scores: ranked, sittingOut: members.map(\.id).filter(party.sittingOut.contains))
    }

    /// The offered game with this id.
    public func offeredGame(_ id: GameID) -> OfferedGame? { party.offeredGames.first { $0.game.id == id } }

    /// Chooses another game: its rules for seats, its settings (unlocked), cleared ready flags.
    mutating func choose(_ offered: OfferedGame, settings newSettings: Data) throws(LobbyCommandError) {
        guard phase == .lobby else { throw .gameRunning }
        game = offered.game
        let maximum = max(offered.minPlayers, min(offered.maxPlayers, seatLimit))
        policy = LobbySeatPolicy(
            minPlayers: offered.minPlayers, maxPlayers: maximum, supportsSpectators: offered.spectators,
            maxSpectators: policy.maxSpectators)
        settings = newSettings
        settingsRevision += 1
        settingsLocked = false
        clearReadyFlags()
    }

    /// Hands the controller role to a member who is not a computer player.
    mutating func handController(to id: UUID) throws(LobbyCommandError) {
        guard member(id) != nil, !party.computerPlayers.contains(id) else { throw .unknownPlayer(id) }
        party.handedTo = id
    }

    /// Chooses whether a player member sits the next game out (the controller picks who plays).
    mutating func setSittingOut(_ id: UUID, _ sitsOut: Bool) throws(LobbyCommandError) {
        guard phase == .lobby else { throw .gameRunning }
        guard let member = member(id) else { throw .unknownPlayer(id) }
        guard member.role == .player else { throw .notAPlayer }
        if sitsOut { party.sittingOut.insert(id) } else { party.sittingOut.remove(id) }
    }

    /// Records a finished game on the scoreboard: one game for each who played, a win for each winner.
    mutating func recordResult(winners: [UUID]) {
        for player in party.currentPlayers {
            let name = member(player)?.profile.username ?? "Player"
            let won = winners.contains(player) ? 1 : 0
            if let index = party.scores.firstIndex(where: { $0.playerId == player }) {
                party.scores[index].games += 1
                party.scores[index].wins += won
                party.scores[index].name = name
            } else {
                party.scores.append(SessionScore(playerId: player, name: name, games: 1, wins: won))
            }
        }
    }
}
