import Connectivity
import Foundation
import GameCore

/// Lobby lifecycle events on the joiner.
extension JoinRuntime {
    func handleClient(_ event: LobbyClientEvent) async {
        switch event {
        case .joined(let accepted):
            accept(accepted)
            saveSeat(accepted)
            sink.emit(CLIEvent(
                "joined",
                [
                    "player": names.json(accepted.playerId), "role": .string(accepted.role.wireValue),
                    "lobbyId": .string(accepted.lobby.id.wireString), "lobby": .string(accepted.lobby.name),
                    "host": names.json(accepted.lobby.hostProfile.id), "game": .string(accepted.lobby.game.id.rawValue),
                ],
                text: "Joined \(accepted.lobby.name) as \(accepted.role.wireValue)."))
            if accepted.resumed {
                // A restarted lanjoin took back the seat its previous run held.
                sink.emit(CLIEvent("resumed", ["player": names.json(accepted.playerId)], text: "Took back your seat."))
            }
            await lobbyChanged(accepted.lobby)
            await runWaitingLines()
        case .lobbyUpdated(let info):
            await lobbyChanged(info)
        case .hostUnreachable(let wait):
            hostGone(wait: wait)
        case .reconnecting(let attempt, let remaining):
            sink.emit(hostWait.attempt(attempt, remaining: remaining, at: .now))
        case .resumed(let accepted):
            accept(accepted)
            saveSeat(accepted)
            let back = hostWait.hostBack(at: .now, inGame: accepted.lobby.phase == .playing)
            sink.emit(CLIEvent("resumed", back.fields.merging(["player": names.json(accepted.playerId)]) { $1 }, text: back.text))
            await lobbyChanged(accepted.lobby)
            await store?.resendPending()
            await runWaitingLines()
        case .hostError(let error):
            sink.emit(LobbyEventFormat.error(error.code.wireValue, error.message))
        case .notice(let notice):
            sink.emit(CLIEvent(
                "notice", ["kind": .string(notice.kind.wireValue), "player": notice.playerId.map { names.json($0) } ?? .null,
                           "message": .string(notice.message)],
                text: notice.message))
        case .claimPending(let pending):
            sink.emit(SeatClaimEventFormat.pending(pending, names: names))
        case .requestRefused(let refusal):
            sink.emit(CLIEvent(
                "requestRefused",
                ["request": .string(refusal.request.wireValue), "code": .string(refusal.code.wireValue), "message": .string(refusal.message)],
                text: refusal.message))
        case .gameFailed(let error):
            sink.emit(LobbyEventFormat.error(error.code, error.description))
        case .ended(let reason):
            endReason = reason
            // A lost host may be restarted (`lanhost --resume`): the seat's token stays for it.
            if reason == .hostLost {
                keepTicket(hostLost: true)
            } else if let seatTicket {
                SeatTicket.remove(at: seatTicket)
            }
            if offersSavedSeat, case .rejected(let rejection) = reason, case .invalidResumeToken = rejection.reason {
                savedSeatWasGone = true
                sink.emit(CLIEvent("seatGone", [:], text: "Your previous seat is gone; joining afresh."))
                return
            }
            sink.emit(waitEnding(for: reason) ?? JoinEnding.event(for: reason, target: target, seatName: me.map(names.name(of:))))
            await runWaitingLines()
        case .gameStarted, .gameState, .actionRejected, .gameOver, .renderedFace, .renderedView, .commandAnswer:
            // Game messages are handled from `gameMessages`, in their own order.
            break
        }
    }

    /// The live screen's lobby: title with the game's name, roster and notes.
    func drawLiveLobby(_ info: LobbyInfo) {
        guard let live = sink.live else { return }
        var notes = [PartyEventFormat.controllerLine(info, you: me, names: names)].compactMap { $0 }
        if needsReadyHint(info) { notes.append(PartyEventFormat.readyHint(info, you: me)) }
        if let me { notes += SeatClaimEventFormat.notes(info, answerer: me, names: names) }
        live.lobby(info, you: me, gameName: gameName(of: info), notes: notes)
    }

    private func accept(_ accepted: JoinAccepted) {
        me = accepted.playerId
        role = accepted.role
        names.learn(accepted.lobby)
    }

    private func lobbyChanged(_ info: LobbyInfo) async {
        let previous = self.info
        self.info = info
        names.learn(info)
        let settings = settingValues(of: info)
        sink.emit(LobbyEventFormat.lobby(info, settings: settings))
        if let previous, previous.game != info.game {
            sink.emit(PartyEventFormat.gameChosen(info, by: nil, settings: settings, names: names))
        }
        let signature = RosterText.signature(info)
        if sink.live != nil {
            drawLiveLobby(info)
        } else if signature != rosterShown {
            rosterShown = signature
            sink.show(RosterText.render(info, you: me))
            if let line = PartyEventFormat.controllerLine(info, you: me, names: names) { sink.show(line) }
            if needsReadyHint(info) {
                sink.show(PartyEventFormat.readyHint(info, you: me))
            }
        }
        showClaimsToAnswer(info)
        await autoReady(info)
    }

    /// The VIP is told once of each "That's me" claim it may answer (`approve NAME` / `refuse NAME`).
    private func showClaimsToAnswer(_ info: LobbyInfo) {
        let claims = info.seatClaims ?? []
        defer { claimsShown = Set(claims.map(\.playerId)) }
        for claim in claims where me != nil && claim.approverId == me && !claimsShown.contains(claim.playerId) {
            sink.emit(SeatClaimEventFormat.toAnswer(claim, names: names))
        }
    }

    /// Whether to tell the person to type `ready`: a player, not ready, in a gathering lobby.
    private func needsReadyHint(_ info: LobbyInfo) -> Bool {
        guard !options.autoReady, !options.bot, info.phase == .lobby, let me,
            let member = info.members.first(where: { $0.id == me })
        else { return false }
        return member.role == .player && !member.isReady
    }

    /// With `--auto-ready`: ready whenever the lobby is gathering and this seat is not ready (on
    /// joining, and again after a settings change or a finished game cleared the flag).
    private func autoReady(_ info: LobbyInfo) async {
        guard options.autoReady, info.phase == .lobby, let me,
            let member = info.members.first(where: { $0.id == me }), member.role == .player, !member.isReady
        else { return }
        try? await client.setReady(true)
    }
}
