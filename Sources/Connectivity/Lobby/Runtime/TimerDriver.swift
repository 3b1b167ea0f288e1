/// The timers of one state machine, for the actor that drives it: a table of deadlines and one task
/// sleeping (on the real continuous clock) until the earliest of them.
///
/// The machines stay pure: they only say `schedule`/`cancel`; this turns that into a wake-up call.
struct TimerDriver<Timer: Hashable & Sendable>: Sendable {
    private var deadlines: [Timer: ContinuousClock.Instant] = [:]
    private var sleeper: Task<Void, Never>?
    private var armedFor: ContinuousClock.Instant?

    /// Schedules (or moves) a timer.
    mutating func schedule(_ timer: Timer, at deadline: ContinuousClock.Instant) { deadlines[timer] = deadline }

    /// Forgets a timer.
    mutating func cancel(_ timer: Timer) { deadlines[timer] = nil }

    /// Removes and returns the timers due at `now`, earliest first.
    mutating func takeDue(at now: ContinuousClock.Instant) -> [Timer] {
        let due = deadlines.filter { $0.value <= now }.sorted { $0.value < $1.value }
        for (timer, _) in due { deadlines[timer] = nil }
        return due.map(\.key)
    }

    /// Makes sure one task sleeps until the earliest deadline and then calls the closure `wake`
    /// makes; restarts the sleeper only when the earliest deadline changed. `wake` is called only
    /// then: the actors rearm after every message, and building the closure allocates.
    mutating func rearm(making wake: () -> @Sendable () async -> Void) {
        guard let earliest = deadlines.values.min() else {
            stop()
            return
        }
        if earliest == armedFor, sleeper != nil { return }
        sleeper?.cancel()
        armedFor = earliest
        let wakeUp = wake()
        sleeper = Task {
            try? await Task.sleep(until: earliest, clock: .continuous)
            guard !Task.isCancelled else { return }
            await wakeUp()
        }
    }

    /// Wakes no more (the machine is done); pending deadlines are dropped.
    mutating func stop() {
        sleeper?.cancel()
        sleeper = nil
        armedFor = nil
    }

    /// Marks the current sleeper as finished (called by the woken actor before firing), so the next
    /// ``rearm(_:)`` starts a new one even for an unchanged deadline.
    mutating func sleeperFinished() {
        sleeper = nil
        armedFor = nil
    }

    /// ``rearm(making:)`` with a closure already made.
    mutating func rearm(_ wake: @escaping @Sendable () async -> Void) {
        rearm(making: { wake })
    }

    /// Forgets every deadline and stops.
    mutating func removeAll() {
        deadlines.removeAll()
        stop()
    }
}
