import Foundation
import GameCore
@testable import LiarsDice
import Testing

/// The rules, one at a time, on states with known dice.
@Suite struct LiarsDiceRulesTests {
    static let ann = PlayerID(uuidString: "00000000-0000-4000-8000-00000000000a")!
    static let bob = PlayerID(uuidString: "00000000-0000-4000-8000-00000000000b")!
    static let cat = PlayerID(uuidString: "00000000-0000-4000-8000-00000000000c")!

    /// A game of three with these dice, Ann to open.
    static func table(_ dice: [[Int]], wildOnes: Bool = true) throws -> LiarsDice.State {
        var settings = LiarsDice.defaultSettings
        try settings.apply(assignment: "wildOnes=\(wildOnes ? "on" : "off")")
        var state = try LiarsDice.initialState(players: [ann, bob, cat], settings: settings, seed: 1)
        state.dice = dice
        return state
    }

    @Test func bidsMustRaiseAndComeInTurn() throws {
        var state = try Self.table([[2, 3], [3, 3], [1, 6]])
        #expect(throws: GameError.notYourTurn) { try LiarsDice.reduce(state, .bid(.init(quantity: 1, face: 2)), by: Self.bob) }
        #expect(throws: GameError.invalidAction("There is no bid to call yet: open with a bid.")) {
            try LiarsDice.reduce(state, .liar, by: Self.ann)
        }
        state = try LiarsDice.reduce(state, .bid(.init(quantity: 2, face: 3)), by: Self.ann)
        #expect(LiarsDice.playersToAct(in: state) == [Self.bob])
        #expect(throws: GameError.invalidAction("2 × 2s does not raise 2 × 3s: bid more dice, or a higher face.")) {
            try LiarsDice.reduce(state, .bid(.init(quantity: 2, face: 2)), by: Self.bob)
        }
        #expect(throws: GameError.invalidAction("There are 6 dice on the table: bid 1 to 6 of them.")) {
            try LiarsDice.reduce(state, .bid(.init(quantity: 7, face: 4)), by: Self.bob)
        }
        state = try LiarsDice.reduce(state, .bid(.init(quantity: 2, face: 4)), by: Self.bob)
        #expect(LiarsDice.view(of: state, for: .spectator).bid == .init(quantity: 2, face: 4))
    }

    @Test func aTrueBidCostsTheCallerADieAndOnesAreWild() throws {
        var state = try Self.table([[2, 3], [3, 3], [1, 6]])
        state = try LiarsDice.reduce(state, .bid(.init(quantity: 4, face: 3)), by: Self.ann)
        state = try LiarsDice.reduce(state, .liar, by: Self.bob)
        let reveal = try #require(state.lastReveal)
        // Three 3s and a wild 1: the bid stood, Bob called wrong and opens the next round.
        #expect(reveal.counted == 4 && reveal.loser == Self.bob && reveal.dice == [[2, 3], [3, 3], [1, 6]])
        #expect(state.dice.map(\.count) == [2, 1, 2] && state.round == 2 && state.turn == 1 && state.bid == nil)
    }

    @Test func aFalseBidCostsTheBidderWithoutWildOnes() throws {
        var state = try Self.table([[2, 3], [3, 3], [1, 6]], wildOnes: false)
        state = try LiarsDice.reduce(state, .bid(.init(quantity: 4, face: 3)), by: Self.ann)
        state = try LiarsDice.reduce(state, .liar, by: Self.bob)
        #expect(state.lastReveal?.counted == 3 && state.lastReveal?.loser == Self.ann)
        #expect(state.dice.map(\.count) == [1, 2, 2] && state.turn == 0)
    }

    @Test func aPlayerWithoutDiceIsOutAndTheLastOneWins() throws {
        var state = try Self.table([[5], [2], [6, 6]])
        state = try LiarsDice.reduce(state, .bid(.init(quantity: 3, face: 5)), by: Self.ann)
        state = try LiarsDice.reduce(state, .liar, by: Self.bob)
        // Ann bid wrong with her last die: she is out, Bob (next in) opens.
        #expect(state.dice[0].isEmpty && state.turn == 1 && LiarsDice.outcome(of: state) == nil)
        #expect(throws: GameError.notAPlayer) { try LiarsDice.reduce(state, .liar, by: Self.ann) }
        state.dice = [[], [2], [6, 6]]
        state = try LiarsDice.reduce(state, .bid(.init(quantity: 2, face: 2)), by: Self.bob)
        state = try LiarsDice.reduce(state, .liar, by: Self.cat)
        #expect(LiarsDice.outcome(of: state)?.winners == [Self.cat])
        #expect(LiarsDice.playersToAct(in: state) == [])
    }

    @Test func theEventLinesTellTheRoundsInWordsWithPlayersMentioned() throws {
        var state = try Self.table([[5], [2], [6, 6]])
        var lines: [String] = []
        for (action, player) in [(LiarsDice.Action.bid(.init(quantity: 3, face: 5)), Self.ann), (.liar, Self.bob)] {
            let next = try LiarsDice.reduce(state, action, by: player)
            lines += LiarsDice.events(from: state, to: next)
            state = next
        }
        let names = PlayerNames([Self.ann: "Ann", Self.bob: "Bob", Self.cat: "Cat"])
        #expect(lines.map { GameEventLine.naming($0, names: names) } == [
            "Ann bids 3 × 5s.",
            "Round 1: Bob called liar on 3 × 5s; there were 1 — Ann loses a die.",
            "Ann is out of dice.",
        ])
    }

    @Test func aLeaverTakesTheirDiceAndTheRoundStartsAfresh() throws {
        var state = try Self.table([[2, 3], [3, 3], [1, 6]])
        state = try LiarsDice.reduce(state, .bid(.init(quantity: 2, face: 3)), by: Self.ann)
        state = LiarsDice.playerLeft(state, player: Self.bob)
        #expect(state.dice[1].isEmpty && state.bid == nil && state.turn == 2)
        state = LiarsDice.playerLeft(state, player: Self.cat)
        #expect(LiarsDice.outcome(of: state)?.winners == [Self.ann])
    }

    @Test func commandsReadBackAsTheirActions() throws {
        #expect(try LiarsDice.parseCommand("bid 4 3") == .bid(.init(quantity: 4, face: 3)))
        #expect(try LiarsDice.parseCommand("4 3") == .bid(.init(quantity: 4, face: 3)))
        #expect(try LiarsDice.parseCommand("LIAR") == .liar)
        #expect(throws: GameCommandError.invalidArgument(command: "bid", argument: "7", expected: "a face from 1 to 6")) {
            try LiarsDice.parseCommand("bid 2 7")
        }
        let view = LiarsDice.view(of: try Self.table([[2, 3], [3, 3], [1, 6]]), for: .player(Self.ann))
        for action in LiarsDice.legalActions(in: view, for: Self.ann) ?? [] {
            #expect(try LiarsDice.parseCommand(try #require(LiarsDice.commandLine(for: action))) == action)
        }
    }

    @Test func theTextFaceSaysWhoseTurnOnlyWhereTheSurfaceDoesNot() throws {
        let state = try Self.table([[2, 3], [3, 3], [1, 6]])
        let view = LiarsDice.view(of: state, for: .player(Self.ann))
        var names = PlayerNames([Self.ann: "Ann", Self.bob: "Bob", Self.cat: "Cat"])
        #expect(LiarsDice.render(view, for: .player(Self.ann), names: names).contains("Your turn"))
        names.surface = .platform
        let shown = LiarsDice.render(view, for: .player(Self.ann), names: names)
        #expect(!shown.contains("Your turn") && shown.contains("Your dice: 2 3"))
    }
}
