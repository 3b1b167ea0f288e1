import Foundation
import GameCore
import PropertyBased
@testable import Quortex
import Testing

/// Whole games between bots, checked move by move.
@Suite struct WholeGameTests {
    /// A finished game: the moves in order and the states after each.
    struct Game {
        var actions: [(PlayerID, QuortexAction)] = []
        var states: [QuortexState] = []
    }

    /// Plays a game of `count` bots (greedy on even seats when `mixed`, else all random).
    static func play(players count: Int, seed: UInt64, greedySeats: Set<Int> = []) throws -> Game {
        let players = Array(Fixture.players.prefix(count))
        var state = try Quortex.initialState(players: players, settings: QuortexSettings(), seed: seed)
        var random = SeededGenerator(seed: seed &+ 99)
        var game = Game(states: [state])
        while state.finish == nil {
            let player = state.position.flows[state.turn].player
            let view = Quortex.view(of: state, for: .player(player))
            let action = greedySeats.contains(state.turn)
                ? QuortexBot.greedy(view, as: player, random: &random) : QuortexBot.random(view, as: player, random: &random)
            guard let action else { throw GameError.invalidAction("the bot found no move") }
            state = try Quortex.reduce(state, action, by: player)
            game.actions.append((player, action))
            game.states.append(state)
        }
        return game
    }

    @Test func everyRandomGameEndsInTimeWithAValidOutcomeAndContinuousFlows() async {
        await propertyCheck(count: 40, input: Gen.int(in: 2...6), Gen.int(in: 0...1_000_000)) { count, seed in
            do {
                let game = try Self.play(players: count, seed: UInt64(seed))
                let final = try #require(game.states.last)
                #expect(game.actions.count <= final.position.board.cellCount)
                let winners = try #require(final.finish?.winners)
                #expect(!winners.isEmpty && Set(winners).isSubset(of: Set(Fixture.players.prefix(count))))
                for state in game.states { Self.checkFlows(state) }
            } catch {
                Issue.record("game failed: \(error)")
            }
        }
    }

    @Test func aLivePlayerWithTilesAlwaysHasALegalMove() async {
        await propertyCheck(count: 20, input: Gen.int(in: 2...6), Gen.int(in: 0...1_000_000)) { count, seed in
            guard let game = try? Self.play(players: count, seed: UInt64(seed)) else {
                Issue.record("game failed")
                return
            }
            for state in game.states where state.finish == nil {
                let options = Quortex.options(in: state.position, hand: state.hands[state.turn], seat: state.turn)
                #expect(!state.hands[state.turn].isEmpty && options.contains(where: \.legal))
            }
        }
    }

    @Test func theHostStateReplaysFromSeedAndActions() async {
        await propertyCheck(count: 20, input: Gen.int(in: 2...6), Gen.int(in: 0...1_000_000)) { count, seed in
            guard let game = try? Self.play(players: count, seed: UInt64(seed)) else {
                Issue.record("game failed")
                return
            }
            var replay = try? Quortex.initialState(
                players: Array(Fixture.players.prefix(count)), settings: QuortexSettings(), seed: UInt64(seed))
            for (player, action) in game.actions { replay = replay.flatMap { try? Quortex.reduce($0, action, by: player) } }
            #expect(replay == game.states.last)
        }
    }

    @Test func handsOfOthersNeverReachAView() throws {
        for count in 2...6 {
            let game = try Self.play(players: count, seed: UInt64(count * 7919), greedySeats: [0])
            for state in game.states {
                for seat in 0..<count {
                    let player = state.position.flows[seat].player
                    // The same position with everyone else's hand and the bag order changed must
                    // give byte-identical views: nothing of them is in the bytes.
                    var scrambled = state
                    for other in 0..<count where other != seat {
                        scrambled.hands[other] = scrambled.hands[other].map { Tile.all[($0.number + 1) % 15] }
                    }
                    scrambled.bag.reverse()
                    scrambled.random = SeededGenerator(seed: 12345)
                    let viewers: [Viewer] = [.player(player), .spectator]
                    for viewer in viewers {
                        let original = GamePayloadCodec.encode(Quortex.view(of: state, for: viewer))
                        let changed = GamePayloadCodec.encode(Quortex.view(of: scrambled, for: viewer))
                        #expect(original == changed, "\(count) players, seat \(seat)")
                    }
                }
            }
        }
    }

    @Test func theGreedyBotBeatsTheRandomBotInMostGames() throws {
        var greedyWins = 0.0
        let games = 200
        for seed in 0..<games {
            // Alternate who moves first.
            let greedySeat = seed % 2
            let game = try Self.play(players: 2, seed: UInt64(seed), greedySeats: [greedySeat])
            let winners = try #require(game.states.last?.finish?.winners)
            if winners.contains(Fixture.players[greedySeat]) { greedyWins += 1 / Double(winners.count) }
        }
        print("[quortex] greedy bot vs random bot: \(greedyWins) of \(games) games won")
        #expect(greedyWins > Double(games) * 0.6)
    }

    /// Every flow's path starts at its port and is continuous along the tiles under it.
    static func checkFlows(_ state: QuortexState) {
        let position = state.position
        for flow in position.flows {
            guard let first = flow.path.first else { continue }
            #expect(first.cell == position.board.corner(flow.side) && first.entry == flow.side)
            for (step, next) in zip(flow.path, flow.path.dropFirst()) {
                #expect(next.cell == step.cell.neighbour(step.exit) && next.entry == step.exit.opposite)
            }
            for step in flow.path {
                let placed = position.tiles[step.cell]
                #expect(placed.map { $0.tile.exit(from: step.entry, rotation: $0.rotation) } == step.exit)
            }
            #expect(Set(flow.path.map { "\($0.cell) \($0.entry)" }).count == flow.path.count)
        }
    }
}
