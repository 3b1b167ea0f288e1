import Foundation
import GameCore

/// The party session on the host (SPEC §12, Docs/Protocol.md "Party session"): choosing the game,
/// its settings and the start, by the host's operator or by the controller's `lobbyRequest`.
extension LobbyHostMachine {
    /// Chooses the lobby's game: its seat rules, its default settings, cleared ready flags; members
    /// who lack it are served through the host-rendered face or sit it out. `by`: the member who
    /// asked (`nil`: the host's operator).
    public mutating func chooseGame(_ id: GameID, by member: UUID?) throws(LobbyCommandError) -> [LobbyHostAction] {
        guard !isClosed else { throw .lobbyClosed }
        guard let offered = roster.offeredGame(id),
            let module = configuration.gameCatalog.first(where: { $0.id == id })
        else { throw .unknownGame(id) }
        try roster.choose(offered, settings: module.defaultSettings)
        var actions: [LobbyHostAction] = []
        for member in roster.members {
            actions += servedThroughFace(member.id, on: connection(of: member.id))
        }
        return actions + [.emit(.gameChosen(roster.game, by: member))] + broadcastLobby()
    }

    /// Hands the controller role to a member (not a computer player).
    public mutating func handController(to player: UUID) throws(LobbyCommandError) -> [LobbyHostAction] {
        guard !isClosed else { throw .lobbyClosed }
        try roster.handController(to: player)
        return broadcastLobby()
    }

    /// Chooses whether a player member watches the next game (`true`) or plays it if there is room.
    public mutating func setSittingOut(_ player: UUID, _ sitsOut: Bool) throws(LobbyCommandError) -> [LobbyHostAction] {
        guard !isClosed else { throw .lobbyClosed }
        try roster.setSittingOut(player, sitsOut)
        return broadcastLobby()
    }

    /// A member's `lobbyRequest`: carried out when it comes from the controller and is valid, else
    /// `requestRefused` with words; a refused request changes nothing.
    mutating func receivedLobbyRequest(
        _ request: LobbyRequest, from player: UUID, on id: ConnectionID, at now: ContinuousClock.Instant
    ) -> [LobbyHostAction] {
        func refuse(_ code: RequestRefusalCode, _ text: String) -> [LobbyHostAction] {
            [.send(.requestRefused(RequestRefused(request: request.request, code: code, message: text)), to: id)]
        }
        // Seat claims are answered in any lobby, party or not (LobbyHostMachine+SeatClaims.swift).
        let answersClaim = request.request == .approveClaim || request.request == .refuseClaim
        guard !roster.party.offeredGames.isEmpty || answersClaim else {
            return refuse(.malformedRequest, "This lobby plays one game; it has no game choice.")
        }
        guard roster.controllerID == player else {
            let name = roster.controllerID.flatMap { roster.member($0)?.profile.username } ?? "the host"
            let what = answersClaim ? "answers seat claims (with the host)" : "chooses the game, its settings and when to start"
            return refuse(.notController, "Only \(name) \(what).")
        }
        do throws(LobbyCommandError) {
            switch request.request {
            case .chooseGame:
                guard let game = request.game else { return refuse(.malformedRequest, "chooseGame needs a game.") }
                return try chooseGame(GameID(rawValue: game), by: player)
            case .setSetting:
                guard let key = request.key, let value = request.value else {
                    return refuse(.malformedRequest, "setSetting needs a key and a value.")
                }
                return try setSetting(key: key, value: value, refuse: refuse)
            case .start:
                return announce(try roster.start())
            case .playAgain:
                return announce(try roster.playAgain())
            case .handOver:
                guard let target = request.playerId.flatMap(UUID.init(uuidString:)) else {
                    return refuse(.malformedRequest, "handOver needs a playerId.")
                }
                return try handController(to: target)
            case .sitOut, .seatPlayer:
                guard let target = request.playerId.flatMap(UUID.init(uuidString:)) else {
                    return refuse(.malformedRequest, "\(request.request.wireValue) needs a playerId.")
                }
                return try setSittingOut(target, request.request == .sitOut)
            case .approveClaim, .refuseClaim:
                guard let seat = request.playerId.flatMap(UUID.init(uuidString:)) else {
                    return refuse(.malformedRequest, "\(request.request.wireValue) needs a playerId.")
                }
                return try answerSeatClaim(for: seat, allow: request.request == .approveClaim, by: player, at: now)
            case .unknown(let kind):
                return refuse(.malformedRequest, "This host does not know the request '\(kind.prefix(32))'.")
            }
        } catch {
            return refuse(error.refusalCode, describe(error))
        }
    }

    private mutating func setSetting(
        key: String, value: String, refuse: (RequestRefusalCode, String) -> [LobbyHostAction]
    ) throws(LobbyCommandError) -> [LobbyHostAction] {
        guard let module = currentModule else { return refuse(.invalidSetting, "The host cannot read this game's settings.") }
        let updated: Data
        do throws(SettingsError) {
            updated = try module.applying("\(key)=\(value)", to: roster.settings)
        } catch {
            return refuse(.invalidSetting, error.description)
        }
        return try updateSettings(updated)
    }

    /// A refusal in words, with members' names.
    func describe(_ error: LobbyCommandError) -> String {
        func names(_ ids: [UUID]) -> String {
            ids.map { roster.member($0)?.profile.username ?? "someone" }.joined(separator: ", ")
        }
        switch error {
        case .settingsLocked: return "The settings are locked once a game started: choose the game again to change them."
        case .gameRunning: return "A game is running: wait for its end."
        case .gameNotRunning: return "No game is running."
        case .noPreviousGame: return "There is no game to play again (none finished yet, or another game was chosen since): start one."
        case .notEnoughPlayers(let present, let required):
            return "This game needs \(required) players; \(present) can play."
        case .playersNotReady(let ids): return "Not ready yet: \(names(ids))."
        case .playersAway(let ids): return "Away or reconnecting: \(names(ids))."
        case .unknownPlayer: return "Nobody with that id is in the lobby (computer players cannot run it)."
        case .cannotRemoveHost: return "The host cannot be removed."
        case .notAPlayer: return "Spectators have no ready flag."
        case .hostHasNoSeat: return "The host has no seat."
        case .lobbyClosed: return "The lobby is closed."
        case .lobbyFull: return "The lobby is full."
        case .duplicatePlayer: return "That player is already seated."
        case .notALocalPlayer: return "That is not a computer player."
        case .noSeatClaim: return "Nobody is asking for that seat now (answered already, expired, or its player came back)."
        case .unknownGame(let game):
            let offered = roster.party.offeredGames.map(\.game.id.rawValue).joined(separator: ", ")
            return "This lobby offers no game '\(game.rawValue.prefix(32))' (it offers: \(offered))."
        }
    }
}

extension LobbyCommandError {
    /// The `requestRefused` code of this refusal.
    var refusalCode: RequestRefusalCode {
        switch self {
        case .settingsLocked: .invalidSetting
        case .gameRunning: .gameRunning
        case .notEnoughPlayers, .playersNotReady, .playersAway, .noPreviousGame, .gameNotRunning: .cannotStart
        case .unknownPlayer, .duplicatePlayer, .notALocalPlayer, .cannotRemoveHost, .notAPlayer, .hostHasNoSeat: .unknownPlayer
        case .lobbyClosed, .lobbyFull: .cannotStart
        case .unknownGame: .unknownGame
        case .noSeatClaim: .noClaim
        }
    }
}
