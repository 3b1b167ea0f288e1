import GameCore
import Testing

@testable import SketchDuel

/// The own-result line under the live screen's final canvas: the viewer's place and points in a
/// race, the rounds guessed in a duet.
@Suite struct ResultLineTests {
    static let names = PlayerNames([Fixture.seats[0]: "Ari", Fixture.seats[1]: "Bo", Fixture.seats[2]: "Cy"])

    /// The view of a finished 3-player race for `viewer`, scored 7, 5, 9 (Cy won).
    static func race(for viewer: Viewer) throws -> SketchDuelView {
        var view = SketchDuel.view(of: try Fixture.race(3), for: viewer)
        view.scores = [7, 5, 9]
        view.finish = SketchDuelFinish(winners: [Fixture.seats[2]], reason: .points, summary: "The most points won.")
        return view
    }

    @Test func aRaceTellsTheLoserTheirPlaceAndPoints() throws {
        let ari = Viewer.player(Fixture.seats[0])
        #expect(SketchDuel.result(try Self.race(for: ari), for: ari, names: Self.names) == "Cy won with 9 points — you came 2nd with 7 points.")
        let bo = Viewer.player(Fixture.seats[1])
        #expect(SketchDuel.result(try Self.race(for: bo), for: bo, names: Self.names) == "Cy won with 9 points — you came 3rd with 5 points.")
    }

    @Test func aRaceTellsTheWinnerByHowMuch() throws {
        let cy = Viewer.player(Fixture.seats[2])
        #expect(SketchDuel.result(try Self.race(for: cy), for: cy, names: Self.names) == "You won with 9 points, next best 7 points!")
        var tie = try Self.race(for: cy)
        tie.scores = [9, 5, 9]
        tie.finish?.winners = [Fixture.seats[0], Fixture.seats[2]]
        #expect(SketchDuel.result(tie, for: cy, names: Self.names) == "You share the win with 9 points, next best 5 points!")
    }

    @Test func aDuetSaysHowManyRoundsWereGuessed() throws {
        let ari = Viewer.player(Fixture.a)
        var view = SketchDuel.view(of: try Fixture.state(), for: ari)
        let names = PlayerNames([Fixture.a: "Ari", Fixture.b: "Bo"])
        view.roundsGuessed = 1
        view.roundsToWin = 2
        view.finish = SketchDuelFinish(winners: [], reason: .duetLost, summary: "Too few rounds were guessed.")
        let played = view.history.count
        #expect(SketchDuel.result(view, for: ari, names: names) == "You and Bo lost together — 1 of \(played) rounds guessed, 2 needed.")
    }

    @Test func aSpectatorAndARunningGameGetNoLine() throws {
        let watcher = Viewer.player(Fixture.watcher)
        #expect(SketchDuel.result(try Self.race(for: .spectator), for: .spectator, names: Self.names) == nil)
        #expect(SketchDuel.result(try Self.race(for: watcher), for: watcher, names: Self.names) == nil)
        var running = try Self.race(for: .player(Fixture.seats[0]))
        running.finish = nil
        #expect(SketchDuel.result(running, for: .player(Fixture.seats[0]), names: Self.names) == nil)
    }
}
