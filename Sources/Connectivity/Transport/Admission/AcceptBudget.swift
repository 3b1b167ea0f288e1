import NIOCore

/// How many new connections a listener takes: a token bucket per source address and one for all
/// of them (issue 24: one process opening and closing 14,000 bare connections a second starved a
/// lobby's seated members). A connection over either budget is closed as soon as it is accepted,
/// before anything is allocated for it; the honest rate of a LAN party (a few joins, a page load
/// of a dozen requests) never comes near it.
///
/// A pure value: time comes in as `now`. The address table is bounded: past
/// ``Allowance/maxTrackedAddresses`` the addresses whose bucket has refilled are forgotten, and if
/// none has (the table is scanned at most once a second), every new address shares one overflow
/// bucket.
public struct AcceptBudget: Sendable {
    /// The rates and bursts.
    public struct Allowance: Hashable, Sendable {
        /// Connections one address may open at once, from a full bucket.
        public var burstPerAddress: Int
        /// Connections per second one address earns back.
        public var ratePerAddress: Int
        /// Connections all addresses together may open at once.
        public var burstInAll: Int
        /// Connections per second all addresses together earn back.
        public var rateInAll: Int
        /// Source addresses remembered at once.
        public var maxTrackedAddresses: Int

        /// Creates an allowance (bursts and the table at least 1; a rate of 0 never refills).
        public init(burstPerAddress: Int, ratePerAddress: Int, burstInAll: Int, rateInAll: Int, maxTrackedAddresses: Int) {
            self.burstPerAddress = max(1, burstPerAddress)
            self.ratePerAddress = max(0, ratePerAddress)
            self.burstInAll = max(1, burstInAll)
            self.rateInAll = max(0, rateInAll)
            self.maxTrackedAddresses = max(1, maxTrackedAddresses)
        }

        /// The product's: 128 at once and 64 a second per address (a test machine runs dozens of
        /// clients from 127.0.0.1), 512 and 256 a second in all, 4,096 addresses.
        public static let standard = Allowance(
            burstPerAddress: 128, ratePerAddress: 64, burstInAll: 512, rateInAll: 256, maxTrackedAddresses: 4096)
    }

    /// Whether to keep a new connection.
    public enum Decision: Hashable, Sendable {
        /// Keep it (one token of each bucket spent).
        case accept
        /// Close it at once: its address opened too many lately.
        case refuseAddress
        /// Close it at once: everybody together opened too many lately.
        case refuseInAll
    }

    private let allowance: Allowance
    private var inAll: Bucket
    private var addresses: [String: Bucket] = [:]
    private var overflow: Bucket
    private var lastPruned: NIODeadline?

    /// Full buckets at `now`.
    public init(allowance: Allowance = .standard, now: NIODeadline) {
        self.allowance = allowance
        inAll = Bucket(capacity: allowance.burstInAll, now: now)
        overflow = Bucket(capacity: allowance.burstPerAddress, now: now)
    }

    /// Addresses remembered now (bounded by ``Allowance/maxTrackedAddresses``).
    public var trackedAddresses: Int { addresses.count }

    /// Decides on a connection from `address` (its IP without the port; `nil` when unknown, which
    /// shares the overflow bucket) accepted at `now`.
    public mutating func admit(_ address: String?, now: NIODeadline) -> Decision {
        inAll.refill(rate: allowance.rateInAll, capacity: allowance.burstInAll, now: now)
        guard inAll.tokens >= 1 else { return .refuseInAll }
        let admitted: Bool
        if let address, let known = addresses[address] {
            var bucket = known
            admitted = bucket.take(rate: allowance.ratePerAddress, capacity: allowance.burstPerAddress, now: now)
            addresses[address] = bucket
        } else if let address, makeRoom(now: now) {
            var bucket = Bucket(capacity: allowance.burstPerAddress, now: now)
            admitted = bucket.take(rate: allowance.ratePerAddress, capacity: allowance.burstPerAddress, now: now)
            addresses[address] = bucket
        } else {
            admitted = overflow.take(rate: allowance.ratePerAddress, capacity: allowance.burstPerAddress, now: now)
        }
        guard admitted else { return .refuseAddress }
        inAll.tokens -= 1
        return .accept
    }

    /// Whether one more address fits, forgetting those whose bucket is full again if need be (at
    /// most once a second: a flood from ever new addresses must not cost a scan of the table each).
    private mutating func makeRoom(now: NIODeadline) -> Bool {
        guard addresses.count >= allowance.maxTrackedAddresses else { return true }
        if let lastPruned, now - lastPruned < .seconds(1) { return false }
        lastPruned = now
        let rate = allowance.ratePerAddress
        let capacity = allowance.burstPerAddress
        addresses = addresses.filter { _, bucket in
            var bucket = bucket
            bucket.refill(rate: rate, capacity: capacity, now: now)
            return bucket.tokens < Double(capacity)
        }
        return addresses.count < allowance.maxTrackedAddresses
    }

    /// Tokens (connections) and when they were last counted.
    private struct Bucket: Sendable {
        var tokens: Double
        var updated: NIODeadline

        init(capacity: Int, now: NIODeadline) {
            tokens = Double(capacity)
            updated = now
        }

        mutating func refill(rate: Int, capacity: Int, now: NIODeadline) {
            guard now > updated else { return }
            let seconds = Double((now - updated).nanoseconds) / 1e9
            tokens = min(Double(capacity), tokens + seconds * Double(rate))
            updated = now
        }

        /// Spends one token if there is one.
        mutating func take(rate: Int, capacity: Int, now: NIODeadline) -> Bool {
            refill(rate: rate, capacity: capacity, now: now)
            guard tokens >= 1 else { return false }
            tokens -= 1
            return true
        }
    }
}
