import Connectivity
import Foundation
import GameCore

/// Game messages on the joiner: the local store (prediction, rollback), the view, the bot.
extension JoinRuntime {
    func handleGame(_ message: HostGameMessage) async {
        switch message {
        case .started(let start) where renderedPlay.face != nil && registry.descriptor(for: start.game.id) == nil:
            faceGameStarted(start)
        case .started(let start):
            inGame = role == .player && me.map(start.players.contains) == true
            sink.emit(LobbyEventFormat.gameStarted(start, names: names))
            if role == .player && !inGame {
                sink.show("This game is for \(start.players.count): you are watching it, and you play in the next one.")
                // A game without spectators sends a watcher nothing until it ends.
                guard registry.descriptor(for: start.game.id)?.policy.supportsSpectators == true else { return }
            }
            _ = makeStore(round: start.round, game: start.game.id)
        case .state(let state):
            // A spectator arriving mid-game gets no `startGame`: its first state opens the store.
            guard let store = store(for: state.round) else { return }
            do throws(GameError) {
                try await store.receiveState(
                    round: state.round, stateSequence: state.stateSequence, lastAppliedAction: state.lastAppliedAction,
                    patch: state.patch, payload: state.payload)
            } catch {
                sink.emit(LobbyEventFormat.error(error.code, error.description))
                return
            }
            // A patch without `toAct` keeps its base state's (Docs/Protocol.md "Who acts").
            playersToAct = state.patch == nil ? state.playersToAct : state.playersToAct ?? playersToAct
            showEventLines(state.events, round: state.round)
            await showView(stateSequence: state.stateSequence)
            if options.bot { await playBot(store) }
            await runWaitingLines()
        case .rejected(let rejection):
            await store?.receiveRejection(sequence: rejection.sequence, error: rejection.error)
            sink.emit(GameEventFormat.actionRejected(sequence: rejection.sequence, error: rejection.error))
        case .over(let over):
            if let store = store(for: over.round) {
                try? await store.receiveGameOver(
                    round: over.round, winners: over.winners, summary: over.summary ?? "", payload: over.payload)
            }
            renderedPlay.isPlaying = false
            // The seat's own result, once, on the live screen (the lines other programs read stay as they were);
            // through the host-rendered face (no module here) the host words it (`gameOver.result`).
            let worded = sink.live == nil ? nil : await store(for: over.round)?.renderResult(names: names.faceNames)
            let result = sink.live == nil ? nil : worded ?? over.result
            gameOver(over, result: result)
        case .renderedFace(let face):
            faceOffered(face)
        case .renderedView(let view):
            await faceViewArrived(view)
        case .commandAnswer(let answer):
            faceAnswered(answer)
        }
    }

    /// The game's public event lines not shown yet, in order.
    func showEventLines(_ lines: [GameEventLine], round: Int) {
        for line in eventLines.fresh(lines, round: round) { sink.emit(EventLineTracker.event(line, round: round, names: names)) }
    }

    /// `--bot` acts on the view just received, at once or after `--bot-delay` (the wait runs outside
    /// the input loop, and the bot then acts on whatever view is current).
    private func playBot(_ store: any GameClientDriver) async {
        guard options.botDelay > 0 else {
            _ = await store.playBotMove()
            return
        }
        let (feed, round, delay) = (self.feed, self.round, options.botDelay)
        Task {
            try? await Task.sleep(for: .milliseconds(delay))
            feed.yield(.botTurn(round: round))
        }
    }

    func showView(stateSequence: UInt64?) async {
        guard let store else { return }
        let pending = await store.pendingActionCount
        sink.emit(GameEventFormat.state(
            round: round, stateSequence: stateSequence, viewJSON: await store.displayedViewJSON(), pendingActions: pending,
            // A view that shows our own move before the host answered it (predicted, or replayed over
            // a newer state while still unanswered) is not the state the host's `toAct` was said of.
            toAct: stateSequence == nil || pending > 0 ? nil : playersToAct, you: inGame ? me : nil, names: names))
        // A blank line sets each screen apart from the one before it.
        let room = sink.live?.faceRoom
        if let text = await store.renderText(names: names.faceNames, room: room) {
            if let live = sink.live { live.face(text, game: info?.game.id, room: room) } else { sink.show("\n" + text) }
            io.terminal?.showed(text, game: info?.game.id)
        }
    }

    /// The live screen's face room changed (a resize, a longer roster): the view shown, rendered
    /// again for the new room.
    func faceRoomChanged() async {
        guard let live = sink.live, let store else { return }
        let room = live.faceRoom
        guard let text = await store.renderText(names: names.faceNames, room: room) else { return }
        live.face(text, game: info?.game.id, room: room, again: true)
        io.terminal?.showed(text, game: info?.game.id)
    }

    private func gameOver(_ over: GameOver, result: String?) {
        io.terminal?.gameEnded()
        gamesFinished += 1
        let seat = inGame ? me : nil
        sink.emit(GameEventFormat.gameOver(round: over.round, winners: over.winners, summary: over.summary, names: names, you: seat))
        if let result { sink.live?.event(result, sgr: "1") }
        if seat != nil, let problem = player.record(info?.game.id ?? GameID(rawValue: ""), winners: over.winners) {
            sink.emit(LobbyEventFormat.error("profile", problem))
        }
        if !options.autoReady {
            sink.show(PartyEventFormat.againLine(info, you: me, names: names))
        }
    }

    private func store(for messageRound: Int) -> (any GameClientDriver)? {
        if let store, messageRound == round { return store }
        guard messageRound > round, let game = info?.game.id else { return nil }
        inGame = role == .player && me.map { info?.party?.lineup.contains($0) ?? true } == true
        return makeStore(round: messageRound, game: game)
    }

    private func makeStore(round newRound: Int, game: GameID) -> (any GameClientDriver)? {
        guard let me, let descriptor = registry.descriptor(for: game) else {
            sink.emit(LobbyEventFormat.error("unsupportedGame", "This build cannot play \(game.rawValue.prefix(32))."))
            return nil
        }
        let feed = self.feed
        let botSeed = options.seed.map { $0 &+ UInt64(newRound) } ?? UInt64.random(in: .min ... .max)
        let created = descriptor.makeClient(
            player: me, isSpectator: !inGame, round: newRound, botSeed: botSeed,
            transport: ClosureGameClientTransport(wholeView: client.gameTransport.requestWholeView) {
                feed.yield(.outgoing(round: newRound, $0))
            })
        round = newRound
        store = created
        playersToAct = nil
        return created
    }
}
