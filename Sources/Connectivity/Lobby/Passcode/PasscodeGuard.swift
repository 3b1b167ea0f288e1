/// Wrong-passcode limits by source address first, then lobby-wide (issue 17: ten wrong guesses from
/// one attacker used to lock every newcomer out of a private lobby).
///
/// - Each address has its own ``PasscodeFailureBudget`` (10 failures, then a 30 s cooldown that
///   doubles): a guesser slows only itself.
/// - The lobby-wide budget (50 failures) counts at most one budget's worth of failures from each
///   address until that address's budget resets, so one address can never lock others out; only
///   guessing from many addresses at once (a distributed attack) closes the lobby to everyone.
///
/// Addresses are tracked in a bounded table: past ``Policy/maximumTrackedAddresses``, quiet entries
/// are forgotten first; if every entry is busy, the newest addresses share one overflow entry.
public struct PasscodeGuard: Sendable {
    /// The tunables.
    public struct Policy: Hashable, Sendable {
        /// Each source address's budget.
        public var perAddress: PasscodeFailureBudget.Policy
        /// The lobby's budget, fed by at most `perAddress.failuresPerBudget` failures per address.
        public var lobbyWide: PasscodeFailureBudget.Policy
        /// Addresses remembered at once.
        public var maximumTrackedAddresses: Int

        /// Defaults: 10 per address, 50 lobby-wide, 1024 addresses.
        public init(
            perAddress: PasscodeFailureBudget.Policy = PasscodeFailureBudget.Policy(),
            lobbyWide: PasscodeFailureBudget.Policy = PasscodeFailureBudget.Policy(failuresPerBudget: 50),
            maximumTrackedAddresses: Int = 1024
        ) {
            self.perAddress = perAddress
            self.lobbyWide = lobbyWide
            self.maximumTrackedAddresses = max(1, maximumTrackedAddresses)
        }
    }

    /// What one failure led to.
    public struct Outcome: Hashable, Sendable {
        /// Failures left before a cooldown hits this address (the smaller of its own and the lobby's).
        public var remaining: Int
        /// A cooldown for this address alone started.
        public var addressCooldown: Duration?
        /// A cooldown for everyone started.
        public var lobbyCooldown: Duration?
    }

    private struct Entry: Sendable {
        var budget: PasscodeFailureBudget
        /// Failures of this address counted lobby-wide since its budget last reset.
        var contributed = 0
    }

    /// The table key for connections whose address is unknown, and for the overflow.
    static let unknownAddress = "?"
    static let overflowAddress = "*"

    /// The tunables in force.
    public let policy: Policy
    private var entries: [String: Entry] = [:]
    private var lobby: PasscodeFailureBudget

    /// Full budgets.
    public init(policy: Policy = Policy()) {
        self.policy = policy
        self.lobby = PasscodeFailureBudget(policy: policy.lobbyWide)
    }

    /// Addresses currently remembered.
    public var trackedAddresses: Int { entries.count }

    /// How long joins from `address` must wait, or `nil` when an attempt is allowed.
    public mutating func retryAfter(address: String?, at now: ContinuousClock.Instant) -> Duration? {
        let lobbyWait = lobby.retryAfter(at: now)
        let key = self.key(for: address)
        var addressWait: Duration?
        if var entry = entries[key] {
            addressWait = entry.budget.retryAfter(at: now)
            if entry.budget.failures == 0 && entry.budget.exhaustions == 0 { entry.contributed = 0 }
            entries[key] = entry
        }
        switch (lobbyWait, addressWait) {
        case (nil, nil): return nil
        case (let wait?, nil), (nil, let wait?): return wait
        case (let a?, let b?): return max(a, b)
        }
    }

    /// Counts a wrong or malformed answer from `address`.
    public mutating func recordFailure(address: String?, at now: ContinuousClock.Instant) -> Outcome {
        _ = retryAfter(address: address, at: now)  // decays both budgets
        let key = admitKey(for: address, at: now)
        var entry = entries[key] ?? Entry(budget: PasscodeFailureBudget(policy: policy.perAddress))
        var outcome = Outcome(remaining: 0)
        switch entry.budget.recordFailure(at: now) {
        case .counted(let remaining): outcome.remaining = remaining
        case .exhausted(let cooldown): outcome.addressCooldown = cooldown
        }
        if entry.contributed < policy.perAddress.failuresPerBudget {
            entry.contributed += 1
            switch lobby.recordFailure(at: now) {
            case .counted(let remaining): outcome.remaining = min(outcome.remaining, remaining)
            case .exhausted(let cooldown):
                outcome.lobbyCooldown = cooldown
                outcome.remaining = 0
            }
        }
        entries[key] = entry
        return outcome
    }

    /// A correct passcode from `address`: its failure count starts over (the lobby's too).
    public mutating func recordSuccess(address: String?) {
        entries[key(for: address)]?.budget.recordSuccess()
        lobby.recordSuccess()
    }

    private func key(for address: String?) -> String {
        guard let address else { return Self.unknownAddress }
        return entries[address] != nil || entries.count < policy.maximumTrackedAddresses ? address : Self.overflowAddress
    }

    /// The key a failure is recorded under, making room in the table first when it is full.
    private mutating func admitKey(for address: String?, at now: ContinuousClock.Instant) -> String {
        guard let address else { return Self.unknownAddress }
        if entries[address] != nil || entries.count < policy.maximumTrackedAddresses { return address }
        for (key, var entry) in entries {
            _ = entry.budget.retryAfter(at: now)
            if entry.budget.failures == 0 && entry.budget.exhaustions == 0 { entries[key] = nil }
        }
        return entries.count < policy.maximumTrackedAddresses ? address : Self.overflowAddress
    }
}
