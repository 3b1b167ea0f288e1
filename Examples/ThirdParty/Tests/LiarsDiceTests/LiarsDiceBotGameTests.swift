import Foundation
import GameCore
import GameTestKit
@testable import LiarsDice
import Testing

/// Whole bot games through the host runtime: every byte a viewer gets is audited for the others'
/// dice (views, patches, `toAct`, event lines, the rendered faces, refusals), every step keeps the
/// dice right, eliminations end the game, and every game replays from its journal.
@Suite struct LiarsDiceBotGameTests {
    /// Dice are bare numbers: rolling a player's cup again (or the host's generator) must leave
    /// every other viewer's bytes, `toAct`, events and refusals the same.
    static let hiddenDice = HiddenInformation<LiarsDice>(alternatives: { state, owner in
        switch owner {
        case .player(let id):
            guard let seat = state.players.firstIndex(of: id), !state.dice[seat].isEmpty else { return [] }
            return (1...2).map { shift in
                var other = state
                other.dice[seat] = state.dice[seat].map { ($0 - 1 + shift) % 6 + 1 }
                return other
            }
        case .host:
            var other = state
            other.random = SeededGenerator(seed: 0xD1CE)
            return [other]
        }
    })

    /// Dice never grow, and everyone still in holds between one and the starting number.
    static let diceAreKept = GameInvariant<LiarsDice>("dice are 1...6 and nobody gains one") { state in
        state.dice.allSatisfy { $0.count <= 6 && $0.allSatisfy { (1...6).contains($0) } }
    }

    /// The player to act is exactly the one whose listed moves the reducer accepts.
    static let actingMatchesTheRules = GameInvariant<LiarsDice>("who acts is who may act") { state in
        let acting = LiarsDice.playersToAct(in: state) ?? []
        return state.players.allSatisfy { player in
            let moves = LiarsDice.legalActions(in: LiarsDice.view(of: state, for: .player(player)), for: player) ?? []
            let accepted = moves.prefix(8).allSatisfy { (try? LiarsDice.reduce(state, $0, by: player)) != nil }
            return accepted && acting.contains(player) == !moves.isEmpty
        }
    }

    static func harness(players: Int, dice: Int = 3) throws -> BotGameHarness<LiarsDice> {
        var settings = LiarsDice.defaultSettings
        try settings.apply(assignment: "startingDice=\(dice)")
        return BotGameHarness<LiarsDice>(
            players: BotGameHarness<LiarsDice>.defaultPlayers(players), settings: settings,
            hiddenInformation: hiddenDice, invariants: [diceAreKept, actingMatchesTheRules],
            endInvariants: [GameInvariant("one player is left with dice") { LiarsDice.seatsIn($0).count == 1 }])
    }

    @Test(arguments: 2...6) func botGamesEliminateToOneKeepDiceSecretAndReplay(players: Int) throws {
        for seed in UInt64(0)..<3 {
            let game = try Self.harness(players: players).play(seed: seed)
            #expect(game.outcome?.winners.count == 1)
            #expect(game.viewsChecked > 0 && game.spectatorViewsChecked > 0)
            // Every round's bids and challenge went out as event lines, each audited.
            #expect(game.eventLinesChecked >= players - 1)
            #expect(game.refusalsChecked > 0)
        }
    }

    @Test func aPlayerWhoLeavesMidGameLeavesAPlayableGame() throws {
        var harness = try Self.harness(players: 4)
        harness.departures = [5: harness.players[1]]
        let game = try harness.play(seed: 9)
        #expect(game.outcome?.winners.count == 1 && !(game.outcome?.winners.contains(harness.players[1]) ?? true))
    }

    @Test func oneStateAuditedWholeAndItsJournalReplays() throws {
        let players = BotGameHarness<LiarsDice>.defaultPlayers(3)
        let state = try LiarsDice.initialState(players: players, settings: LiarsDice.defaultSettings, seed: 4)
        let leaks = HiddenInformationAudit.leaks(in: state, of: LiarsDice.self, players: players, rules: Self.hiddenDice)
        #expect(leaks.isEmpty, "\(leaks)")
        var journal = GameJournal<LiarsDice>(players: players, settings: LiarsDice.defaultSettings, seed: 4)
        journal.recordAction(.bid(.init(quantity: 1, face: 2)), by: players[0])
        journal.recordAction(.liar, by: players[1])
        try DeterminismCheck.check(journal)
        // The replayer starts where the journal starts; `replay()` goes to its end.
        #expect(try GameReplayer(journal).state == state)
        #expect(try journal.replay().round == 2)
    }
}
