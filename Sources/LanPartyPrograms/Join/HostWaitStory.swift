import Connectivity
import Foundation

/// What `lanjoin` says while its host is gone (issue 39), as a value that takes the time: the host
/// is gone and how long it waits, a line every ``lineInterval`` with the time left (every attempt
/// is a `reconnecting` event, but a line for each would flood a terminal), the host back, the wait
/// over. The page says the same sentences (`words.js`, `hostWait`).
struct HostWaitStory: Sendable {
    /// When the host was lost; `nil` while it is there.
    private(set) var since: ContinuousClock.Instant?
    /// How long this wait lasts in all.
    private(set) var wait: Duration = .zero
    private var lastLine: ContinuousClock.Instant?

    /// At most one line about the wait this often in text mode (the JSON events are all there).
    static let lineInterval: Duration = .seconds(15)

    /// Whether the host is gone and the client waits for it.
    var isWaiting: Bool { since != nil }

    /// The host is gone: `hostUnreachable`, saying how long the client waits.
    mutating func hostGone(wait: Duration, at now: ContinuousClock.Instant) -> CLIEvent {
        since = now
        self.wait = wait
        lastLine = now
        return CLIEvent("hostUnreachable", ["waitSeconds": Self.seconds(wait)], text: Self.goneText(wait: wait))
    }

    /// Attempt `attempt` starts with `remaining` left: `reconnecting`, with a line only now and then.
    mutating func attempt(_ attempt: Int, remaining: Duration, at now: ContinuousClock.Instant) -> CLIEvent {
        var text = ""
        if let lastLine, now - lastLine >= Self.lineInterval {
            text = Self.waitingText(left: remaining)
            self.lastLine = now
        }
        return CLIEvent("reconnecting", ["attempt": .int(attempt), "secondsLeft": Self.seconds(remaining)], text: text)
    }

    /// The seat is back: the fields and words of `resumed` (after a wait, how long it took). A quick
    /// reconnect says where the player is back: in the game that goes on, or in the lobby.
    mutating func hostBack(at now: ContinuousClock.Instant, inGame: Bool) -> (fields: [String: JSONValue], text: String) {
        defer { (since, lastLine) = (nil, nil) }
        guard let since else { return ([:], inGame ? "Back in the game." : "Back in the lobby.") }
        return (["afterSeconds": Self.seconds(now - since)], Self.backText)
    }

    /// The wait is over (`hostLost`): how to take the seat back when the host is resumed later.
    func hostLost(rejoin: String) -> CLIEvent {
        let text = Self.overText(wait: wait) + " When it is started again with lanhost --resume, run \(rejoin) within 30 s of that to take your seat back."
        return CLIEvent("hostLost", ["waitedSeconds": Self.seconds(wait), "rejoin": .string(rejoin)], text: text)
    }

    /// `quit`, `leave` or Ctrl-C while waiting: the last line.
    static let stoppedText = "You stopped waiting for the host and left."
    /// The seat is back after a wait.
    static let backText = "The host is back: you have your seat again."

    /// "The host is gone. Waiting for it to come back (up to 2 min)…"
    static func goneText(wait: Duration) -> String {
        wait == .zero
            ? "The host is gone."
            : "The host is gone. Waiting for it to come back (up to \(span(wait)))…"
    }

    /// "The host is gone. Waiting for it to come back (1 min 40 s left)…"
    static func waitingText(left: Duration) -> String {
        "The host is gone. Waiting for it to come back (\(span(left)) left)…"
    }

    /// "The host did not come back within 2 min."
    static func overText(wait: Duration) -> String {
        wait == .zero ? "The host is gone; not waiting for it (--wait-for-host 0)." : "The host did not come back within \(span(wait))."
    }

    /// "2 min", "1 min 5 s", "45 s": whole seconds, rounded up (a countdown never shows 0 s early).
    static func span(_ duration: Duration) -> String {
        let total = Int((Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18).rounded(.up))
        let (minutes, seconds) = (total / 60, total % 60)
        if minutes == 0 { return "\(seconds) s" }
        return seconds == 0 ? "\(minutes) min" : "\(minutes) min \(seconds) s"
    }

    /// Seconds as a JSON number: an integer when whole, else to the millisecond.
    static func seconds(_ duration: Duration) -> JSONValue {
        let milliseconds = Int((Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15).rounded())
        return milliseconds % 1000 == 0 ? .int(milliseconds / 1000) : .double(Double(milliseconds) / 1000)
    }
}
