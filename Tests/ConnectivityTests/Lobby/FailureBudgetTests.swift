import Connectivity
import Testing

@Suite("Passcode failure budget")
struct FailureBudgetTests {
    /// Runs `count` failures at `time`; returns the last outcome.
    @discardableResult
    func fail(_ budget: inout PasscodeFailureBudget, _ count: Int, at time: ContinuousClock.Instant)
        -> PasscodeFailureBudget.Outcome?
    {
        var last: PasscodeFailureBudget.Outcome?
        for _ in 0..<count { last = budget.recordFailure(at: time) }
        return last
    }

    @Test func tenFailuresStartAThirtySecondCooldown() {
        let clock = TestClock()
        var budget = PasscodeFailureBudget()
        #expect(budget.recordFailure(at: clock.at(1)) == .counted(remaining: 9))
        #expect(fail(&budget, 8, at: clock.at(2)) == .counted(remaining: 1))
        #expect(budget.retryAfter(at: clock.at(2)) == nil)
        #expect(budget.recordFailure(at: clock.at(3)) == .exhausted(cooldown: .seconds(30)))
        #expect(budget.retryAfter(at: clock.at(3)) == .seconds(30))
        #expect(budget.retryAfter(at: clock.at(32.5)) == .milliseconds(500))
        #expect(budget.retryAfter(at: clock.at(33)) == nil)
    }

    @Test func eachFurtherExhaustionDoublesUpToTheCap() {
        let clock = TestClock()
        var budget = PasscodeFailureBudget()
        var time = 0.0
        var cooldowns: [Duration] = []
        for _ in 0..<7 {
            guard case .exhausted(let cooldown) = fail(&budget, 10, at: clock.at(time)) else {
                Issue.record("budget not exhausted")
                return
            }
            cooldowns.append(cooldown)
            time += Double(cooldown.components.seconds)
        }
        #expect(cooldowns == [30, 60, 120, 240, 480, 960, 960].map { Duration.seconds($0) })
    }

    @Test func aSuccessResetsTheCountButNotTheDoubling() {
        let clock = TestClock()
        var budget = PasscodeFailureBudget()
        fail(&budget, 10, at: clock.at(0))
        fail(&budget, 9, at: clock.at(31))
        budget.recordSuccess()
        #expect(budget.failures == 0)
        #expect(budget.recordFailure(at: clock.at(32)) == .counted(remaining: 9))
        #expect(fail(&budget, 9, at: clock.at(33)) == .exhausted(cooldown: .seconds(60)))
    }

    @Test func aQuietPeriodResetsEverything() {
        let clock = TestClock()
        var budget = PasscodeFailureBudget()
        fail(&budget, 10, at: clock.at(0))
        fail(&budget, 5, at: clock.at(40))
        // Quiet for ten minutes after the last failure.
        #expect(budget.recordFailure(at: clock.at(640)) == .counted(remaining: 9))
        #expect(budget.exhaustions == 0)
        #expect(fail(&budget, 9, at: clock.at(641)) == .exhausted(cooldown: .seconds(30)))
    }

    @Test func theQuietPeriodCountsFromTheEndOfTheCooldown() {
        let clock = TestClock()
        var budget = PasscodeFailureBudget()
        fail(&budget, 10, at: clock.at(0))
        // 599 s after the cooldown ended: not quiet long enough, the doubling stays.
        #expect(fail(&budget, 10, at: clock.at(629)) == .exhausted(cooldown: .seconds(60)))
    }
}
