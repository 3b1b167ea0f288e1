import CrazyEights
import Foundation
import GameCore
import Testing

/// Who may act (``GameModule/playersToAct(in:)``), the legal actions of a view and their command
/// lines, checked against the reducer along bot-played games.
@Suite struct ActingTests {
    /// The move `reduce` treats exactly like `action`: an eight without a suit names its own.
    static func canonical(_ action: CrazyEightsAction) -> CrazyEightsAction {
        if case .play(let card, nil) = action, card.isEight { return .play(card, chosenSuit: card.suit) }
        return action
    }

    /// Every state of a bot game of `count` players.
    static func states(players count: Int, seed: UInt64) throws -> [CrazyEightsState] {
        var state = try CrazyEights.initialState(players: (1...count).map(player), settings: CrazyEightsSettings(), seed: seed)
        var random = SeededGenerator(seed: seed)
        var states = [state]
        while state.finish == nil, states.count < 2_000 {
            let current = state.currentSeat.player
            let view = CrazyEights.view(of: state, for: .player(current))
            let action = try #require(CrazyEights.botAction(for: view, as: current, random: &random))
            state = try CrazyEights.reduce(state, action, by: current)
            states.append(state)
        }
        return states
    }

    @Test(arguments: [(2, 1), (3, 7), (4, 21), (5, 99)] as [(Int, UInt64)])
    func listedActionsAreExactlyTheOnesTheReducerAccepts(players count: Int, seed: UInt64) throws {
        var random = SeededGenerator(seed: seed &+ 5)
        var checkedAccepted = 0
        var checkedRefused = 0
        for state in try Self.states(players: count, seed: seed) where state.finish == nil {
            let acting = try #require(CrazyEights.playersToAct(in: state))
            #expect(acting == [state.currentSeat.player])
            for seat in state.seats {
                let view = CrazyEights.view(of: state, for: .player(seat.player))
                let listed = try #require(CrazyEights.legalActions(in: view, for: seat.player))
                guard acting.contains(seat.player) else {
                    #expect(listed.isEmpty)
                    #expect(throws: GameError.notYourTurn) { try CrazyEights.reduce(state, .draw, by: seat.player) }
                    continue
                }
                #expect(!listed.isEmpty, "the player to act always has a move")
                for action in listed {
                    #expect(throws: Never.self) { try CrazyEights.reduce(state, action, by: seat.player) }
                    let line = try #require(CrazyEights.commandLine(for: action))
                    #expect(try CrazyEights.parseCommand(line) == action)
                    checkedAccepted += 1
                }
                // Sampled candidates: the hand, four random cards, each with every suit choice; draw; pass.
                let sampled = seat.hand + (0..<4).compactMap { _ in random.pick(from: Card.standardDeck) }
                let candidates = sampled.flatMap { card in
                    [CrazyEightsAction.play(card)] + Suit.allCases.map { .play(card, chosenSuit: $0) }
                } + [.draw, .pass]
                for candidate in candidates where !listed.contains(Self.canonical(candidate)) {
                    #expect(throws: GameError.self) { try CrazyEights.reduce(state, candidate, by: seat.player) }
                    checkedRefused += 1
                }
            }
        }
        #expect(checkedAccepted > 20 && checkedRefused > 100)
    }

    @Test func nobodyActsOnceTheGameIsOver() throws {
        let final = try #require(try Self.states(players: 3, seed: 4).last)
        #expect(final.finish != nil)
        #expect(CrazyEights.playersToAct(in: final) == [])
        let view = CrazyEights.view(of: final, for: .player(player(1)))
        #expect(CrazyEights.legalActions(in: view, for: player(1)) == [])
    }

    @Test func theHostSendsWhoActsInSeatOrderToEveryRecipient() throws {
        var core = try GameHostCore<CrazyEights>(
            players: [player(1), player(2), player(3)], spectators: [player(9)], settings: CrazyEightsSettings(), seed: 3)
        let start = core.startOutputs()
        #expect(start.count == 4)
        for output in start {
            guard case .state(let state) = output else { Issue.record("expected a state"); continue }
            #expect(state.playersToAct == [player(1)])
        }
        let view = try #require(core.view(for: player(1)))
        let action = try #require(CrazyEights.legalActions(in: view, for: player(1))?.first)
        let next = core.apply(action, from: player(1), sequence: 1)
        let acting = next.compactMap { output -> [PlayerID]? in
            if case .state(let state) = output { return state.playersToAct } else { return nil }
        }
        #expect(acting.count == 4 && acting.allSatisfy { $0 == [core.state.currentSeat.player] })
        #expect(core.playersToAct == [core.state.currentSeat.player])
    }
}
