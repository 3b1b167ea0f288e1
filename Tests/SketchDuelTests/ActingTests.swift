import Foundation
import GameCore
@testable import SketchDuel
import Testing

/// Who may act (both at once while a round is drawn) and the partial list of the drawer's moves.
@Suite struct ActingTests {
    @Test func bothActWhileDrawingAndNobodyBetweenRounds() throws {
        var drawing = 0
        var between = 0
        for seed in 1...3 as ClosedRange<UInt64> {
            for state in try WholeGameTests.play(seed: seed).states {
                let acting = try #require(SketchDuel.playersToAct(in: state))
                guard state.finish == nil, state.phase == .drawing else {
                    #expect(acting.isEmpty)
                    for player in state.players {
                        #expect(throws: GameError.self) { try SketchDuel.reduce(state, .clear, by: player) }
                        #expect(throws: GameError.self) { try SketchDuel.reduce(state, .guess("x"), by: player) }
                    }
                    between += 1
                    continue
                }
                let guessesLeft = state.guesses.count < SketchDuelRules.maximumGuessesPerRound
                #expect(acting == (guessesLeft ? [state.drawer, state.guesser] : [state.drawer]))
                // Each player in the set has a move the reducer takes: the drawer clears, the guesser guesses.
                #expect(throws: Never.self) { try SketchDuel.reduce(state, .clear, by: state.drawer) }
                if guessesLeft {
                    #expect(throws: Never.self) { try SketchDuel.reduce(state, .guess("zzzz"), by: state.guesser) }
                }
                drawing += 1
            }
        }
        #expect(drawing > 100 && between > 3)
    }

    @Test func theDrawersListedMovesAreAcceptedAndTheGuessersCannotBeListed() throws {
        var checked = 0
        for state in try WholeGameTests.play(seed: 2).states where state.finish == nil && state.phase == .drawing {
            let drawerView = SketchDuel.view(of: state, for: .player(state.drawer))
            let listed = try #require(SketchDuel.legalActions(in: drawerView, for: state.drawer))
            #expect(listed.contains(.clear))
            #expect(listed.contains(.undo) == !state.drawing.strokes.isEmpty)
            for action in listed {
                #expect(throws: Never.self) { try SketchDuel.reduce(state, action, by: state.drawer) }
                let line = try #require(SketchDuel.commandLine(for: action))
                #expect(try SketchDuel.parseCommand(line) == action)
                checked += 1
            }
            let guesserView = SketchDuel.view(of: state, for: .player(state.guesser))
            #expect(SketchDuel.legalActions(in: guesserView, for: state.guesser) == nil)
            #expect(SketchDuel.legalMoves(in: guesserView, for: state.guesser) == .unlisted)
        }
        #expect(checked > 50)
        #expect(!SketchDuel.listsEveryLegalAction)
    }

    @Test func guessesAndWholeStrokesReadBackFromTheirCommandLines() throws {
        let stroke = Stroke(color: try #require(StrokeColor(rawValue: 3)), width: 4, points: [Fixture.p(10, 20), Fixture.p(300, 40), Fixture.p(300, 900)])
        for action in [SketchDuelAction.stroke(stroke), .guess("ice cream"), .undo, .clear] {
            let line = try #require(SketchDuel.commandLine(for: action))
            #expect(try SketchDuel.parseCommand(line) == action)
        }
        #expect(SketchDuel.commandLine(for: .end) == nil)
    }
}
