import GameCore
import Testing

@testable import Quortex

/// The own-result line under the live screen's final board: how the game ended for the viewer.
@Suite struct ResultLineTests {
    /// A finished 2-player view: Ari (seat A) reached the goal; Bo (seat B) waits where it started.
    static func finished() throws -> (view: QuortexView, ari: PlayerID, bo: PlayerID, names: PlayerNames) {
        var view = Quortex.view(of: try Fixture.state(players: 2), for: .spectator)
        let (ari, bo) = (view.position.flows[0].player, view.position.flows[1].player)
        view.position.flows[0].status = .completed
        view.turn = nil
        view.finish = QuortexFinish(winners: [ari], reason: .flowComplete, summary: "Flow completed: reached the goal side.")
        return (view, ari, bo, PlayerNames([ari: "Ari", bo: "Bo"]))
    }

    @Test func theWinnerHearsHowTheyWon() throws {
        let (view, ari, _, names) = try Self.finished()
        #expect(Quortex.result(view, for: .player(ari), names: names) == "You reached the goal — you won!")
        var shared = view
        shared.finish?.reason = .nearest
        shared.finish?.winners = [ari, view.position.flows[1].player]
        #expect(Quortex.result(shared, for: .player(ari), names: names)
            == "Your flow ended nearest its goal, \(view.position.distanceToGoal(of: 0)) from it — you share the win!")
    }

    @Test func aLoserStillInHearsHowFarTheyWere() throws {
        let (view, _, bo, names) = try Self.finished()
        let distance = view.position.distanceToGoal(of: 1)
        #expect(distance == 6)
        #expect(Quortex.result(view, for: .player(bo), names: names) == "Ari won — you were 6 from your goal.")
    }

    @Test func aFlowOneTileFromHomeIsAtTheGoalsEdgeNotZeroFromIt() throws {
        var (view, _, bo, names) = try Self.finished()
        let goal = view.position.flows[1].goal
        let edge = try #require(view.position.board.sideCells(goal).first)
        view.position.flows[1].head = FlowHead(cell: edge, side: goal.opposite)
        #expect(view.position.distanceToGoal(of: 1) == 0)
        #expect(Quortex.result(view, for: .player(bo), names: names) == "Ari won — your flow was at your goal's edge.")
        let screen = Quortex.render(view, for: .player(bo), names: names)
        #expect(screen.contains("Bo: SW→NE, at the goal's edge") && !screen.contains("0 from goal"), "\(screen)")
    }

    @Test func aLoserWhoRanOffHearsAfterHowManyTiles() throws {
        let finished = try Self.finished()
        let (bo, names) = (finished.bo, finished.names)
        var view = finished.view
        let corner = Fixture.cell(-3, 3)
        view.position.flows[1].path = [
            FlowStep(cell: Fixture.cell(-2, 2), entry: HexDirection(0), exit: HexDirection(3)),
            FlowStep(cell: corner, entry: HexDirection(0), exit: HexDirection(4)),
        ]
        view.position.flows[1].head = Fixture.head(-3, 3, side: 4)
        view.position.flows[1].status = .eliminated
        #expect(Quortex.result(view, for: .player(bo), names: names) == "Ari won — your flow ran off the board after 2 tiles.")
        view.position.flows[1].status = .resigned
        #expect(Quortex.result(view, for: .player(bo), names: names) == "Ari won — you resigned after 2 tiles.")
    }

    @Test func aSpectatorAndARunningGameGetNoLine() throws {
        let (view, ari, _, names) = try Self.finished()
        #expect(Quortex.result(view, for: .spectator, names: names) == nil)
        var running = view
        running.finish = nil
        #expect(Quortex.result(running, for: .player(ari), names: names) == nil)
    }

    @Test func theMoveLogEndsAWinWithOneMark() throws {
        let (view, ari, _, names) = try Self.finished()
        let home = QuortexMove(
            player: ari, kind: .place, tile: Fixture.straight, rotation: 0, cell: Fixture.cell(0, 0),
            moved: [ari], eliminated: [], completed: [ari], pathLengths: [1, 0])
        #expect(Quortex.describe(home, in: view, names: names) == "Ari placed tile \(Fixture.straight.number) r0 at 0,0: reaches the goal!")
    }
}
