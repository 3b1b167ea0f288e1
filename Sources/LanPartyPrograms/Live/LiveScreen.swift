import Foundation
import GameCore

#if canImport(Glibc)
    import Glibc
#endif

/// The live screen's driver: holds the ``LiveScreenState``, lays it out for the terminal's size
/// (``LiveLayout``) and writes only what changed (``FrameDiff``) on every change, on every clock
/// tick and, in full, on a resize (SIGWINCH) or after the program was stopped and continued.
///
/// Used when stdout and stdin are terminals and not `--json`: the programs then draw on the
/// alternate screen, which ``TerminalModes`` gives back on every way out (exit, Ctrl-C, Ctrl-Z).
public final class LiveScreen: @unchecked Sendable {
    // Safety: every mutable member below is touched only with `lock` held.
    private let lock = NSLock()
    private var state = LiveScreenState()
    private var shown: [String]?
    private var frame: LiveFrame?
    /// The width `shown` was laid out for.
    private var shownWidth = 0
    private var started = false
    private var sources: [any DispatchSourceProtocol] = []
    /// The face as rendered, when its module counts a clock down on it (``TerminalClockGame``).
    private var clockFace: (game: any TerminalClockGame.Type, lines: [String], at: ContinuousClock.Instant)?
    private let clockGames: [GameID: any TerminalClockGame.Type]
    /// The module that colours the face shown, when it does (``TerminalColourGame``).
    private var faceColourer: (any TerminalColourGame.Type)?
    private let colourGames: [GameID: any TerminalColourGame.Type]
    /// The room the face shown was rendered for (`nil`: a face that does not fit itself to a room).
    private var faceRoomRendered: TerminalRoom?
    /// The room last reported to ``onFaceRoomChange(_:)``'s action, so it is reported once.
    private var faceRoomReported: TerminalRoom?
    private var faceRoomChanged: (@Sendable () -> Void)?
    /// Whether rows carry colours (a terminal that has them, `NO_COLOR` unset).
    public let colour: Bool
    private let size: @Sendable () -> (columns: Int, rows: Int)

    /// A screen for stdout; `clockGames` count their clocks down on screen; `size` reads the
    /// terminal's size (tests pass a fixed one).
    public init(
        colour: Bool, clockGames: [any TerminalClockGame.Type] = [], colourGames: [any TerminalColourGame.Type] = [],
        size: @escaping @Sendable () -> (columns: Int, rows: Int) = LiveScreen.terminalSize
    ) {
        self.colour = colour
        self.size = size
        self.clockGames = Dictionary(clockGames.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.colourGames = Dictionary(colourGames.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Takes the terminal: the alternate screen, the first frame, repaints on resize and a tick
    /// every second (a face's clock). Idempotent.
    public func start() {
        lock.withLock {
            guard !started else { return }
            started = true
            TerminalModes.restoreAtExit()
            TerminalModes.enterAlternateScreen()
            let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
            signal(SIGWINCH, SIG_IGN)
            resize.setEventHandler { [weak self] in self?.repaint() }
            resize.resume()
            let tick = DispatchSource.makeTimerSource(queue: .global())
            tick.schedule(deadline: .now() + 1, repeating: 1)
            tick.setEventHandler { [weak self] in self?.update { _ in } }
            tick.resume()
            sources = [resize, tick]
            draw()
        }
    }

    /// Changes the state and redraws what changed.
    public func update(_ change: (inout LiveScreenState) -> Void) {
        lock.withLock {
            change(&state)
            draw()
        }
    }

    /// Redraws every row (the terminal's contents are unknown: resized, or continued after a stop).
    public func repaint() {
        lock.withLock {
            shown = nil
            draw()
        }
    }

    /// The room a game's face may fill now (``LiveLayout/faceRoom(_:width:height:)``).
    public var faceRoom: TerminalRoom {
        lock.withLock {
            let (columns, rows) = size()
            return LiveLayout.faceRoom(state, width: columns, height: rows)
        }
    }

    /// `action` runs (on any thread, and must not call back into the screen synchronously) when
    /// the face room differs from the one the face shown was rendered for: a resize, a roster that
    /// grew. The runtime then renders the face again for ``faceRoom``.
    public func onFaceRoomChange(_ action: @escaping @Sendable () -> Void) {
        lock.withLock { faceRoomChanged = action }
    }

    /// A new screen of `game` (as its module rendered it, for `room` when it fits itself to one):
    /// its clock, if any, counts from now — or, for the same view rendered again for another room
    /// (`again`), from when the view was first shown.
    public func face(_ text: String, game: GameID?, room: TerminalRoom? = nil, again: Bool = false) {
        lock.withLock {
            let shownAt = again ? clockFace?.at ?? ContinuousClock.now : ContinuousClock.now
            state.setFace(text)
            faceRoomRendered = room
            faceRoomReported = room
            clockFace = game.flatMap { clockGames[$0] }.map { ($0, state.face, shownAt) }
            faceColourer = colour ? game.flatMap { colourGames[$0] } : nil
            draw()
        }
    }

    /// Adds an event line to the event area.
    public func event(_ text: String, sgr: String = "") {
        update { $0.append(.init(text, sgr: sgr)) }
    }

    /// Why the program stops: an event now, and whole on the ordinary screen after the exit.
    /// `false` when the screen is not shown (the caller writes it elsewhere).
    @discardableResult
    public func failed(_ text: String) -> Bool {
        lock.withLock {
            guard started, TerminalModes.isOnAlternateScreen else { return false }
            state.append(.init(text, sgr: "31"))
            state.failure = text
            draw()
            return true
        }
    }

    /// The face's rendered lines and where `position` falls on them, `nil` when it is off the face
    /// (or no face is shown): how a mouse drag reaches the module, always in step with the rows drawn.
    public func faceCell(at position: TerminalPosition) -> (cell: TerminalCell, face: [String])? {
        lock.withLock {
            guard let frame, let top = frame.faceTop else { return nil }
            let line = position.row - 1 - top
            guard line >= 0, line < frame.faceRows else { return nil }
            return (TerminalCell(line: line, column: position.column - 1), state.face)
        }
    }

    /// Lays out and writes the difference; keeps the last rows as the farewell. Call with `lock` held.
    private func draw() {
        guard started, TerminalModes.isOnAlternateScreen else { return }
        if let clock = clockFace { state.face = clock.game.screen(clock.lines, after: ContinuousClock.now - clock.at) }
        if let colourer = faceColourer { state.faceColours = state.face.map(colourer.colours(of:)) }
        state.layRoster(at: ContinuousClock.now)
        let (columns, rows) = size()
        // A resize whose signal came before the terminal reported the new size (or none came):
        // the rows on screen are unknown, so everything is written again.
        if let frame, frame.rows.count != rows || shownWidth != columns { shown = nil }
        shownWidth = columns
        reportFaceRoom(LiveLayout.faceRoom(state, width: columns, height: rows))
        let next = LiveLayout.frame(state, width: columns, height: rows)
        let rendered = next.rows.map { $0.rendered(colour: colour) }
        // Kept even when nothing visible changed: an event may have no row on a screen the face fills.
        TerminalModes.setFarewell(Self.farewell(state, width: columns))
        guard rendered != shown || frame.map({ $0.cursor == next.cursor }) != true else { return }
        TerminalModes.write(FrameDiff.escapes(from: shown, to: rendered, cursor: next.cursor))
        shown = rendered
        frame = next
    }

    /// Tells the runtime once when the face shown was rendered for another room than `room`.
    /// Call with `lock` held.
    private func reportFaceRoom(_ room: TerminalRoom) {
        guard let rendered = faceRoomRendered, rendered != room, faceRoomReported != room, !state.face.isEmpty else { return }
        faceRoomReported = room
        faceRoomChanged?()
    }

    /// What stays on the ordinary screen after the program ends: the last face and the last few
    /// one-line events (the result; not a help text that happened to be last).
    static func farewell(_ state: LiveScreenState, width: Int) -> String {
        let events = state.events.filter { !$0.text.contains("\n") && $0.text != state.failure }.suffix(4)
            .flatMap { WordWrap.lines($0.text, width: width) }
        // A failure stays whole: it says what to do next.
        let failure = state.failure.map { [""] + $0.split(separator: "\n").flatMap { WordWrap.lines(String($0), width: width) } } ?? []
        return (state.face + [""] + events + failure).joined(separator: "\n") + "\n"
    }

    /// The terminal's columns and rows (80×24 when it cannot say).
    public static func terminalSize() -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}

extension LiveScreen {
    /// An event as the live screen shows it: in the event area, coloured by kind. The web link's QR
    /// code goes where the face goes while no game is on, instead of flooding the events.
    func show(_ event: CLIEvent) {
        var text = event.text.trimmingCharacters(in: .newlines)
        var picture: [String]?
        if event.name == "web", let range = text.range(of: "\nOr scan this:\n") {
            picture = text[range.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            text = String(text[..<range.lowerBound])
        }
        let sgr = Style.code(for: event.name)
        if event.name == "state" {
            spotlight(event)
            update { $0.status = text }
            return
        }
        guard !text.isEmpty else { return }
        // A long answer to a command takes the face's place until the next command; its first line
        // stays in the events.
        let overlay = Self.overlaid.contains(event.name) && text.contains("\n")
            ? text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + ["", "(Enter: back to the game)"]
            : nil
        let line = overlay.map { _ in String(text.prefix { $0 != "\n" }) } ?? text
        update { state in
            if let picture { state.idlePicture = picture }
            if let overlay {
                state.overlay = overlay
                state.overlayPage = 0
            }
            state.append(.init(line, sgr: sgr == "0" ? "" : sgr))
        }
    }

    /// The events whose text answers a command and may be long.
    static let overlaid: Set<String> = ["help", "rules", "moves", "games", "scores", "settings", "answer", "commandAnswer"]

    /// A line was entered: an empty one turns a long answer's page while more follow; anything
    /// else (or the last page) takes the answer away and gives the face back.
    func commandEntered(_ line: String) {
        let turnsPage = line.isEmpty && lock.withLock { frame?.overlayContinues == true }
        update { state in
            if turnsPage {
                state.overlayPage += 1
            } else {
                state.overlay = nil
                state.overlayPage = 0
            }
        }
    }
}

extension LiveScreen {
    /// Whether a terminal gets the live screen: not on a `dumb` terminal, and not when
    /// `LANPARTY_SCREEN=lines` asks for the scrolling lines of earlier versions.
    public static func wanted(environment: [String: String]) -> Bool {
        environment["TERM"] != "dumb" && environment["LANPARTY_SCREEN"] != "lines"
    }
}
