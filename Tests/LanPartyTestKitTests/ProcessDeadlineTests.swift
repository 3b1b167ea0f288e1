import Foundation
import LanPartyTestKit
import Testing

/// A deadline on a program that does not end must end the wait, not hang it: the exit wait used
/// to ignore cancellation, so `withDeadline`'s task group never finished and a hung browser script
/// hung the whole test run. The margins are wide: this suite runs beside the bot games, which can
/// hold both cooperative threads for most of a minute (a 300 ms deadline fired after 48 s in CI's
/// games phase), so "ended by the deadline" is told from "ended with the program" by an hour.
@Suite(.timeLimit(.minutes(5))) struct ProcessDeadlineTests {
    @Test func waitingPastTheDeadlineThrowsAndTheProgramCanBeKilled() async throws {
        let sleeper = try await HostProcess.spawn(URL(fileURLWithPath: "/bin/sleep"), ["3600"])
        let started = ContinuousClock.now
        await #expect(throws: DeadlineExceeded.self) { try await sleeper.waitForExit(within: .milliseconds(300)) }
        #expect(ContinuousClock.now - started < .seconds(180), "the deadline ended the wait, not the program")
        sleeper.kill()
        #expect(try await sleeper.waitForExit(within: .seconds(30)) != .exited(0))
    }

    @Test func aProgramThatEndsInTimeGivesItsStatus() async throws {
        let quick = try await HostProcess.spawn(URL(fileURLWithPath: "/bin/sh"), ["-c", "exit 3"])
        #expect(try await quick.waitForExit(within: .seconds(30)) == .exited(3))
    }
}
