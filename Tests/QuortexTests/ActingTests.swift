import Foundation
import GameCore
import LanPartyTestKit
@testable import Quortex
import Testing

/// Who may act, the legal placements of a view and their command lines, against the reducer.
@Suite struct ActingTests {
    @Test(arguments: [(2, 3), (3, 8), (4, 15), (6, 40)] as [(Int, UInt64)])
    func listedPlacementsAreExactlyTheOnesTheReducerAccepts(players count: Int, seed: UInt64) throws {
        var states: [QuortexState] = []
        _ = try WholeGameTests.harness(players: count, greedySeats: [0, 2, 4]).play(seed: seed) { states.append($0.state) }
        var accepted = 0
        var refused = 0
        for state in states where state.finish == nil {
            let acting = try #require(Quortex.playersToAct(in: state))
            #expect(acting == [state.position.flows[state.turn].player])
            for flow in state.position.flows where flow.status == .playing {
                let view = Quortex.view(of: state, for: .player(flow.player))
                let listed = try #require(Quortex.legalActions(in: view, for: flow.player))
                let anyPlacement = QuortexAction.place(tile: Tile.all[0], rotation: 0, cell: nil)
                guard acting.contains(flow.player) else {
                    #expect(listed.isEmpty)
                    #expect(throws: GameError.notYourTurn) { try Quortex.reduce(state, anyPlacement, by: flow.player) }
                    continue
                }
                #expect(!listed.isEmpty)
                for action in listed {
                    #expect(throws: Never.self) { try Quortex.reduce(state, action, by: flow.player) }
                    let line = try #require(Quortex.commandLine(for: action))
                    #expect(try Quortex.parseCommand(line) == action)
                    accepted += 1
                }
                // Every tile and rotation (the cell left implied, and named): the rest is refused.
                for tile in Tile.all {
                    for rotation in 0..<7 {
                        let implied = QuortexAction.place(tile: tile, rotation: rotation, cell: nil)
                        let named = QuortexAction.place(tile: tile, rotation: rotation, cell: flow.head.cell)
                        if listed.contains(implied) {
                            #expect(throws: Never.self) { try Quortex.reduce(state, named, by: flow.player) }
                            continue
                        }
                        #expect(throws: GameError.self) { try Quortex.reduce(state, implied, by: flow.player) }
                        #expect(throws: GameError.self) { try Quortex.reduce(state, named, by: flow.player) }
                        refused += 1
                    }
                }
            }
        }
        #expect(accepted > 50 && refused > 500)
    }

    @Test func theGenericRandomBotFinishesGamesAndRepeatsForItsSeed() throws {
        func play(_ count: Int, seed: UInt64) throws -> [QuortexAction] {
            var state = try Quortex.initialState(
                players: Array(Fixture.players.prefix(count)), settings: QuortexSettings(), seed: seed)
            var random = SeededGenerator(seed: seed)
            var actions: [QuortexAction] = []
            while state.finish == nil {
                let player = try #require(Quortex.playersToAct(in: state)?.first)
                let view = Quortex.view(of: state, for: .player(player))
                let action = try #require(Quortex.randomLegalAction(in: view, for: player, random: &random))
                state = try Quortex.reduce(state, action, by: player)
                actions.append(action)
            }
            #expect(state.finish != nil)
            return actions
        }
        for count in 2...6 {
            for seed in 1...4 as ClosedRange<UInt64> {
                let actions = try play(count, seed: seed)
                #expect(try play(count, seed: seed) == actions)
                #expect(!actions.contains(.resign), "resign is never listed")
            }
        }
    }

    @Test func resigningStaysPossibleOffTurnThoughNotListed() throws {
        let state = try Fixture.state(players: 3)
        let other = state.position.flows[(state.turn + 1) % 3].player
        let view = Quortex.view(of: state, for: .player(other))
        #expect(Quortex.legalActions(in: view, for: other) == [])
        #expect(!Quortex.listsEveryLegalAction)
        #expect(throws: Never.self) { try Quortex.reduce(state, .resign, by: other) }
    }
}
