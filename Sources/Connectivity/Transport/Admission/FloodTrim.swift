/// When to hand back the memory a flood of refused connections freed (``FreedMemory``): once the
/// refusals (``floodSize`` or more) have stopped for ``quietBeforeTrim``, and once more
/// ``secondTrimAfter`` later, when what the flood's admitted connections left for later (their
/// join deadlines) is gone too, unless a new flood began meanwhile (its own trims follow it).
///
/// A pure value: time comes in as `now`. A trim walks the whole heap under the allocator's locks,
/// in whatever process embeds the lobby, so a few refusals are not worth one.
struct FloodTrim: Sendable {
    /// How long after the last refusal a flood counts as over.
    static let quietBeforeTrim = Duration.seconds(2)
    /// When the second trim follows the first.
    static let secondTrimAfter = Duration.seconds(6)
    /// Refusals that make a flood worth trimming after.
    static let floodSize = 1000

    private var refusedSinceTrim = 0
    private var lastRefusal: ContinuousClock.Instant?
    private var secondTrim: ContinuousClock.Instant?

    /// A connection was refused at `now`.
    mutating func refused(at now: ContinuousClock.Instant) {
        refusedSinceTrim += 1
        lastRefusal = now
        secondTrim = nil
    }

    /// Whether to trim at `now` (then it counts as done).
    mutating func isDue(at now: ContinuousClock.Instant) -> Bool {
        if refusedSinceTrim >= Self.floodSize, let lastRefusal, now - lastRefusal >= Self.quietBeforeTrim {
            refusedSinceTrim = 0
            self.lastRefusal = nil
            secondTrim = now + Self.secondTrimAfter
            return true
        }
        if let secondTrim, now >= secondTrim {
            self.secondTrim = nil
            return true
        }
        return false
    }

    /// When ``isDue(at:)`` may next say yes; `nil` while nothing is pending.
    var nextCheck: ContinuousClock.Instant? {
        if refusedSinceTrim >= Self.floodSize, let lastRefusal { return lastRefusal + Self.quietBeforeTrim }
        return secondTrim
    }
}
