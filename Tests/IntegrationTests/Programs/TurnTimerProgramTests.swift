import Foundation
import LanPartyPrograms
import LanPartyTestKit
import Testing

/// The Crazy Eights turn timer (issue 41) between real processes on loopback: a player who does
/// nothing on their turn (a phone asleep, a person gone for a drink) does not stop the table. The
/// host draws for them and passes when the time is up, and everyone is told.
@Suite("Crazy Eights turn timer: lanhost + an idle lanjoin", .timeLimit(.minutes(3)))
struct TurnTimerProgramTests {
    @Test func anIdlePlayersTurnRunsOutAndTheTableGoesOn() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host([
                "--no-web", "--name", "Hana", "--dedicated", "--bots", "1", "--auto-start", "--once", "--max-players", "2",
                "--set", "turnSeconds=5", "--seed", "21",
            ])
            let port = try await GameTable.port(of: host)
            // Ann is ready and then types nothing at all.
            let ann = try await table.joiner(port: port, ["--name", "Ann", "--auto-ready"])
            let joined = try await ann.first("joined", within: .seconds(30))
            let annID = try #require(joined["player"]?["id"]?.stringValue?.lowercased())
            try await host.first("gameStarted", within: .seconds(30))

            // Ann's view counts her turn down from at most five seconds...
            let clocked = try await ann.first("state", within: .seconds(30)) { state in
                state["view"]?["currentPlayer"]?.stringValue?.lowercased() == annID
                    && state["view"]?["turnMillisecondsLeft"]?.intValue != nil
            }
            let left = clocked["view"]?["turnMillisecondsLeft"]?.intValue ?? 0
            #expect(left > 0 && left <= 5_000, "\(left) ms left")
            // ...and when it runs out the host plays a draw-or-pass for her; she and the host see it.
            let timedOut: @Sendable (ProgramEvent) -> Bool = { state in
                state["view"]?["lastMove"]?["type"]?.stringValue == "timedOut"
                    && state["view"]?["lastMove"]?["player"]?.stringValue?.lowercased() == annID
            }
            let seen = try await ann.first("state", within: .seconds(30), where: timedOut)
            #expect(seen["view"]?["currentPlayer"]?.stringValue?.lowercased() != annID, "the turn moved on")
            try await host.first("state", within: .seconds(10), where: timedOut)
            // The table goes on: the bot plays again after Ann's lost turn, and Ann's turn comes back.
            try await ann.first("state", within: .seconds(30)) { state in
                (state["view"]?["turnsTaken"]?.intValue ?? 0) > (seen["view"]?["turnsTaken"]?.intValue ?? 0)
                    && state["view"]?["currentPlayer"]?.stringValue?.lowercased() == annID
            }
            #expect(ann.events(named: "gameOver").isEmpty || host.events(named: "gameOver").count == 1)
        }
    }
}
