import Foundation
import GameCore
import LanPartyTestKit
@testable import Quortex
import Testing

/// The move log every view carries (`history`): who placed which tile where, whose flows moved,
/// who went out; bounded by the board; enough to rebuild the board after any move (as the page's
/// log.js does); nothing in it from anyone's hand.
@Suite struct MoveLogTests {
    @Test func aPlacementIsLoggedWithItsTileCellFlowsAndPathLengths() throws {
        var state = try Fixture.state(players: 2)
        let mover = state.position.flows[state.turn].player
        let seat = state.turn
        let options = Quortex.options(in: state.position, hand: state.hands[seat], seat: seat)
        let option = try #require(options.first { $0.legal })
        let cell = state.position.flows[seat].head.cell
        state = try Quortex.reduce(state, .place(tile: option.tile, rotation: option.rotation, cell: nil), by: mover)
        let entry = try #require(state.history.last)
        #expect(entry.player == mover && entry.kind == .place)
        #expect(entry.tile == option.tile && entry.rotation == option.rotation && entry.cell == cell)
        #expect(entry.moved.first == mover)
        #expect(entry.pathLengths == state.position.flows.map(\.path.count))
        #expect(entry.pathLengths[seat] >= 1)
        // Everyone sees the same log, the spectator too.
        let views = state.position.flows.map { Quortex.view(of: state, for: .player($0.player)) } + [Quortex.view(of: state, for: .spectator)]
        #expect(views.allSatisfy { $0.history == state.history })
    }

    @Test func theLogsJSONHasExplicitKeysAndAResignationNamesNoTile() throws {
        var state = try Fixture.state(players: 3)
        let quitter = state.position.flows[1].player
        state = try Quortex.reduce(state, .resign, by: quitter)
        let bytes = GamePayloadCodec.encode(Quortex.view(of: state, for: .spectator))
        let object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        let entry = try #require((object["history"] as? [[String: Any]])?.last)
        #expect(Set(entry.keys) == ["player", "kind", "moved", "eliminated", "completed", "pathLengths"])
        #expect(entry["kind"] as? String == "resign" && entry["player"] as? String == quitter.wireString)
        #expect(entry["pathLengths"] as? [Int] == [0, 0, 0])
        #expect(!String(decoding: bytes, as: UTF8.self).contains("_0"))
    }

    @Test func aLogFromA1_0HostReadsWithoutPathLengths() throws {
        let json = #"{"player":"00000000-0000-0000-0000-000000000001","kind":"place","tile":7,"rotation":2,"cell":{"q":0,"r":-3},"moved":[],"eliminated":[],"completed":[]}"#
        let move = try JSONDecoder().decode(QuortexMove.self, from: Data(json.utf8))
        #expect(move.pathLengths.isEmpty && move.tile == Tile(number: 7) && move.cell == Fixture.cell(0, -3))
    }

    /// The log against the board in every state of whole bot games (with resignations and leavers).
    static let logMatchesTheBoard = GameInvariant<Quortex>("the log matches the board") { state in
        let flows = state.position.flows
        if state.history.count > state.position.board.cellCount + flows.count { return "log longer than the board allows" }
        var placed: [HexCoordinate: PlacedTile] = [:]
        var previous = Array(repeating: 0, count: flows.count)
        for (index, move) in state.history.enumerated() {
            if move.pathLengths.count != flows.count { return "move \(index): \(move.pathLengths.count) path lengths" }
            if zip(previous, move.pathLengths).contains(where: { $0 > $1 }) { return "move \(index): a path shrank" }
            previous = move.pathLengths
            switch move.kind {
            case .place, .timeout:
                guard let tile = move.tile, let rotation = move.rotation, let cell = move.cell, placed[cell] == nil else {
                    return "move \(index): a placement without its tile, or twice on one cell"
                }
                placed[cell] = PlacedTile(cell: cell, tile: tile, rotation: rotation, player: move.player)
            case .resign, .left:
                if move.tile != nil || move.rotation != nil || move.cell != nil { return "move \(index): a resignation names a tile" }
            }
        }
        if placed != state.position.tiles { return "the log's placements are not the board's tiles" }
        if !state.history.isEmpty && previous != flows.map(\.path.count) { return "the last path lengths are not the paths" }
        return nil
    }

    @Test(arguments: 2...6)
    func wholeGamesKeepTheLogInStepWithTheBoardAndHideEveryHand(players count: Int) throws {
        let players = Array(Fixture.players.prefix(count))
        var harness = BotGameHarness<Quortex>(players: players, invariants: [Self.logMatchesTheBoard])
        harness.hiddenInformation = WholeGameTests.hiddenInformation
        harness.departures = [3: players[count - 1]]
        harness.botSeed = { $0 &+ 5 }
        for game in try harness.play(seeds: 1...3) {
            #expect(game.finalState.history.contains { $0.kind == .left })
            #expect(game.viewsChecked > 3 * count)
        }
    }

    /// What log.js does: the board after move `index` from the final view alone.
    static func rebuilt(_ view: QuortexView, after index: Int) -> QuortexPosition {
        let moves = view.history.prefix(index + 1)
        var position = view.position
        position.tiles = [:]
        for move in moves where move.kind == .place || move.kind == .timeout {
            if let cell = move.cell, let tile = move.tile, let rotation = move.rotation {
                position.tiles[cell] = PlacedTile(cell: cell, tile: tile, rotation: rotation, player: move.player)
            }
        }
        let lengths = moves.last?.pathLengths ?? []
        for seat in position.flows.indices {
            var flow = view.position.flows[seat]
            let length = lengths[seat]
            flow.status = .playing
            for move in moves {
                if move.completed.contains(flow.player) { flow.status = .completed }
                else if move.eliminated.contains(flow.player) { flow.status = move.kind == .place || move.kind == .timeout ? .eliminated : .resigned }
            }
            if length < flow.path.count {
                flow.head = length == 0
                    ? FlowHead(cell: view.position.board.corner(flow.side), side: flow.side)
                    : FlowHead(cell: flow.path[length - 1].cell.neighbour(flow.path[length - 1].exit), side: flow.path[length - 1].exit.opposite)
            }
            flow.path = Array(flow.path.prefix(length))
            position.flows[seat] = flow
        }
        return position
    }

    @Test(arguments: [(2, UInt64(3)), (3, 8), (4, 1), (6, 2), (6, 9)])
    func theFinalViewRebuildsTheBoardAfterEveryMove(players count: Int, seed: UInt64) throws {
        let players = Array(Fixture.players.prefix(count))
        var state = try Quortex.initialState(players: players, settings: QuortexSettings(), seed: seed)
        var random = SeededGenerator(seed: seed)
        var positions: [QuortexPosition] = []
        while state.finish == nil {
            let actor = state.position.flows[state.turn].player
            let action = try #require(QuortexBot.greedy(Quortex.view(of: state, for: .player(actor)), as: actor, random: &random))
            state = try Quortex.reduce(state, action, by: actor)
            positions.append(state.position)
        }
        let view = Quortex.view(of: state, for: .spectator)
        #expect(view.history.count == positions.count && positions.count > 3)
        for (index, position) in positions.enumerated() {
            #expect(Self.rebuilt(view, after: index) == position, "after move \(index + 1)")
        }
    }

    @Test func theLogStaysSmallOnTheBiggestBoard() throws {
        let players = Array(Fixture.players.prefix(6))
        var largest = 0
        for seed: UInt64 in 1...4 {
            var state = try Quortex.initialState(players: players, settings: QuortexSettings(radius: 6), seed: seed)
            var random = SeededGenerator(seed: seed)
            while state.finish == nil {
                let actor = state.position.flows[state.turn].player
                let view = Quortex.view(of: state, for: .player(actor))
                largest = max(largest, GamePayloadCodec.encode(view).count)
                state = try Quortex.reduce(state, try #require(QuortexBot.random(view, as: actor, random: &random)), by: actor)
            }
            #expect(state.history.count <= state.position.board.cellCount + 6)
        }
        print("[quortex] largest view on a radius-6 board, 6 players: \(largest) bytes")
        #expect(largest < 64 * 1024)
    }
}
