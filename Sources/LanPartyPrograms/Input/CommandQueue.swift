/// Command lines that arrived before the program could act on them, kept in arrival order.
///
/// The guarantee scripts rely on (Docs/CLI.md, "Command order"): lines are carried out one at a
/// time in the order they were read. A lobby command waits for the join, a game command waits for
/// the game; a line that waits holds back every line after it, so `ready`, then `play 7H`, then
/// `leave` happen in that order even when all three were read before the join completed. Lines
/// that can run at once (and `help`, and lines that cannot be understood) do so when nothing is
/// waiting.
struct CommandQueue: Sendable {
    /// What a waiting line needs before it can be carried out.
    enum Need: String, Sendable {
        /// The join must complete (lobby commands).
        case join
        /// A game must be running (game commands).
        case game
    }

    /// The most lines kept waiting; beyond it a line is refused at once (a runaway script).
    static let capacity = 1024

    private(set) var lines: [String] = []

    /// Whether nothing waits.
    var isEmpty: Bool { lines.isEmpty }
    /// How many lines wait.
    var count: Int { lines.count }

    /// Keeps `line` for later; `false` when the queue is full.
    mutating func append(_ line: String) -> Bool {
        guard lines.count < Self.capacity else { return false }
        lines.append(line)
        return true
    }

    /// The oldest waiting line, without removing it.
    var first: String? { lines.first }

    /// Removes the oldest waiting line.
    mutating func removeFirst() { if !lines.isEmpty { lines.removeFirst() } }

    /// Forgets every waiting line and returns how many there were.
    mutating func removeAll() -> Int {
        defer { lines.removeAll() }
        return lines.count
    }

    /// What `command` needs on a joiner, given whether it has joined and whether a game runs;
    /// `nil` when it can be carried out now.
    static func need(of command: SessionCommand, joined: Bool, gameRunning: Bool) -> Need? {
        switch command {
        case .help, .kick, .ban, .stats: nil
        case .ready, .unready, .leave, .quit, .rules, .set, .start, .again, .chooseGame, .games, .settings, .scores, .handOver, .sitOut,
            .answerClaim: joined ? nil : .join
        case .game, .moves: !joined ? .join : (gameRunning ? nil : .game)
        }
    }
}
