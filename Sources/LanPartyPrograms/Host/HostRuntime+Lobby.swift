import Connectivity
import Foundation
import GameCore

/// Lobby events on the host: print them, keep the game in step with the roster, auto-start.
extension HostRuntime {
    /// How long the roster must stay unchanged (everyone ready) before `--auto-start` starts a lobby
    /// that is not full, so that players joining together end up in the same game.
    static let autoStartSettleTime: Duration = .seconds(1)

    func handleLobby(_ event: LobbyHostEvent) async {
        switch event {
        case .lobbyChanged(let info):
            self.info = info
            names.learn(info)
            sink.emit(LobbyEventFormat.lobby(info, settings: settingValues(info.settings)))
            let signature = RosterText.signature(info)
            if let live = sink.live {
                // The live roster is redrawn in place, pings included.
                let notes = [PartyEventFormat.controllerLine(info, you: setup.hostSeat, names: names), startHint(info)]
                    .compactMap { $0 } + SeatClaimEventFormat.notes(info, answerer: nil, names: names)
                live.lobby(info, you: setup.hostSeat, gameName: current.catalogEntry.displayName, notes: notes)
            } else if signature != rosterShown {
                rosterShown = signature
                sink.show(RosterText.render(info, you: setup.hostSeat))
                if let line = PartyEventFormat.controllerLine(info, you: setup.hostSeat, names: names) { sink.show(line) }
                if let inviteLine { sink.show(inviteLine) }
                if let hint = startHint(info) { sink.show(hint) }
            }
            if let advertiser { await advertiser.update(LobbyAdvertisement(info, port: port, webPort: web?.port)) }
            if info.settingsRevision != settingsRevision {
                // A new game or a setting changed by the VIP cleared every ready flag: the
                // computer players take theirs back.
                settingsRevision = info.settingsRevision
                if info.phase == .lobby { await readyLocalSeats() }
            }
            scheduleAutoStart(info)
        case .playerJoined(let member):
            names.learn(member.profile)
            sink.emit(LobbyEventFormat.playerJoined(member))
            // A late joiner watches the running game when the game has spectators (SPEC §12).
            if let game, member.role == .spectator || current.policy.supportsSpectators, !game.players.contains(member.id) {
                _ = await game.session.addSpectator(member.id)
            }
        case .playerAway(let player, let state, let holdUntil):
            sink.emit(LobbyEventFormat.playerAway(player, state, holdLeft: holdUntil - .now, names: names))
        case .playerReturned(let player):
            sink.emit(LobbyEventFormat.playerResumed(player, names: names))
        case .seatReclaimed(let player, _):
            sink.emit(LobbyEventFormat.seatReclaimed(player, names: names))
        case .seatClaimRequested(let request):
            sink.emit(SeatClaimEventFormat.requested(request, names: names, now: .now))
        case .seatClaimEnded(let seat, let outcome):
            sink.emit(SeatClaimEventFormat.ended(seat, outcome, names: names))
        case .seatTakenBack(let seat):
            sink.emit(SeatClaimEventFormat.takenBack(seat, names: names))
        case .playerResumed(let player, _):
            // The attached session resyncs the player itself (LobbyHost.attachGame).
            sink.emit(LobbyEventFormat.playerResumed(player, names: names))
        case .playerLeft(let player, let reason):
            // The attached session is told by the lobby itself.
            sink.emit(LobbyEventFormat.playerLeft(player, reason, names: names))
        case .joinRefused(let refusal):
            sink.emit(LobbyEventFormat.joinRefused(refusal))
        case .passcodeFailed(let address, let remaining):
            sink.emit(CLIEvent(
                "passcodeFailed", ["address": address.map(JSONValue.string) ?? .null, "remaining": .int(remaining)],
                text: "Wrong passcode from \(address ?? "someone"); \(remaining) more before a cooldown."))
        case .passcodeAddressCooldown(let address, let cooldown):
            let seconds = Int(cooldown.components.seconds)
            sink.emit(CLIEvent(
                "passcodeCooldown", ["seconds": .int(seconds), "address": address.map(JSONValue.string) ?? .null],
                text: "Too many wrong passcodes from \(address ?? "one address"): its joins refused for \(seconds) s."))
        case .passcodeCooldown(let cooldown):
            let seconds = Int(cooldown.components.seconds)
            sink.emit(CLIEvent(
                "passcodeCooldown", ["seconds": .int(seconds), "address": .null],
                text: "Too many wrong passcodes from many addresses: every private join refused for \(seconds) s."))
        case .sealFailed(let address, let code):
            sink.emit(CLIEvent(
                "sealFailed", ["address": address.map(JSONValue.string) ?? .null, "code": .string(code)],
                text: "Closed a connection from \(address ?? "an unknown address"): its encrypted channel failed (\(code))."))
        case .gameStarted(let start):
            await startGame(start)
        case .gameEnded:
            break
        case .screenOpened(let screen):
            // The lobby makes the screen a spectator of the running game itself (LobbyHost.attachGame).
            sink.emit(LobbyEventFormat.screen(opened: true, screen, count: await lobby.info.screens ?? 0))
        case .screenClosed(let screen):
            sink.emit(LobbyEventFormat.screen(opened: false, screen, count: await lobby.info.screens ?? 0))
        case .gameChosen(let chosen, let chooser):
            if let descriptor = setup.offered.first(where: { $0.id == chosen.id }) { current = descriptor }
            let info = await lobby.info
            self.info = info
            sink.emit(PartyEventFormat.gameChosen(info, by: chooser, settings: settingValues(info.settings), names: names))
        case .gameAction(let player, let action):
            await game?.session.receiveAction(payload: action.payload, from: player, sequence: action.sequence)
        }
    }

    /// The settings of a snapshot as key/value pairs (empty if the snapshot cannot be read).
    func settingValues(_ snapshot: Data) -> [SettingValue] {
        (try? current.settingValues(of: snapshot)) ?? []
    }

    // MARK: Auto-start

    /// With `--auto-start`: start at once when the lobby is full and everyone is ready, or once the
    /// roster has stayed ready for ``autoStartSettleTime`` with at least one network player (a lobby
    /// of bots alone would otherwise start before anyone could join).
    private func scheduleAutoStart(_ info: LobbyInfo) {
        autoStartGeneration += 1
        guard wantsAutoStart, canStart(info) else { return }
        let hasNetworkPlayer = info.players.contains { !$0.isHost && !setup.bots.map(\.id).contains($0.id) }
        if (info.party?.lineup.count ?? info.players.count) >= info.maxPlayers {
            feed.yield(.autoStartCheck(generation: autoStartGeneration))
        } else if hasNetworkPlayer {
            let (feed, generation) = (self.feed, autoStartGeneration)
            Task {
                try? await Task.sleep(for: Self.autoStartSettleTime)
                feed.yield(.autoStartCheck(generation: generation))
            }
        }
    }

    func autoStartCheck(_ generation: Int) async {
        guard generation == autoStartGeneration, wantsAutoStart, let info, canStart(info) else { return }
        do throws(LobbyCommandError) {
            try await lobby.startGame()
        } catch {
            sink.emit(LobbyCommandText.event(error, names: names))
        }
    }

    private var wantsAutoStart: Bool { options.autoStart && game == nil && !(options.once && gamesFinished > 0) }

    private func canStart(_ info: LobbyInfo) -> Bool {
        let players = info.players
        let lineup = info.party?.lineup ?? players.map(\.id)
        let playing = players.filter { lineup.contains($0.id) }
        return info.phase == .lobby && playing.count >= current.policy.playerRange.lowerBound
            && playing.allSatisfy { $0.isReady && $0.connection == .connected }
    }

    /// What the host's person should do next in the lobby, or `nil` (automatic start, a game runs).
    private func startHint(_ info: LobbyInfo) -> String? {
        guard !options.autoStart, info.phase == .lobby else { return nil }
        let players = info.members.filter { $0.role == .player }
        if let seat = setup.hostSeat, players.contains(where: { $0.id == seat && !$0.isReady }) {
            return "Type 'ready' when you are, then 'start' once everyone is. ('help': commands)"
        }
        guard players.count >= current.policy.minPlayers else {
            return "Waiting for players: \(current.policy.minPlayers) needed to start."
        }
        return players.allSatisfy(\.isReady) ? "Everyone is ready: type 'start'." : nil
    }
}
