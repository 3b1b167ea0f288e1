import Foundation
import GameCore

#if canImport(Glibc)
    import Glibc
#endif

/// stdin when a person types at a terminal: lines as before, plus mouse drawing on the screens of
/// games that opt in (``TerminalPointerGame``).
///
/// One thread reads stdin's bytes. While the terminal is cooked (lobby, games without a pointer)
/// the terminal edits and echoes, and whole lines arrive. While a screen takes the pointer, the
/// terminal is raw-ish (``TerminalModes``): this class echoes and edits the line itself and turns
/// a left-button drag into the command line the module names, submitted as if typed. The runtime
/// tells it about each game screen (``showed(_:game:)``) and the game's end (``gameEnded()``).
///
/// With a ``LiveScreen`` the terminal is raw-ish from the start: the typed line is drawn on the
/// screen's command line, and a drag is placed on the face where the screen last drew it.
public final class InteractiveTerminal: @unchecked Sendable {
    // Safety: every mutable member below is touched only with `lock` held.
    private let lock = NSLock()
    private var parser = TerminalInputParser()
    private var editor = LineEditor()
    private var drag = MouseDrag()
    private var placement = ScreenPlacement()
    private var pointerGame: (any TerminalPointerGame.Type)?
    private var wantsPointer = false
    private let games: [GameID: any TerminalPointerGame.Type]
    private var continueSource: (any DispatchSourceSignal)?
    private let stopsItself: Bool
    /// The full-screen view, when the program draws one.
    public let live: LiveScreen?

    /// The lines typed (and drags turned into lines), ending at end of input.
    public let lines: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation

    /// Starts reading stdin. `games` are the modules whose screens take the mouse; `stopsItself`
    /// when Ctrl-Z stops the program directly (no ``ProcessSignal/suspend`` event: lanhost).
    /// With `live`, takes the screen and the keyboard at once.
    public init(games: [any TerminalPointerGame.Type], stopsItself: Bool, live: LiveScreen? = nil) {
        self.games = Dictionary(games.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.stopsItself = stopsItself
        self.live = live
        if let live {
            if stopsItself { TerminalModes.restoreOnStop() }
            TerminalModes.enable(mouse: false)
            live.start()
        }
        (lines, continuation) = AsyncStream.makeStream(of: String.self)
        let source = DispatchSource.makeSignalSource(signal: SIGCONT, queue: .global())
        source.setEventHandler { [weak self] in self?.continued() }
        source.resume()
        continueSource = source
        let thread = Thread { [self] in readLoop() }
        thread.name = "lanparty-terminal"
        thread.start()
    }

    /// A game screen was printed (`text`, as rendered); mouse drawing is on while it takes the pointer.
    public func showed(_ text: String, game: GameID?) {
        lock.withLock {
            pointerGame = game.flatMap { games[$0] }
            var screen = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if text.hasSuffix("\n") { screen.removeLast() }
            wantsPointer = pointerGame?.acceptsPointer(on: screen) ?? false
            if live != nil {
                TerminalModes.enable(mouse: wantsPointer)
                return
            }
            guard wantsPointer else {
                TerminalModes.disable()
                return
            }
            if stopsItself { TerminalModes.restoreOnStop() }
            TerminalModes.enable()
            placement.shown(screen)
            // The answer (`ESC [ row ; col R`) says where the line under the screen is.
            TerminalModes.write("\u{1B}[6n")
        }
    }

    /// The game ended: back to the terminal's own line editing.
    public func gameEnded() {
        lock.withLock {
            wantsPointer = false
            pointerGame = nil
            if live != nil {
                TerminalModes.setMouse(false)
            } else {
                TerminalModes.disable()
            }
        }
    }

    /// Before the program stops itself (Ctrl-Z): the terminal as it was; SIGCONT turns drawing back on.
    public func release() {
        lock.withLock { TerminalModes.disable(farewell: false) }
    }

    private func continued() {
        lock.withLock {
            placement.forget()
            if let live {
                if stopsItself { TerminalModes.restoreOnStop() }
                TerminalModes.enable(mouse: wantsPointer)
                TerminalModes.enterAlternateScreen()
                live.repaint()
                return
            }
            guard wantsPointer else { return }
            if stopsItself { TerminalModes.restoreOnStop() }
            TerminalModes.enable()
        }
    }

    private func readLoop() {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            let ended = lock.withLock { handle(buffer[0..<count]) }
            if ended { break }
        }
        let rest = lock.withLock { editor.text }
        if !rest.isEmpty { continuation.yield(rest) }
        continuation.finish()
    }

    /// Applies the bytes read; `true` when the input ended (Ctrl-D on an empty line in raw mode).
    private func handle(_ bytes: ArraySlice<UInt8>) -> Bool {
        // The live screen draws the typed line itself; the terminal must not echo it either.
        let echoes = wantsPointer && live == nil
        let raw = wantsPointer || live != nil
        for key in parser.feed(bytes) {
            switch key {
            case .mouse(let report):
                guard wantsPointer, let cells = drag.apply(report) else { continue }
                submitDrag(cells)
            case .cursorPosition(let row, _):
                placement.cursorReported(row: row)
            case .text, .enter, .backspace, .clearLine, .endOfInput:
                let effect = editor.apply(key, echoes: echoes)
                if !effect.echo.isEmpty { TerminalModes.write(effect.echo) }
                if effect.echo.contains("\n") { placement.newline(height: Self.terminalHeight()) }
                if let live {
                    // Before the line goes to the program: its answer (`help`) must not arrive
                    // first and be taken away as the answer of an earlier command.
                    let typed = editor.text
                    live.update { $0.input = typed }
                    if let line = effect.line { live.commandEntered(line) }
                    if let line = effect.line, !line.isEmpty { live.event("> " + line, sgr: LiveLayout.dimStyle) }
                }
                if let line = effect.line { continuation.yield(line) }
                if effect.endsInput && raw { return true }
            }
        }
        return false
    }

    private func submitDrag(_ positions: [TerminalPosition]) {
        guard let game = pointerGame else { return }
        if let live {
            let placed = positions.compactMap(live.faceCell(at:))
            guard placed.count == positions.count, let face = placed.first?.face,
                let line = game.pointerCommand(for: placed.map(\.cell), on: face)
            else { return }
            continuation.yield(line)
            return
        }
        let cells = positions.compactMap(placement.cell(at:))
        guard cells.count == positions.count, let line = game.pointerCommand(for: cells, on: placement.lines) else {
            return
        }
        continuation.yield(line)
    }

    /// The terminal's rows (24 when it cannot say).
    private static func terminalHeight() -> Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return 24 }
        return Int(size.ws_row)
    }
}
