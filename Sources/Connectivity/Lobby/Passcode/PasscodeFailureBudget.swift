/// The lobby-wide limit on wrong passcodes (SPEC §5): after ``Policy/failuresPerBudget`` failures,
/// private joins are refused with `tooManyAttempts` for a cooldown that doubles on each further
/// exhaustion, up to ``Policy/maximumCooldown``.
///
/// A correct passcode resets the failure count (not the doubling); a quiet period without failures
/// resets both. Keeping the doubling across successes means an attacker cannot ride on legitimate
/// joins to keep their cooldowns short.
public struct PasscodeFailureBudget: Sendable {
    /// The tunables.
    public struct Policy: Hashable, Sendable {
        /// Failures allowed before a cooldown.
        public var failuresPerBudget: Int
        /// The first cooldown.
        public var firstCooldown: Duration
        /// The longest cooldown.
        public var maximumCooldown: Duration
        /// After this long without a failure (counted from the end of any cooldown), everything resets.
        public var quietPeriod: Duration

        /// Defaults: 10 failures, 30 s doubling up to 16 min, reset after 10 quiet minutes.
        public init(
            failuresPerBudget: Int = 10, firstCooldown: Duration = .seconds(30),
            maximumCooldown: Duration = .seconds(960), quietPeriod: Duration = .seconds(600)
        ) {
            self.failuresPerBudget = max(1, failuresPerBudget)
            self.firstCooldown = firstCooldown
            self.maximumCooldown = maximumCooldown
            self.quietPeriod = quietPeriod
        }
    }

    /// What a failure led to.
    public enum Outcome: Hashable, Sendable {
        /// Counted; this many failures remain before a cooldown.
        case counted(remaining: Int)
        /// The budget ran out: a cooldown of this length starts now.
        case exhausted(cooldown: Duration)
    }

    /// The tunables in force.
    public let policy: Policy
    /// Failures since the last reset or cooldown.
    public private(set) var failures = 0
    /// How many times the budget ran out since the last quiet-period reset.
    public private(set) var exhaustions = 0
    private var cooldownUntil: ContinuousClock.Instant?
    private var lastActivity: ContinuousClock.Instant?

    /// A full budget.
    public init(policy: Policy = Policy()) { self.policy = policy }

    /// The time left in the cooldown, or `nil` when attempts are allowed.
    public mutating func retryAfter(at now: ContinuousClock.Instant) -> Duration? {
        decay(at: now)
        guard let cooldownUntil, now < cooldownUntil else { return nil }
        return cooldownUntil - now
    }

    /// Counts a wrong or malformed answer.
    public mutating func recordFailure(at now: ContinuousClock.Instant) -> Outcome {
        decay(at: now)
        failures += 1
        lastActivity = now
        guard failures >= policy.failuresPerBudget else {
            return .counted(remaining: policy.failuresPerBudget - failures)
        }
        var cooldown = policy.firstCooldown
        for _ in 0..<exhaustions where cooldown < policy.maximumCooldown { cooldown *= 2 }
        cooldown = min(cooldown, policy.maximumCooldown)
        exhaustions += 1
        failures = 0
        cooldownUntil = now + cooldown
        lastActivity = now + cooldown
        return .exhausted(cooldown: cooldown)
    }

    /// A correct passcode: the failure count starts over.
    public mutating func recordSuccess() {
        failures = 0
    }

    private mutating func decay(at now: ContinuousClock.Instant) {
        guard let lastActivity, now - lastActivity >= policy.quietPeriod else { return }
        failures = 0
        exhaustions = 0
        cooldownUntil = nil
        self.lastActivity = nil
    }
}
