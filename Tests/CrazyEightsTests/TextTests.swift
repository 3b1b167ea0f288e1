import CrazyEights
import Foundation
import GameCore
import Testing

@Suite struct TextTests {
    let p1 = player(1)
    let p2 = player(2)

    @Test func commandsParseIntoActions() throws {
        #expect(try CrazyEights.parseCommand("play 7H") == .play(Card(.seven, .hearts)))
        #expect(try CrazyEights.parseCommand("  PLAY 8h   Spades ") == .play(Card(.eight, .hearts), chosenSuit: .spades))
        #expect(try CrazyEights.parseCommand("p 10d") == .play(Card(.ten, .diamonds)))
        #expect(try CrazyEights.parseCommand("play 8C s") == .play(Card(.eight, .clubs), chosenSuit: .spades))
        #expect(try CrazyEights.parseCommand("draw") == .draw)
        #expect(try CrazyEights.parseCommand("d") == .draw)
        #expect(try CrazyEights.parseCommand("pass") == .pass)
        for action in [CrazyEightsAction.play(Card(.eight, .hearts), chosenSuit: .clubs), .play(Card(.ace, .spades)), .draw, .pass] {
            #expect(try CrazyEights.parseCommand(action.description) == action)
        }
    }

    @Test func badCommandsGiveTypedErrors() {
        #expect(throws: GameCommandError.empty) { try CrazyEights.parseCommand("   ") }
        #expect(throws: GameCommandError.unknownCommand("discard")) { try CrazyEights.parseCommand("discard 7H") }
        #expect(throws: GameCommandError.missingArgument(command: "play", expected: "a card such as 7H or 10S")) {
            try CrazyEights.parseCommand("play")
        }
        #expect(throws: GameCommandError.invalidArgument(command: "play", argument: "7X", expected: "a card such as 7H or 10S")) {
            try CrazyEights.parseCommand("play 7X")
        }
        #expect(throws: GameCommandError.invalidArgument(command: "play", argument: "stars", expected: "a suit (clubs, diamonds, hearts, spades)")) {
            try CrazyEights.parseCommand("play 8H stars")
        }
        #expect(throws: GameCommandError.unexpectedArgument(command: "play", argument: "now")) {
            try CrazyEights.parseCommand("play 8H spades now")
        }
        #expect(throws: GameCommandError.unexpectedArgument(command: "draw", argument: "2")) { try CrazyEights.parseCommand("draw 2") }
        #expect(throws: GameCommandError.unexpectedArgument(command: "pass", argument: "x")) { try CrazyEights.parseCommand("pass x") }
    }

    @Test func actionsHaveAStableWireForm() throws {
        #expect(String(decoding: GamePayloadCodec.encode(CrazyEightsAction.play(Card(.eight, .hearts), chosenSuit: .spades)), as: UTF8.self)
            == #"{"card":"8H","suit":"spades","type":"play"}"#)
        #expect(String(decoding: GamePayloadCodec.encode(CrazyEightsAction.draw), as: UTF8.self) == #"{"type":"draw"}"#)
        for hostile in [#"{"type":"shuffle"}"#, #"{"type":"play"}"#, #"{"type":"play","card":"1Z"}"#, #"{"card":"7H"}"#] {
            #expect(throws: GameError.corruptedPayload) {
                try GamePayloadCodec.decode(CrazyEightsAction.self, from: Data(hostile.utf8), maximumBytes: 1024)
            }
        }
    }

    @Test func aPlayersScreenShowsTheirHandTheTableAndWhatToDo() {
        let state = table(hands: ["KH 2C 7S", "3D 4D"], discards: "9H", drawPile: "5S 6S")
        let names = PlayerNames([p1: "Alice", p2: "Bob"])
        let text = CrazyEights.render(CrazyEights.view(of: state, for: .player(p1)), for: .player(p1), names: names)
        #expect(text == """
            Top card: 9H   Suit: hearts   Draw pile: 2   Discards: 1   Turn 1
            > Alice  3 cards  (you)
              Bob    2 cards
            Your hand: 2C KH 7S
            Playable:  KH
            Your turn: play CARD [SUIT].
            """)
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("3D") && !text.contains("5S"))
    }

    @Test func aSpectatorSeesNoHandsAndTheEndIsNotAnnouncedTwice() throws {
        let state = table(hands: ["7H", "3D 4D"], discards: "9H")
        let over = try CrazyEights.reduce(state, .play(Card(.seven, .hearts)), by: p1)
        let text = CrazyEights.render(CrazyEights.view(of: over, for: .spectator), for: .spectator, names: PlayerNames([p1: "Alice"]))
        #expect(!text.contains("Your hand"))
        // The game is over: the cards left are shown (GameOverHandsTests), never before.
        #expect(text.contains("3 cards  3D 4D") || text.contains("2 cards  3D 4D"), "\(text)")
        #expect(text.contains("Last: Alice played 7H."))
        // The program announces the outcome (its gameOver line); the text must not repeat it.
        #expect(!text.contains("Game over") && !text.contains("Your turn"))
        #expect(text.contains("Player-0000"))  // unknown names fall back to the id
    }

    @Test func theRulesTextCoversEveryRuleAndSetting() {
        for word in ["eight", "draw", "pass", "blocked", "turnLimit", "handSize", "drawUntilPlayable", "leaves"] {
            #expect(CrazyEights.rulesText.contains(word), "\(word)")
        }
    }

    @Test func hostileCountersInAViewDoNotTrap() throws {
        var view = CrazyEights.view(of: table(hands: ["7H 2C", "3D"], discards: "9H"), for: .player(p1))
        view.turnsTaken = .max
        view.discardPileCount = .max
        #expect(CrazyEights.render(view, for: .player(p1), names: PlayerNames()).contains("Turn "))
        #expect(CrazyEights.predict(view, .play(Card(.seven, .hearts)), by: p1)?.topCard == Card(.seven, .hearts))
    }
}
