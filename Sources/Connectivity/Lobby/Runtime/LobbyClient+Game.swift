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
        case .joined, .lobbyUpdated, .hostUnreachable, .reconnecting, .hostError, .gameFailed:
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

    /// Hands what the local game must hear to it, in order, until nothing is left. Only one feed
    /// runs at a time: the actor is reentrant while a game on another executor runs, and inputs
    /// arriving meanwhile must not overtake earlier ones.
    func feedGame() async {
        defer { isFeedingGame = false }
        while !gameInbox.isEmpty {
            let inputs = gameInbox
            gameInbox.removeAll(keepingCapacity: true)
            for (game, input) in ClientGameBatch.coalesced(inputs) { await feed(input, to: game) }
        }
    }

    private func feed(_ input: ClientGameInput, to game: any GameClientDriver) async {
        do throws(GameError) {
            switch input {
            case .state(let state):
                try await game.receiveState(
                    round: state.round, stateSequence: state.stateSequence,
                    lastAppliedAction: state.lastAppliedAction, payload: state.payload)
            case .rejected(let rejection):
                await game.receiveRejection(sequence: rejection.sequence, error: rejection.error)
            case .over(let over):
                try await game.receiveGameOver(
                    round: over.round, winners: over.winners, summary: over.summary ?? "", payload: over.payload)
            case .resumed:
                await game.resendPending()
            case .ended:
                await game.finish()
            }
        } catch {
            eventSink.yield(.gameFailed(error))
        }
    }
}
