import Foundation
import GameCore
@testable import Quortex
import Testing

/// The terminal face in the room the live screen gives it: never wider than the room, within its
/// rows unless only the board, the players and your tiles are left, and more in a bigger room.
@Suite struct TerminalRoomTests {
    static let rooms = [(80, 20), (100, 30), (120, 36), (160, 45)].map { TerminalRoom(columns: $0, rows: $1) }
    let names = PlayerNames(Dictionary(uniqueKeysWithValues: Fixture.players.enumerated().map { ($1, "Player\($0 + 1)") }))

    /// Every state of a greedy bot game of `count` players on `radius` (0: the default).
    static func wholeGame(players count: Int, radius: Int) throws -> [QuortexState] {
        var state = try Fixture.state(players: count, radius: radius)
        var states = [state]
        var random = SeededGenerator(seed: 7)
        while state.finish == nil {
            let actor = state.position.flows[state.turn].player
            let action = try #require(QuortexBot.greedy(Quortex.view(of: state, for: .player(actor)), as: actor, random: &random))
            state = try Quortex.reduce(state, action, by: actor)
            states.append(state)
        }
        return states
    }

    @Test(arguments: [(2, 0), (3, 0), (4, 0), (6, 0), (4, 5), (6, 6)])
    func everyScreenFitsItsRoomOrKeepsOnlyWhatMustShow(players: Int, radius: Int) throws {
        for state in try Self.wholeGame(players: players, radius: radius) {
            // The mover (who sees the choices), another player and a spectator.
            let mover = Viewer.player(state.position.flows[state.turn].player)
            let other = Viewer.player(state.position.flows[(state.turn + 1) % players].player)
            for viewer in [mover, other, .spectator] {
                let view = Quortex.view(of: state, for: viewer)
                for room in Self.rooms {
                    let lines = Quortex.render(view, for: viewer, names: names, in: room).components(separatedBy: "\n")
                    #expect(lines.allSatisfy { $0.count <= room.columns }, "\(room): too wide: \(lines.filter { $0.count > room.columns })")
                    guard lines.count > room.rows else { continue }
                    // Over its rows only when what gives way has given way (the log and the legend
                    // under the board, the choices beyond the first): as short as in a room of one row.
                    let least = Quortex.render(view, for: viewer, names: names, in: TerminalRoom(columns: room.columns, rows: 1))
                    #expect(lines.count == least.components(separatedBy: "\n").count, "\(room), \(lines.count) lines:\n\(lines.joined(separator: "\n"))")
                    #expect(lines.filter { $0.hasPrefix("  place ") }.count <= 1, "\(room): one tile's choices")
                }
            }
        }
    }

    /// Two and three players play on radius 3: at 80×24 the whole face fits. (Four to six play on
    /// radius 4, whose board alone is 19 lines: there the choices take the roster's row.)
    @Test func twoOrThreePlayersEveryScreenFitsTheRoomAt80x24() throws {
        let room = TerminalRoom(columns: 80, rows: 20)
        for players in 2...3 {
            for state in try Self.wholeGame(players: players, radius: 0) {
                let viewer = Viewer.player(state.position.flows[state.turn].player)
                let lines = Quortex.render(Quortex.view(of: state, for: viewer), for: viewer, names: names, in: room)
                    .components(separatedBy: "\n")
                #expect(lines.count <= room.rows, "\(players) players: \(lines.count) lines")
            }
        }
    }

    @Test func aTallerRoomShowsMoreOfTheMoveLog() throws {
        let states = try Self.wholeGame(players: 3, radius: 0)
        let late = states[states.count - 2]
        let viewer = Viewer.spectator
        let view = Quortex.view(of: late, for: viewer)
        let moves = { (room: TerminalRoom) in
            Quortex.render(view, for: viewer, names: self.names, in: room).components(separatedBy: "\n")
                .filter { $0.range(of: #"│ \d+\. "#, options: .regularExpression) != nil }.count
        }
        let small = moves(TerminalRoom(columns: 80, rows: 16))
        let tall = moves(TerminalRoom(columns: 80, rows: 40))
        #expect(small >= 1 && tall > small, "\(small) moves at 80×16, \(tall) at 80×40")
    }

    @Test func aWideRoomPutsABigBoardsPanelBesideIt() throws {
        let state = try Fixture.state(players: 4, radius: 5)
        let viewer = Viewer.player(state.position.flows[state.turn].player)
        let view = Quortex.view(of: state, for: viewer)
        let narrow = Quortex.render(view, for: viewer, names: names, in: TerminalRoom(columns: 80, rows: 40))
        let wide = Quortex.render(view, for: viewer, names: names, in: TerminalRoom(columns: 120, rows: 40))
        #expect(!narrow.contains(Quortex.panelDivider) && wide.contains(Quortex.panelDivider))
        // Beside the board the panel takes no rows of its own.
        #expect(wide.components(separatedBy: "\n").count < narrow.components(separatedBy: "\n").count)
    }
}

/// Details of fitting: the turn clock in a narrow panel, and which choices a short room keeps.
@Suite struct TerminalRoomDetailTests {
    let names = PlayerNames([:])

    @Test func theTurnClockFitsATwentyColumnPanel() throws {
        let state = try Fixture.state(players: 4, radius: 6)
        let viewer = Viewer.player(state.position.flows[state.turn].player)
        var view = Quortex.view(of: state, for: viewer)
        view.turnMillisecondsLeft = 125_000
        // 100 columns beside a radius-6 board (77 wide) leave a panel of 20.
        let lines = Quortex.render(view, for: viewer, names: names, in: TerminalRoom(columns: 100, rows: 40))
            .components(separatedBy: "\n")
        #expect(lines.contains { $0.contains(Quortex.panelDivider) })
        #expect(lines.allSatisfy { $0.count <= 100 }, "\(lines.filter { $0.count > 100 })")
        #expect(lines.contains { $0.hasSuffix("Clock: 125 s left") })
        // It still counts down on screen.
        #expect(Quortex.screen(lines, after: .seconds(5)).contains { $0.hasSuffix("Clock: 120 s left") })
    }

    @Test func aShortRoomKeepsTheBestTilesChoices() throws {
        // Every state of a game, on the mover's turn: in a room with one row for choices, the tile
        // shown is one whose best rotation is the best of the hand.
        for state in try TerminalRoomTests.wholeGame(players: 2, radius: 0) where state.finish == nil {
            let viewer = Viewer.player(state.position.flows[state.turn].player)
            let view = Quortex.view(of: state, for: viewer)
            let ranks = Quortex.optionRanks(view)
            guard Set(ranks).count > 1 else { continue }
            let room = TerminalRoom(columns: 80, rows: 1)
            let shown = Quortex.render(view, for: viewer, names: names, in: room).components(separatedBy: "\n")
                .filter { $0.hasPrefix("  place ") }
            #expect(shown.count == 1)
            let best = Quortex.optionLines(view)[ranks.indices.min { (ranks[$0], $0) < (ranks[$1], $1) }!]
            #expect(shown.first == best, "\(shown) vs \(best)")
        }
    }
}
