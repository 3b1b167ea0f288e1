import NIOCore

/// How much decoding work one connection may ask of a host: a token bucket of envelope bytes
/// (after inflating). A frame is decoded when the bucket holds its size; otherwise reading from
/// that connection pauses until the bucket has refilled, so TCP pushes back on the sender while
/// every other connection is served (issue 17: one peer's frames stalled the whole lobby).
///
/// A pure value: time comes in as `now`.
public struct DecodeBudget: Hashable, Sendable {
    /// The rate and burst of one phase.
    public struct Allowance: Hashable, Sendable {
        /// Envelope bytes a connection may have decoded at once, from a full bucket.
        public var burst: Int
        /// Envelope bytes added to the bucket per second.
        public var bytesPerSecond: Int

        /// Creates an allowance; `burst` must be at least the largest frame the phase accepts.
        public init(burst: Int, bytesPerSecond: Int) {
            self.burst = max(1, burst)
            self.bytesPerSecond = max(1, bytesPerSecond)
        }

        /// Before the join: a real `hello` is under 1 KiB and a join takes 2-3 messages.
        public static let joinRequest = DecodeBudget.Allowance(burst: 32 * 1024, bytesPerSecond: 8 * 1024)
        /// A seated member: game actions are at most 16 KiB each and come a few a second; a
        /// drawing streams ~1-2 KiB/s.
        public static let member = DecodeBudget.Allowance(burst: 256 * 1024, bytesPerSecond: 128 * 1024)
        /// Every connection of the process that has not joined, together: connections are cheap to
        /// open, so their sum is bounded too (hundreds of honest joins a second fit).
        public static let allJoinRequests = DecodeBudget.Allowance(burst: 256 * 1024, bytesPerSecond: 512 * 1024)
        /// A seated member's small frames (see ``DecodeBudget/smallFrameLimit``), each counted as
        /// at least ``DecodeBudget/smallFrameFloor`` bytes. A release build: 1 MiB at once and
        /// 512 KiB a second, far above any honest rate (a benchmark client's 6,500 moves a second
        /// come to ~420 KB/s). A debug build (what `swift build` gives a newcomer) decodes 30-100x
        /// slower, so it gets less: 64 KiB at once and a second (1,000 moves a second),
        /// and a member flooding the largest small frames no longer holds its one event loop
        /// (issue 24).
        public static let memberSmallFrames: DecodeBudget.Allowance = {
            #if DEBUG
                DecodeBudget.Allowance(burst: 64 * 1024, bytesPerSecond: 64 * 1024)
            #else
                DecodeBudget.Allowance(burst: 1024 * 1024, bytesPerSecond: 512 * 1024)
            #endif
        }()
    }

    /// A joined member's frames up to this many envelope bytes (a move, a ping) are decoded on the
    /// event loop at once and not charged to the member's budget: their cost is per message (up to a
    /// few milliseconds each in a debug build for the costliest, microseconds in release), and a host decodes at most 16
    /// of them in a row before serving its other connections. Charging them there would cap an
    /// honest client's message rate (45-byte actions at 128 KiB/s: 2,900 a second); they have a
    /// bucket of their own, ``Allowance/memberSmallFrames``, far above any honest rate.
    public static let smallFrameLimit = 1024

    /// What a small frame costs at least against ``Allowance/memberSmallFrames``: the work of a
    /// message is mostly per message, not per byte.
    public static let smallFrameFloor = 64

    /// The cost of a small frame of `bytes` envelope bytes against ``Allowance/memberSmallFrames``.
    public static func smallFrameCost(_ bytes: Int) -> Int { max(bytes, smallFrameFloor) }

    /// What to do with the next frame.
    public enum Decision: Hashable, Sendable {
        /// Decode it now (its cost has been taken from the bucket).
        case decode
        /// Leave it, and stop reading, until this instant; then ask again.
        case wait(until: NIODeadline)
    }

    private var allowance: Allowance
    private var hasJoined = false
    private var tokens: Int
    private var updated: NIODeadline

    /// A full bucket at `now`.
    public init(allowance: Allowance, now: NIODeadline) {
        self.allowance = allowance
        tokens = allowance.burst
        updated = now
    }

    /// Envelope bytes that may be decoded right now.
    public var available: Int { tokens }

    /// Follows the connection's phase: from the join on, the ``Allowance/member`` allowance
    /// (once; what was spent stays spent).
    public mutating func follow(_ phase: FramePhase, now: NIODeadline) {
        switch phase {
        case .handshake: return
        case .established:
            guard !hasJoined else { return }
            hasJoined = true
            change(to: .member, now: now)
        }
    }

    /// Switches to another phase's allowance (after the join), keeping what was spent.
    public mutating func change(to allowance: Allowance, now: NIODeadline) {
        refill(now: now)
        tokens += allowance.burst - self.allowance.burst
        tokens = min(tokens, allowance.burst)
        self.allowance = allowance
    }

    /// Takes `bytes` (capped at the burst, so that any frame the limits allow can pass) if the
    /// bucket holds them at `now`, else says when it will.
    public mutating func spend(_ bytes: Int, now: NIODeadline) -> Decision {
        refill(now: now)
        let cost = min(max(bytes, 0), allowance.burst)
        guard tokens < cost else {
            tokens -= cost
            return .decode
        }
        let missing = Int64(cost - tokens)
        let nanoseconds = (missing * 1_000_000_000 + Int64(allowance.bytesPerSecond) - 1) / Int64(allowance.bytesPerSecond)
        return .wait(until: updated + .nanoseconds(nanoseconds))
    }

    /// Gives back what ``spend(_:now:)`` took for a frame that was not decoded after all.
    public mutating func refund(_ bytes: Int) {
        tokens = min(allowance.burst, tokens + min(max(bytes, 0), allowance.burst))
    }

    private mutating func refill(now: NIODeadline) {
        guard now > updated else { return }
        let elapsed = (now - updated).nanoseconds
        let earned = elapsed.multipliedReportingOverflow(by: Int64(allowance.bytesPerSecond))
        let gained = earned.overflow ? Int64(allowance.burst) : earned.partialValue / 1_000_000_000
        guard gained > 0 else { return }
        tokens = Int(min(Int64(allowance.burst), Int64(tokens) + gained))
        // Keep the remainder of a partly earned byte: advance only by the time the bytes took.
        updated = tokens == allowance.burst ? now : updated + .nanoseconds(gained * 1_000_000_000 / Int64(allowance.bytesPerSecond))
    }
}
