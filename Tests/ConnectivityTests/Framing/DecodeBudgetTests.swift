import Connectivity
import NIOCore
import Testing

/// The per-connection decode budget is a token bucket driven by the caller's clock (issue 17).
@Suite("Decode budget")
struct DecodeBudgetTests {
    let start = NIODeadline.uptimeNanoseconds(1_000_000_000)
    let small = DecodeBudget.Allowance(burst: 1_000, bytesPerSecond: 100)

    @Test func aFullBucketPassesItsBurstThenNamesTheInstantToAskAgain() {
        var budget = DecodeBudget(allowance: small, now: start)
        #expect(budget.spend(600, now: start) == .decode)
        #expect(budget.spend(400, now: start) == .decode)
        #expect(budget.available == 0)
        // 50 bytes at 100 a second: half a second.
        #expect(budget.spend(50, now: start) == .wait(until: start + .milliseconds(500)))
        #expect(budget.spend(50, now: start + .milliseconds(499)) == .wait(until: start + .milliseconds(500)))
        #expect(budget.spend(50, now: start + .milliseconds(500)) == .decode)
    }

    @Test func itRefillsWithTimeUpToTheBurstOnly() {
        var budget = DecodeBudget(allowance: small, now: start)
        #expect(budget.spend(1_000, now: start) == .decode)
        #expect(budget.spend(0, now: start + .seconds(3)) == .decode)
        #expect(budget.available == 300)
        #expect(budget.spend(0, now: start + .seconds(60)) == .decode)
        #expect(budget.available == 1_000)
    }

    @Test func partlyEarnedBytesAreNotLost() {
        var budget = DecodeBudget(allowance: small, now: start)
        #expect(budget.spend(1_000, now: start) == .decode)
        // 10 ms earns one byte; 15 ms one and a half: the half is kept for later.
        for step in 1...10 { _ = budget.spend(0, now: start + .milliseconds(15 * Int64(step))) }
        #expect(budget.available == 15)
    }

    @Test func aFrameAboveTheBurstIsChargedTheBurstSoThatItCanPass() {
        var budget = DecodeBudget(allowance: small, now: start)
        #expect(budget.spend(50_000, now: start) == .decode)
        #expect(budget.available == 0)
    }

    @Test func joiningKeepsWhatWasSpentAndWidensTheBucket() {
        var budget = DecodeBudget(allowance: .joinRequest, now: start)
        #expect(budget.spend(30 * 1024, now: start) == .decode)
        budget.follow(.established, now: start)
        budget.follow(.established, now: start)
        #expect(budget.available == 2 * 1024 + (256 - 32) * 1024)
    }

    @Test func theDefaultsLetEveryFrameTheLimitsAllowThrough() {
        #expect(DecodeBudget.Allowance.joinRequest.burst >= FrameLimits.joinRequest.maxDecompressedLength)
        #expect(DecodeBudget.Allowance.member.burst >= FrameLimits.memberMessages.maxDecompressedLength)
    }
}
