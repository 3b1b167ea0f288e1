import Foundation
import GameCore
import LanPartyTestKit
import PropertyBased
@testable import Quortex
import Testing

/// Whole games between bots through the host runtime (``BotGameHarness``), checked move by move.
@Suite struct WholeGameTests {
    /// Random bots, greedy ones in `greedySeats`; every state's flows continuous and a legal move
    /// for whoever is to play.
    static func harness(
        players count: Int, greedySeats: Set<Int> = [], settings: QuortexSettings = QuortexSettings()
    ) -> BotGameHarness<Quortex> {
        let players = Array(Fixture.players.prefix(count))
        var harness = BotGameHarness<Quortex>(
            players: players, settings: settings, invariants: [flowsAreContinuous, aLegalMoveExists],
            endInvariants: [winnersAreSeated])
        harness.botSeed = { $0 &+ 99 }
        // The rules alone, no views encoded: the hidden-information tests below run the host.
        harness.runsHost = false
        harness.bot = { view, player, random in
            greedySeats.contains(players.firstIndex(of: player) ?? -1)
                ? QuortexBot.greedy(view, as: player, random: &random) : QuortexBot.random(view, as: player, random: &random)
        }
        return harness
    }

    @Test func everyRandomGameEndsInTimeWithAValidOutcomeAndContinuousFlows() async {
        await propertyCheck(count: 40, input: Gen.int(in: 2...6), Gen.int(in: 0...1_000_000)) { count, seed in
            do {
                let game = try Self.harness(players: count).play(seed: UInt64(seed))
                #expect(game.actions <= game.finalState.position.board.cellCount)
            } catch {
                Issue.record("\(count) players: \(error)")
            }
        }
    }

    @Test func theHostStateReplaysFromItsJournal() async {
        await propertyCheck(count: 20, input: Gen.int(in: 2...6), Gen.int(in: 0...1_000_000)) { count, seed in
            do {
                // The harness replays every game already; here from the journal as a file would hold it.
                var harness = Self.harness(players: count)
                harness.checksDeterminism = false
                let game = try harness.play(seed: UInt64(seed))
                let journal = try JSONDecoder().decode(GameJournal<Quortex>.self, from: JSONEncoder().encode(game.journal))
                try DeterminismCheck.check(journal, finalState: game.finalState)
            } catch {
                Issue.record("\(count) players: \(error)")
            }
        }
    }

    /// Other players' hands, the bag and the random state: changing them changes no view of anyone
    /// who may not know them (a tile is a bare number, so no byte search could find it).
    static let hiddenInformation = HiddenInformation<Quortex>(alternatives: { state, owner in
        var scrambled = state
        switch owner {
        case .player(let id):
            guard let seat = state.position.flows.firstIndex(where: { $0.player == id }) else { return [] }
            scrambled.hands[seat] = scrambled.hands[seat].map { Tile.all[($0.number + 1) % 15] }
        case .host:
            scrambled.bag.reverse()
            scrambled.random = SeededGenerator(seed: 12345)
        }
        return [scrambled]
    })

    @Test(arguments: 2...6)
    func handsOfOthersNeverReachAView(players count: Int) throws {
        var harness = Self.harness(players: count, greedySeats: [0])
        harness.hiddenInformation = Self.hiddenInformation
        let game = try harness.play(seed: UInt64(count * 7919))
        #expect(game.viewsChecked > 10 * (count + 1))
    }

    @Test func idleTurnsArePlayedByTheTurnTimer() throws {
        var harness = Self.harness(players: 3, settings: QuortexSettings(turnSeconds: 20))
        let idle = Fixture.players[1]
        let bot = harness.bot
        harness.bot = { view, player, random in player == idle ? nil : bot(view, player, &random) }
        harness.hiddenInformation = Self.hiddenInformation
        for game in try harness.play(seeds: 1...3) {
            let timeouts = game.finalState.history.filter { $0.kind == .timeout }
            #expect(!timeouts.isEmpty && timeouts.allSatisfy { $0.player == idle })
            #expect(game.journal.entries.contains(.time(GameInstant(milliseconds: 20_000))))
        }
    }

    @Test func theGreedyBotBeatsTheRandomBotInMostGames() throws {
        var greedyWins = 0.0
        let games = 200
        for seed in 0..<games {
            // Alternate who moves first.
            let greedySeat = seed % 2
            var harness = Self.harness(players: 2, greedySeats: [greedySeat])
            harness.checksDeterminism = false
            let winners = try #require(try harness.play(seed: UInt64(seed)).outcome?.winners)
            if winners.contains(Fixture.players[greedySeat]) { greedyWins += 1 / Double(winners.count) }
        }
        print("[quortex] greedy bot vs random bot: \(greedyWins) of \(games) games won")
        #expect(greedyWins > Double(games) * 0.6)
    }

    static let winnersAreSeated = GameInvariant<Quortex>("winners are seated players") { state in
        guard let winners = state.finish?.winners else { return "no finish" }
        let seated = Set(state.position.flows.map(\.player))
        return !winners.isEmpty && Set(winners).isSubset(of: seated) ? nil : "winners \(winners)"
    }

    static let aLegalMoveExists = GameInvariant<Quortex>("a live player with tiles has a legal move") { state in
        guard state.finish == nil else { return true }
        let options = Quortex.options(in: state.position, hand: state.hands[state.turn], seat: state.turn)
        return !state.hands[state.turn].isEmpty && options.contains(where: \.legal)
    }

    /// Every flow's path starts at its port and is continuous along the tiles under it.
    static let flowsAreContinuous = GameInvariant<Quortex>("flows are continuous") { state in
        let position = state.position
        for (seat, flow) in position.flows.enumerated() {
            guard let first = flow.path.first else { continue }
            if first.cell != position.board.corner(flow.side) || first.entry != flow.side { return "flow \(seat) starts off its port" }
            for (step, next) in zip(flow.path, flow.path.dropFirst())
            where next.cell != step.cell.neighbour(step.exit) || next.entry != step.exit.opposite {
                return "flow \(seat) jumps at \(step.cell)"
            }
            for step in flow.path {
                let placed = position.tiles[step.cell]
                if placed.map({ $0.tile.exit(from: step.entry, rotation: $0.rotation) }) != step.exit {
                    return "flow \(seat) leaves the tile at \(step.cell) by another side"
                }
            }
            if Set(flow.path.map { "\($0.cell) \($0.entry)" }).count != flow.path.count { return "flow \(seat) loops" }
        }
        return nil
    }
}
