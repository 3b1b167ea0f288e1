import Connectivity
import Foundation
import GameCore

/// Everything the live screen shows, as plain values: the runtimes change it, ``LiveLayout`` turns
/// it into rows for a terminal size.
public struct LiveScreenState: Equatable, Sendable {
    /// One line of the event area's history: the text (possibly several lines) and its colour.
    public struct Event: Equatable, Sendable {
        /// What happened, as the plain-lines mode prints it.
        public var text: String
        /// SGR parameters for the whole event, empty for the default style.
        public var sgr: String

        /// An event line.
        public init(_ text: String, sgr: String = "") {
            self.text = text
            self.sgr = sgr
        }
    }

    /// How many events are kept; the screen shows the newest that fit.
    public static let eventsKept = 60

    /// The lobby and game: the title bar.
    public var title = "LanParty"
    /// The way in ("Join: http://… · passcode …") while the lobby takes players.
    public var invite: String?
    /// The roster in full: a header and one line per member.
    public var roster: [StyledLine] = []
    /// The roster on one line, for screens too small for the full one.
    public var compactRoster = StyledLine()
    /// The lobby the roster is made from (``layRoster(at:)``), `nil` before the first.
    public var rosterSource: RosterSource?
    /// Whom the game waits for: spotlighted in the roster.
    public var toAct: Set<UUID> = []
    /// Short lines under the roster: who chooses the game, what to type next.
    public var notes: [String] = []
    /// The game's terminal face as its module rendered it, one element per line.
    public var face: [String] = []
    /// The face's colours, line by line, as its module gives them (``TerminalColourGame``); empty
    /// for a plain face.
    public var faceColours: [[TerminalColourRun]] = []
    /// A longer answer (`help`, `rules`, `moves`...) shown where the face goes until the next command
    /// is entered: the event area is too small for it.
    public var overlay: [String]?
    /// Which page of a long ``overlay`` is shown (0 first): Enter on an empty line turns it.
    public var overlayPage = 0
    /// A picture shown where the face goes while no game is on (the join link's QR code).
    public var idlePicture: [String] = []
    /// The events, oldest first.
    public private(set) var events: [Event] = []
    /// Whom the game waits for ("Your turn.", "Waiting for Bo."), from the latest state: one row
    /// above the command line instead of an event per state.
    public var status = ""
    /// The command line being typed.
    public var input = ""
    /// Why the program stops, when it fails: kept whole on the ordinary screen after the exit.
    public var failure: String?

    /// An empty screen.
    public init() {}

    /// Adds an event, forgetting the oldest beyond ``eventsKept``.
    public mutating func append(_ event: Event) {
        events.append(event)
        if events.count > Self.eventsKept { events.removeFirst(events.count - Self.eventsKept) }
    }

    /// The face from a rendered text (a trailing newline adds no line).
    public mutating func setFace(_ text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        face = lines
        faceColours = []
    }
}
