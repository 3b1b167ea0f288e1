import GameCore
@testable import Quortex
import Testing

/// One hand-built position per rule.
@Suite struct RuleTableTests {
    let a = Fixture.players[0], b = Fixture.players[1], c = Fixture.players[2]

    @Test func twoHeadsRunningIntoEachOtherAreBothOutAndEqualDistancesShareTheWin() throws {
        var state = try Fixture.state(players: 2)
        state.position.flows[0].head = Fixture.head(0, 0, side: 1)
        state.position.flows[1].head = Fixture.head(0, 0, side: 4)
        state.hands[0] = [Fixture.straight]
        // Straight at rotation 0 joins 1 and 4: A runs out through B's side, where B waits.
        let after = try Quortex.reduce(state, .place(tile: Fixture.straight, rotation: 0, cell: nil), by: a)
        #expect(after.position.flows.map(\.status) == [.eliminated, .eliminated])
        #expect(after.history.last?.eliminated == [a, b])
        #expect(after.finish?.reason == .nearest)
        #expect(Set(after.finish?.winners ?? []) == [a, b])
    }

    @Test func onePlacementMovesEveryFlowThatFacesTheCell() throws {
        var state = try Fixture.state(players: 2)
        state.position.flows[0].head = Fixture.head(0, 0, side: 1)
        state.position.flows[1].head = Fixture.head(0, 0, side: 4)
        let tile = Fixture.tile([(1, 2), (4, 5), (0, 3)])
        state.hands[0] = [tile]
        let after = try Quortex.reduce(state, .place(tile: tile, rotation: 0, cell: Fixture.cell(0, 0)), by: a)
        #expect(after.history.last?.moved == [a, b])
        #expect(after.position.flows[0].head == Fixture.head(0, 1, side: 5))
        #expect(after.position.flows[1].head == Fixture.head(0, -1, side: 2))
        #expect(after.position.flows.allSatisfy { $0.status == .playing })
        #expect(after.turn == 1 && after.finish == nil)
    }

    @Test func aSelfEliminatingPlacementIsRefusedWhileAnotherKeepsTheFlowIn() throws {
        var state = try Fixture.state(players: 2)
        state.hands[0] = [Fixture.adjacent, Fixture.straight]
        // From its corner, A enters by side 0; the adjacent-pairs tile always turns it out (to 1 or 5).
        #expect(throws: GameError.self) {
            try Quortex.reduce(state, .place(tile: Fixture.adjacent, rotation: 0, cell: nil), by: a)
        }
        let options = Quortex.options(in: state.position, hand: state.hands[0], seat: 0)
        #expect(options.filter { $0.tile == Fixture.adjacent }.allSatisfy { $0.result == .eliminates && !$0.legal })
        let kept = try Quortex.reduce(state, .place(tile: Fixture.straight, rotation: 0, cell: nil), by: a)
        #expect(kept.position.flows[0].status == .playing)
    }

    @Test func whenEveryChoiceSendsTheFlowOutAnyIsAllowed() throws {
        var state = try Fixture.state(players: 3)
        state.hands[0] = [Fixture.adjacent, Fixture.adjacent, Fixture.adjacent]
        let options = Quortex.options(in: state.position, hand: state.hands[0], seat: 0)
        #expect(options.count == 6 && options.allSatisfy { $0.result == .eliminates && $0.legal })
        let after = try Quortex.reduce(state, .place(tile: Fixture.adjacent, rotation: 0, cell: nil), by: a)
        #expect(after.position.flows[0].status == .eliminated)
        // A's tiles went back into the bag: nothing was lost.
        #expect(after.hands[0].isEmpty)
        #expect(after.bag.count + after.hands.map(\.count).reduce(0, +) + after.position.tiles.count == 60)
        #expect(after.turn == 1 && after.finish == nil)
    }

    @Test func aFlowThatLeavesThroughItsGoalSideWins() throws {
        var state = try Fixture.state(players: 2)
        // A (goal side 3) waits in front of B's corner cell, entering it by side 0; B has moved on
        // (were B still at its port, the two heads would meet there: see the next test).
        state.position.flows[0].head = Fixture.head(-3, 3, side: 0)
        state.position.flows[1].head = Fixture.head(0, 0, side: 4)
        state.hands[0] = [Fixture.straight]
        let after = try Quortex.reduce(state, .place(tile: Fixture.straight, rotation: 0, cell: nil), by: a)
        #expect(after.position.flows[0].status == .completed)
        #expect(after.finish?.winners == [a] && after.finish?.reason == .flowComplete)
        #expect(Quortex.outcome(of: after)?.winners == [a])
    }

    @Test func leavingThroughAPortWhereItsOwnerStillWaitsIsAMeetingOfHeads() throws {
        var state = try Fixture.state(players: 2)
        state.position.flows[0].head = Fixture.head(-3, 3, side: 0)
        state.hands[0] = [Fixture.straight]
        let after = try Quortex.reduce(state, .place(tile: Fixture.straight, rotation: 0, cell: nil), by: a)
        #expect(after.position.flows.map(\.status) == [.eliminated, .eliminated])
        // Both out together: A's head is on its goal side (0 away), B's 6 away.
        #expect(after.finish?.reason == .nearest && after.finish?.winners == [a])
    }

    @Test func theLastPlayerStandingWins() throws {
        var state = try Fixture.state(players: 3)
        state.position.flows[2].status = .eliminated
        // B waits in front of A's corner cell (3,-3), entering by side 3; the tile turns B out by side 1.
        state.position.flows[1].head = Fixture.head(3, -3, side: 3)
        let tile = Fixture.tile([(0, 2), (1, 3), (4, 5)])
        state.hands[0] = [tile]
        let after = try Quortex.reduce(state, .place(tile: tile, rotation: 0, cell: nil), by: a)
        #expect(after.position.flows[0].status == .playing && after.position.flows[1].status == .eliminated)
        #expect(after.finish?.winners == [a] && after.finish?.reason == .constraint)
    }

    @Test func resigningLeavesTheOtherPlayerTheWinner() throws {
        let state = try Fixture.state(players: 2)
        // Resigning is allowed out of turn.
        let after = try Quortex.reduce(state, .resign, by: b)
        #expect(after.finish?.winners == [a] && after.finish?.reason == .resignation)
        #expect(after.hands[1].isEmpty && after.bag.count == state.bag.count + 3)
    }

    @Test func resigningInTurnPassesTheTurn() throws {
        let state = try Fixture.state(players: 3)
        let after = try Quortex.reduce(state, .resign, by: a)
        #expect(after.finish == nil && after.turn == 1 && after.position.flows[0].status == .resigned)
        #expect(throws: GameError.notAPlayer) { try Quortex.reduce(after, .resign, by: a) }
    }

    @Test func whenTheTilesRunOutTheNearestFlowWins() throws {
        var state = try Fixture.state(players: 2)
        state.bag = []
        state.hands = [[Fixture.straight], []]
        // A goes straight in from its corner, two cells nearer its goal than B.
        let after = try Quortex.reduce(state, .place(tile: Fixture.straight, rotation: 0, cell: nil), by: a)
        #expect(after.finish?.reason == .nearest)
        #expect(after.finish?.winners == [a])
    }

    @Test func illegalActionsAreTypedErrors() throws {
        var state = try Fixture.state(players: 2)
        state.hands[0] = [Fixture.straight]
        #expect(throws: GameError.notYourTurn) {
            try Quortex.reduce(state, .place(tile: Fixture.straight, rotation: 0, cell: nil), by: b)
        }
        #expect(throws: GameError.self) { try Quortex.reduce(state, .place(tile: Fixture.adjacent, rotation: 0, cell: nil), by: a) }
        #expect(throws: GameError.self) { try Quortex.reduce(state, .place(tile: Fixture.straight, rotation: 6, cell: nil), by: a) }
        #expect(throws: GameError.self) {
            try Quortex.reduce(state, .place(tile: Fixture.straight, rotation: 0, cell: Fixture.cell(0, 0)), by: a)
        }
        #expect(throws: GameError.notAPlayer) { try Quortex.reduce(state, .resign, by: c) }
    }

    @Test func anExpiredTurnIsPlayedForThePlayerAndTheHostBroadcastsIt() throws {
        let settings = QuortexSettings(turnSeconds: 30)
        var core = try GameHostCore<Quortex>(players: [a, b], settings: settings, seed: 5)
        #expect(core.nextDeadline == GameInstant(milliseconds: 30_000))
        #expect(core.advanceTime(to: GameInstant(milliseconds: 29_999)).isEmpty)
        let outputs = core.advanceTime(to: GameInstant(milliseconds: 30_000))
        #expect(outputs.count == 2)
        #expect(core.state.history.last?.kind == .timeout && core.state.history.last?.player == a)
        #expect(core.nextDeadline == GameInstant(milliseconds: 60_000))
        #expect(Quortex.nextDeadline(of: try Fixture.state(players: 2)) == nil)
    }

    @Test func commandsParse() throws {
        #expect(try Quortex.parseCommand("place 7 2") == .place(tile: Tile.all[7], rotation: 2, cell: nil))
        #expect(try Quortex.parseCommand("place 7 r2 at 0,-3") == .place(tile: Tile.all[7], rotation: 2, cell: Fixture.cell(0, -3)))
        #expect(try Quortex.parseCommand("resign") == .resign)
        for bad in ["place", "place 15 1", "place 3 6", "place 3 1 at x", "fly"] {
            #expect(throws: GameCommandError.self) { try Quortex.parseCommand(bad) }
        }
    }
}
