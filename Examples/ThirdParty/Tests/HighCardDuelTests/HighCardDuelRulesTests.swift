import Foundation
import GameCore
import HighCardDuel
import Testing

/// The rules, one at a time.
@Suite struct HighCardDuelRulesTests {
    let ann = PlayerID(uuidString: "00000000-0000-0000-0000-00000000000a")!
    let bob = PlayerID(uuidString: "00000000-0000-0000-0000-00000000000b")!
    let cat = PlayerID(uuidString: "00000000-0000-0000-0000-00000000000c")!

    func start(_ players: [PlayerID], rounds: Int = 3) throws -> HighCardDuel.State {
        var settings = HighCardDuel.defaultSettings
        try settings.apply(assignment: "rounds=\(rounds)")
        return try HighCardDuel.initialState(players: players, settings: settings, seed: 1)
    }

    @Test func aRoundIsShownOnlyWhenEveryoneHasPicked() throws {
        var state = try start([ann, bob, cat])
        state = try HighCardDuel.reduce(state, .init(card: 3), by: ann)
        state = try HighCardDuel.reduce(state, .init(card: 2), by: bob)
        let bobsView = HighCardDuel.view(of: state, for: .player(bob))
        #expect(bobsView.round == 1 && bobsView.myPick == 2 && bobsView.picked == [true, true, false])
        #expect(bobsView.lastReveal == [nil, nil, nil])
        state = try HighCardDuel.reduce(state, .init(card: 3), by: cat)
        let view = HighCardDuel.view(of: state, for: .spectator)
        #expect(view.round == 2 && view.lastReveal == [3, 2, 3] && view.scores == [1, 0, 1])
        #expect(view.picked == [false, false, false] && view.hand == nil)
    }

    @Test func picksAreCheckedAgainstTheHandAndOnePerRound() throws {
        var state = try start([ann, bob])
        state = try HighCardDuel.reduce(state, .init(card: 1), by: ann)
        #expect(throws: GameError.invalidAction("You already picked a card this round.")) {
            try HighCardDuel.reduce(state, .init(card: 2), by: ann)
        }
        #expect(throws: GameError.invalidAction("You do not hold a 7.")) {
            try HighCardDuel.reduce(state, .init(card: 7), by: bob)
        }
        #expect(throws: GameError.notAPlayer) { try HighCardDuel.reduce(state, .init(card: 1), by: cat) }
        state = try HighCardDuel.reduce(state, .init(card: 2), by: bob)
        #expect(throws: GameError.invalidAction("You do not hold a 1.")) {
            try HighCardDuel.reduce(state, .init(card: 1), by: ann)
        }
    }

    @Test func theMostRoundsWinAndTiesShare() throws {
        var state = try start([ann, bob], rounds: 2)
        for (a, b) in [(2, 1), (1, 2)] {
            state = try HighCardDuel.reduce(state, .init(card: a), by: ann)
            state = try HighCardDuel.reduce(state, .init(card: b), by: bob)
        }
        #expect(HighCardDuel.outcome(of: state)?.winners == [ann, bob])
        #expect(throws: GameError.gameNotRunning) { try HighCardDuel.reduce(state, .init(card: 1), by: ann) }
    }

    @Test func aPlayerWhoLeavesTakesBackTheirPickAndTheRoundGoesOn() throws {
        var state = try start([ann, bob, cat])
        state = try HighCardDuel.reduce(state, .init(card: 3), by: ann)
        state = try HighCardDuel.reduce(state, .init(card: 1), by: bob)
        state = HighCardDuel.playerLeft(state, player: cat)
        #expect(HighCardDuel.view(of: state, for: .spectator).lastReveal == [3, 1, nil])
        state = HighCardDuel.playerLeft(state, player: bob)
        #expect(HighCardDuel.outcome(of: state)?.winners == [ann])
    }

    @Test func commandsParseAndExplainMistakes() throws {
        #expect(try HighCardDuel.parseCommand("pick 4") == .init(card: 4))
        #expect(try HighCardDuel.parseCommand("7") == .init(card: 7))
        #expect(throws: GameCommandError.unknownCommand("play")) { try HighCardDuel.parseCommand("play 4") }
        #expect(throws: GameCommandError.missingArgument(command: "pick", expected: "a card, e.g. pick 4")) {
            try HighCardDuel.parseCommand("pick")
        }
    }

    @Test func predictionShowsAPickUnlessItEndsTheRound() throws {
        let state = try start([ann, bob])
        let view = HighCardDuel.view(of: state, for: .player(ann))
        let predicted = try #require(HighCardDuel.predict(view, .init(card: 2), by: ann))
        let hosted = HighCardDuel.view(of: try HighCardDuel.reduce(state, .init(card: 2), by: ann), for: .player(ann))
        #expect(predicted == hosted)
        let bobFirst = HighCardDuel.view(of: try HighCardDuel.reduce(state, .init(card: 1), by: bob), for: .player(ann))
        #expect(HighCardDuel.predict(bobFirst, .init(card: 2), by: ann) == nil)
    }
}
