import Testing
@testable import LanPartyRecord

@Suite struct LeaderboardTests {
    let model = PlackettLuceModel()

    @Test func countsGamesWinsAndStreaks() throws {
        var board = Leaderboard()
        let players = ["ann", "bob", "cyd"]
        for winner in ["ann", "ann", "bob", "ann", "ann", "ann"] {
            board.record(players: players, winners: [winner], model: model)
        }
        board.record(players: players, winners: [], model: model)  // abandoned: nobody wins

        let ann = try #require(board.stats(for: "ann"))
        #expect(ann.games == 7)
        #expect(ann.wins == 5)
        #expect(ann.currentStreak == 0)
        #expect(ann.bestStreak == 3)

        let bob = try #require(board.stats(for: "bob"))
        #expect(bob.wins == 1)
        #expect(bob.bestStreak == 1)
        #expect(bob.currentStreak == 0)

        let cyd = try #require(board.stats(for: "cyd"))
        #expect(cyd.games == 7 && cyd.wins == 0 && cyd.bestStreak == 0)
        #expect(board.stats(for: "dee") == nil)
    }

    @Test func streakContinuesAcrossGames() throws {
        var board = Leaderboard()
        board.record(players: ["a", "b"], winners: ["a"], model: model)
        board.record(players: ["a", "c"], winners: ["a"], model: model)
        let a = try #require(board.stats(for: "a"))
        #expect(a.currentStreak == 2 && a.bestStreak == 2)
    }

    @Test func ratingsMatchTheModel() throws {
        var board = Leaderboard()
        board.record(players: ["x", "y"], winners: ["x"], model: model)
        let expected = model.rate([.initial, .initial], ranks: [0, 1])
        #expect(board.stats(for: "x")?.rating == expected[0])
        #expect(board.stats(for: "y")?.rating == expected[1])
    }

    @Test func standingsOrderByOrdinalThenWinsThenName() {
        var board = Leaderboard()
        board.record(players: ["top", "low"], winners: ["top"], model: model)
        board.record(players: ["top", "low"], winners: ["top"], model: model)
        // "b" and "a" play a full tie: same rating, same wins, so name decides.
        board.record(players: ["b", "a"], winners: [], model: model)
        let names = board.standings.map(\.player)
        #expect(names == ["top", "a", "b", "low"])
        let ordinals = board.standings.map(\.stats.rating.ordinal)
        #expect(ordinals == ordinals.sorted(by: >))
    }

    @Test func winsBreakOrdinalTies() {
        var board = Leaderboard()
        // A one-player game leaves the rating alone but still counts the win.
        board.record(players: ["solo"], winners: ["solo"], model: model)
        board.record(players: ["alone"], winners: [], model: model)
        #expect(board.standings.map(\.player) == ["solo", "alone"])
        #expect(board.stats(for: "solo")?.rating == .initial)
    }

    @Test func duplicateSeatsAndStrangerWinnersAreIgnored() throws {
        var board = Leaderboard()
        board.record(players: ["a", "a", "b"], winners: ["a", "ghost"], model: model)
        let a = try #require(board.stats(for: "a"))
        #expect(a.games == 1 && a.wins == 1)
        #expect(board.stats(for: "ghost") == nil)
        #expect(board.standings.count == 2)
    }

    @Test func eightPlayerGameUpdatesEveryone() {
        var board = Leaderboard()
        let players = (1...8).map { "p\($0)" }
        board.record(players: players, winners: ["p3"], model: model)
        #expect(board.standings.count == 8)
        #expect(board.standings.first?.player == "p3")
        #expect(board.standings.allSatisfy { $0.stats.games == 1 })
    }
}
