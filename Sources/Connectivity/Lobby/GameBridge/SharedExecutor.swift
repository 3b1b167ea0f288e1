extension Actor {
    /// Whether `other` runs on this actor's serial executor, so this actor's code may enter it
    /// synchronously (`assumeIsolated`). Compares the two executor references bit for bit: `false`
    /// only means "not known to be the same".
    nonisolated func sharesExecutor(with other: any Actor) -> Bool {
        let mine = unownedExecutor
        let theirs = other.unownedExecutor
        return withUnsafeBytes(of: mine) { mine in withUnsafeBytes(of: theirs) { mine.elementsEqual($0) } }
    }
}
