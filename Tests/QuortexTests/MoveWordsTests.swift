import GameCore
@testable import Quortex
import Testing

/// The terminal's move log in words: what a placement did to the mover's flow and to the others.
@Suite struct MoveWordsTests {
    @Test func theLatestMoveSaysHowFarTheMoverIsFromTheGoal() throws {
        var state = try Fixture.state(players: 2)
        let seat = state.turn
        let mover = state.position.flows[seat].player
        let options = Quortex.options(in: state.position, hand: state.hands[seat], seat: seat)
        let option = try #require(options.first { $0.legal })
        state = try Quortex.reduce(state, .place(tile: option.tile, rotation: option.rotation, cell: nil), by: mover)
        let view = Quortex.view(of: state, for: .spectator)
        let names = PlayerNames([mover: "Ari"])
        let move = try #require(state.history.last)
        let distance = state.position.distanceToGoal(of: seat)
        #expect(Quortex.describe(move, in: view, names: names, latest: true).hasSuffix(": stays in, \(distance) from the goal."))
        #expect(!Quortex.describe(move, in: view, names: names, latest: false).contains("stays in"))
    }

    @Test func aFlowRunningOffTheBoardAndOneKnockedOutAreSaid() throws {
        let state = try Fixture.state(players: 2)
        let (ari, bo) = (state.position.flows[0].player, state.position.flows[1].player)
        let view = Quortex.view(of: state, for: .spectator)
        let names = PlayerNames([ari: "Ari", bo: "Bo"])
        let off = QuortexMove(
            player: ari, kind: .place, tile: Fixture.tile([(0, 1), (2, 3), (4, 5)]), rotation: 0, cell: Fixture.cell(0, 0),
            moved: [ari], eliminated: [ari], completed: [], pathLengths: [1, 0])
        #expect(Quortex.describe(off, in: view, names: names).hasSuffix(": runs off the board."))
        var knock = off
        knock.eliminated = [bo]
        knock.moved = [ari, bo]
        #expect(Quortex.describe(knock, in: view, names: names).contains(": knocks Bo (B) out. Also moved: Bo (B)."))
    }
}
