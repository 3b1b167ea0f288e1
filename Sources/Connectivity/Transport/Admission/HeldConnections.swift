/// Accepted connections that have not sent a byte yet, held by a listener's accept thread
/// (``AcceptThread``) rather than by the lobby: a bare connection that closes, or says nothing
/// until the join deadline, never costs the lobby's event loop anything (issue 39: a churn of bare
/// connections kept an honest member's ping waiting up to 1.8 s in a debug host).
///
/// A pure value: time comes in as `now`. Bounded: past ``capacity`` the connection held longest
/// goes first. An honest client sends its preface as soon as it is connected, so it is held for
/// a moment only; the oldest is always someone who said nothing.
struct HeldConnections: Sendable {
    /// One held connection.
    struct Entry: Hashable, Sendable {
        /// Its socket.
        let handle: Int32
        /// Its source address (no port), as admission saw it.
        let address: String?
        /// When it was accepted: its join deadline runs from here.
        let acceptedAt: ContinuousClock.Instant
    }

    /// The most connections held at once.
    let capacity: Int
    /// How long one may stay silent: the lobby's join deadline.
    let deadline: Duration
    /// Held now, oldest first.
    private(set) var entries: [Entry] = []

    init(capacity: Int, deadline: Duration) {
        self.capacity = max(1, capacity)
        self.deadline = deadline
    }

    /// Holds `entry`; the one it displaces (the oldest) when the set was full.
    mutating func hold(_ entry: Entry) -> Entry? {
        let displaced = entries.count >= capacity ? entries.removeFirst() : nil
        entries.append(entry)
        return displaced
    }

    /// Stops holding `handle` (it sent something, or went away); its entry.
    mutating func release(_ handle: Int32) -> Entry? {
        guard let index = entries.firstIndex(where: { $0.handle == handle }) else { return nil }
        return entries.remove(at: index)
    }

    /// Removes and returns those silent past the deadline at `now`.
    mutating func expired(at now: ContinuousClock.Instant) -> [Entry] {
        let cut = entries.prefix { now - $0.acceptedAt >= deadline }.count
        defer { entries.removeFirst(cut) }
        return Array(entries.prefix(cut))
    }

    /// When the next held connection's deadline passes.
    var nextDeadline: ContinuousClock.Instant? { entries.first.map { $0.acceptedAt + deadline } }
}
