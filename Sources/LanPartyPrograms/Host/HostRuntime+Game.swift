import Connectivity
import Foundation
import GameCore
import LanPartyRecord

/// The running game on the host: outputs to their recipients, bots on their turn, the end.
extension HostRuntime {
    func startGame(_ start: StartGame) async {
        sink.emit(LobbyEventFormat.gameStarted(start, names: names))
        await game?.stop()
        playersToAct = nil
        // Spectators watch; so do the members a game too small for everyone leaves out, when it has spectators.
        let watchesAll = current.policy.supportsSpectators
        let spectators = (info?.members ?? []).filter {
            !start.players.contains($0.id) && ($0.role == .spectator || watchesAll)
        }.map(\.id)
        do throws(GameSetupError) {
            game = try await HostGame.start(
                start, descriptor: current, spectators: spectators, hostSeat: setup.hostSeat,
                hostIsBot: options.bot, localBots: Set(setup.bots.map(\.id)), remoteBots: await lobby.hostBotSeats,
                seed: options.seed, network: lobby.gameTransport, feed: feed,
                record: { [record, sink, template = recordedStart(start)] seed in
                    var start = template
                    start.seed = seed
                    return record.startGame(start, sink: sink)
                })
            // Remote actions go straight to the session; resumes and departures reach it too.
            await lobby.attachGame(game?.session)
            await keepGameChange()
        } catch {
            sink.emit(LobbyEventFormat.error("gameSetup", error.description))
            game = nil
            try? await lobby.endGame()
        }
    }

    /// What the record keeps of a game as it starts.
    /// (The seed is the game's own, filled in as it is drawn.)
    private func recordedStart(_ start: StartGame) -> RecordedGameStart {
        let computers = Set(setup.bots.map(\.id))
        return RecordedGameStart(
            lobbyID: setup.configuration.lobbyID, lobbyName: setup.configuration.name, round: start.round,
            module: current.id, moduleVersion: current.version, settings: start.payload, seed: 0,
            seats: start.players.map { player in
                RecordedSeat(
                    playerID: player, name: names.name(of: player), isComputer: computers.contains(player),
                    avatar: info?.members.first { $0.id == player }?.profile.avatar)
            },
            startedAt: Date())
    }

    func handleGame(_ item: HostGameItem, round: Int) async {
        guard let game, game.round == round else { return }
        switch item {
        case .output(let output):
            await deliver(output, in: game)
        case .localAction(let action):
            guard let seat = game.hostSeat else { return }
            await game.session.receiveAction(payload: action.payload, from: seat, sequence: action.sequence)
        case .step(let update):
            await stepped(update, in: game)
        case .botsDue:
            _ = await game.driveBots()
        }
    }

    /// The host's seat gets it in process (other recipients' outputs went straight to the network;
    /// see `HostGame`).
    private func deliver(_ output: GameHostOutput, in game: HostGame) async {
        guard output.recipient == game.hostSeat, let store = game.hostStore else { return }
        do throws(GameError) {
            try await store.receive(output)
        } catch {
            sink.emit(LobbyEventFormat.error(error.code, error.description))
        }
        switch output {
        case .state(let state):
            playersToAct = state.playersToAct
            await showHostSeat(store, round: game.round, stateSequence: state.stateSequence)
        case .actionRejected(let rejection):
            sink.emit(GameEventFormat.actionRejected(sequence: rejection.sequence, error: rejection.error))
        case .gameOver:
            break
        }
    }

    func showHostSeat(_ store: any GameClientDriver, round: Int, stateSequence: UInt64?) async {
        let pending = await store.pendingActionCount
        sink.emit(GameEventFormat.state(
            round: round, stateSequence: stateSequence, viewJSON: await store.displayedViewJSON(), pendingActions: pending,
            // A view shown before the session answered (our own predicted move) has no word from it yet.
            toAct: stateSequence == nil ? nil : playersToAct, you: game?.hostSeat, names: names))
        let room = sink.live?.faceRoom
        if let text = await store.renderText(names: names.faceNames, room: room) {
            if let live = sink.live { live.face(text, game: current.id, room: room) } else { sink.show("\n" + text) }
            io.terminal?.showed(text, game: current.id)
        }
    }

    /// The live screen's face room changed (a resize, a longer roster): the face shown, rendered
    /// again for the new room.
    func faceRoomChanged() async {
        guard let live = sink.live, let game else { return }
        let room = live.faceRoom
        let text: String?
        if game.hostSeat != nil, let store = game.hostStore {
            text = await store.renderText(names: names.faceNames, room: room)
        } else {
            text = await game.session.renderText(for: .spectator, names: names.faceNames, room: room)
        }
        guard let text else { return }
        live.face(text, game: current.id, room: room, again: true)
        io.terminal?.showed(text, game: current.id)
    }

    private func stepped(_ update: GameHostUpdate, in game: HostGame) async {
        // The step's public event lines, the same in every recipient's state: shown once, in order.
        for case .state(let state) in update.outputs.prefix(1) {
            for line in eventLines.fresh(state.events, round: game.round) {
                sink.emit(EventLineTracker.event(line, round: game.round, names: names))
            }
        }
        if game.hostSeat == nil {
            // A dedicated host watches the public view. (A seated host learns whom the game waits
            // for from its own seat's states, which may already be newer than this step.)
            if update.outputs.contains(where: \.isState) { playersToAct = update.playersToAct }
            let json = await game.session.viewJSON(for: .spectator)
            sink.emit(GameEventFormat.state(
                round: game.round, stateSequence: update.stateSequence, viewJSON: json, pendingActions: nil,
                toAct: playersToAct, you: nil, names: names))
            let room = sink.live?.faceRoom
            let text = await game.session.renderText(for: .spectator, names: names.faceNames, room: room)
            if let live = sink.live { live.face(text, game: current.id, room: room) } else { sink.show("\n" + text) }
        }
        if let outcome = update.outcome {
            await finish(game, outcome)
            return
        }
        // A refusal changes nothing: acting again on the same view would only repeat it.
        guard !update.outputs.allSatisfy(\.isRejection) else { return }
        guard options.botDelay > 0 else {
            _ = await game.driveBots()
            return
        }
        // The wait runs outside the loop, so lobby events and pings are handled meanwhile.
        let (feed, round, delay) = (self.feed, game.round, options.botDelay)
        Task {
            try? await Task.sleep(for: .milliseconds(delay))
            feed.yield(.game(round: round, .botsDue))
        }
    }

    /// Every `gameOver` was queued before this step: back to the lobby, count the result, and with
    /// `--once` close the lobby.
    private func finish(_ game: HostGame, _ outcome: GameOutcome) async {
        io.terminal?.gameEnded()
        await lobby.attachGame(nil)
        await game.stop()
        self.game = nil
        gamesFinished += 1
        try? await lobby.endGame(winners: outcome.winners)
        await keepGameChange()
        sink.emit(GameEventFormat.gameOver(
            round: game.round, winners: outcome.winners, summary: outcome.summary, names: names, you: game.hostSeat))
        // The seat's own result, once, on the live screen (the lines other programs read stay as they were).
        if let live = sink.live, let result = await game.hostStore?.renderResult(names: names.faceNames) {
            live.event(result, sgr: "1")
        }
        if game.hostSeat != nil, let problem = setup.player.record(current.id, winners: outcome.winners) {
            sink.emit(LobbyEventFormat.error("profile", problem))
        }
        if options.once {
            exitStatus = .success
        } else {
            await readyLocalSeats()
            sink.show("Type 'again' to play another game with the same settings, 'game ID' to choose another ('games' lists them), or 'start' once everyone is ready.")
        }
    }
}
