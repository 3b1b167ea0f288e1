import Foundation
import GameCore

/// Where game messages go: to the local game made by the factory, or to ``LobbyClient/gameMessages``.
extension LobbyClient {
    func publish(_ event: LobbyClientEvent) {
        switch event {
        case .gameStarted(let start):
            eventSink.yield(event)
            if gameFactory != nil {
                makeGame(round: start.round)
            } else {
                gameSink.yield(.started(start))
            }
        case .gameOver(let over):
            eventSink.yield(event)
            if gameFactory != nil {
                enqueue(.over(over), round: over.round)
            } else {
                gameSink.yield(.over(over))
            }
        case .gameState(let state):
            if gameFactory != nil {
                // A spectator joining mid-game gets no `startGame`: its first state makes the game.
                if currentGame?.round != state.round { makeGame(round: state.round) }
                enqueue(.state(state), round: state.round)
            } else {
                gameSink.yield(.state(state))
            }
        case .actionRejected(let rejection):
            if let currentGame {
                gameInbox.append((currentGame.game, .rejected(rejection)))
            } else if gameFactory == nil {
                gameSink.yield(.rejected(rejection))
            }
        case .resumed:
            eventSink.yield(event)
            if let currentGame { gameInbox.append((currentGame.game, .resumed)) }
        case .ended(let reason):
            eventSink.yield(event)
            eventSink.finish()
            gameSink.finish()
            if let currentGame { gameInbox.append((currentGame.game, .ended)) }
            timers.removeAll()
            for waiter in endWaiters { waiter.resume(returning: reason) }
            endWaiters.removeAll()
        case .renderedFace(let face):
            eventSink.yield(event)
            gameSink.yield(.renderedFace(face))
        case .renderedView(let view):
            gameSink.yield(.renderedView(view))
        case .commandAnswer(let answer):
            gameSink.yield(.commandAnswer(answer))
        case .joined, .lobbyUpdated, .hostUnreachable, .reconnecting, .hostError, .gameFailed, .requestRefused, .notice,
            .claimPending:
            eventSink.yield(event)
        }
    }

    private func makeGame(round: Int) {
        currentGame = gameFactory?(round, gameTransport).map { ($0, round) }
    }

    private func enqueue(_ input: ClientGameInput, round: Int) {
        guard let currentGame, currentGame.round == round else { return }
        gameInbox.append((currentGame.game, input))
    }

    /// Feeds the local game now when it runs on this actor's executor (a store made with
    /// ``gameTransport``), otherwise from a task; one feed at a time either way.
    func scheduleGameFeed() {
        guard !gameInbox.isEmpty, !isFeedingGame else { return }
        isFeedingGame = true
        feedGameNow()
    }

    /// Feeds in this step every input whose game shares this actor's executor, up to the first
    /// one that does not.
    private func feedGameNow() {
        while !gameInbox.isEmpty {
            let inputs = ClientGameBatch.coalesced(gameInbox)
            gameInbox.removeAll(keepingCapacity: true)
            for (index, (game, input)) in inputs.enumerated() {
                // A game on another executor (or made meanwhile by an observer): it and what follows
                // go to one task, in order.
                guard sharesExecutor(with: game) else {
                    gameInbox.insert(contentsOf: inputs[index...], at: 0)
                    Task { await self.feedGame() }
                    return
                }
                do {
                    try game.isolated(onLoop: loop) { game in try Self.deliver(input, to: game) }
                } catch {
                    if let error = error as? GameError { eventSink.yield(.gameFailed(error)) }
                }
            }
        }
        isFeedingGame = false
    }

    /// Hands what the local game must hear to it, in order, until nothing is left. Only one feed
    /// runs at a time: the actor is reentrant while a game on another executor runs, and inputs
    /// arriving meanwhile must not overtake earlier ones.
    private func feedGame() async {
        defer { isFeedingGame = false }
        while !gameInbox.isEmpty {
            let inputs = gameInbox
            gameInbox.removeAll(keepingCapacity: true)
            for (game, input) in ClientGameBatch.coalesced(inputs) {
                do throws(GameError) {
                    try await Self.deliver(input, to: game)
                } catch {
                    eventSink.yield(.gameFailed(error))
                }
            }
        }
    }

    private static func deliver(_ input: ClientGameInput, to game: isolated any GameClientDriver) throws(GameError) {
        switch input {
        case .state(let state):
            try game.receiveState(
                round: state.round, stateSequence: state.stateSequence,
                lastAppliedAction: state.lastAppliedAction, patch: state.patch, payload: state.payload)
        case .rejected(let rejection):
            game.receiveRejection(sequence: rejection.sequence, error: rejection.error)
        case .over(let over):
            try game.receiveGameOver(
                round: over.round, winners: over.winners, summary: over.summary ?? "", payload: over.payload)
        case .resumed:
            game.resendPending()
        case .ended:
            game.finish()
        }
    }
}
