import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal settings mouse drawing needs, and their undoing on every way out.
///
/// Raw-ish: no line buffering (ICANON) and no echo, so mouse reports arrive at once and are not
/// printed; ISIG stays, so Ctrl-C and Ctrl-Z still signal, and output processing stays, so `\n`
/// still starts a new line. Mouse: button-event tracking (1002) with SGR coordinates (1006).
///
/// The saved settings live in statics because `atexit` and the SIGTSTP handler are C functions
/// that cannot capture; they are written only by ``enable()`` under the caller's lock.
enum TerminalModes {
    nonisolated(unsafe) private static var original = termios()
    nonisolated(unsafe) private static var saved = false
    nonisolated(unsafe) private static var active = false
    nonisolated(unsafe) private static var exitHookInstalled = false
    nonisolated(unsafe) private static var mouse = false
    nonisolated(unsafe) private static var alternate = false
    /// What the live screen leaves on the ordinary screen at exit (its last rows), as bytes so the
    /// exit hook writes it without building strings. Guarded by `farewellLock`: the screen's tick
    /// may write it while the exit hook reads it.
    nonisolated(unsafe) private static var farewellBytes: [UInt8] = []
    private static let farewellLock = NSLock()

    /// Sets what the exit leaves on the ordinary screen.
    static func setFarewell(_ text: String) {
        let bytes = Array(text.utf8)
        farewellLock.withLock { farewellBytes = bytes }
    }

    static let mouseOn: StaticString = "\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff: StaticString = "\u{1B}[?1002l\u{1B}[?1006l"

    /// Raw-ish input on, and mouse reporting as `mouse` says (idempotent).
    static func enable(mouse wantsMouse: Bool = true) {
        guard !active else {
            setMouse(wantsMouse)
            return
        }
        if !saved {
            guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
            saved = true
        }
        restoreAtExit()
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        // One byte is enough for a read to return, with no timer.
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return }
        active = true
        setMouse(wantsMouse)
    }

    /// Mouse reporting on or off while the input is raw (idempotent).
    static func setMouse(_ on: Bool) {
        guard active, on != mouse else { return }
        mouse = on
        write(on ? mouseOn : mouseOff)
    }

    /// The live screen's own page (the alternate screen, as full-screen programs use): the
    /// scrollback is left as it was and comes back at exit.
    static func enterAlternateScreen() {
        guard !alternate else { return }
        alternate = true
        write("\u{1B}[?1049h")
    }

    /// Whether the alternate screen is on.
    static var isOnAlternateScreen: Bool { alternate }

    /// The ordinary screen back (with the farewell rows written on it when `farewell`: the program
    /// ends); the input stays as it is.
    static func leaveAlternateScreen(farewell writesFarewell: Bool = true) {
        guard alternate else { return }
        alternate = false
        write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        // Not from the stop handler (`writesFarewell` false there): a lock is no signal-safe call.
        if writesFarewell { farewellLock.withLock { farewellBytes.withUnsafeBytes { write($0) } } }
    }

    /// The saved settings back, mouse reporting off and the ordinary screen back (idempotent;
    /// async-signal-safe calls only when `farewell` is false).
    static func disable(farewell: Bool = true) {
        leaveAlternateScreen(farewell: farewell)
        guard active else { return }
        active = false
        if mouse { write(mouseOff) }
        mouse = false
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &original)
    }

    /// Makes sure the exit hook restores the terminal (for a program that takes the screen before
    /// it changes the input settings).
    static func restoreAtExit() {
        guard !exitHookInstalled else { return }
        exitHookInstalled = true
        atexit { TerminalModes.disable() }
    }

    /// For a program that lets Ctrl-Z stop it at once (lanhost): put the terminal back first, stop
    /// the default way, and once continued take the terminal again. Stopping is the kernel's to
    /// decide (it ignores Ctrl-Z in an orphaned process group): either way the handler carries on.
    static func restoreOnStop() {
        signal(SIGTSTP, stopHandler)
    }

    private static let stopHandler: @convention(c) (Int32) -> Void = { _ in
        let (wasActive, hadMouse, wasAlternate) = (TerminalModes.active, TerminalModes.mouse, TerminalModes.alternate)
        // Stopped, the person sees the ordinary screen; the farewell rows are for the exit only.
        TerminalModes.disable(farewell: false)
        signal(SIGTSTP, SIG_DFL)
        // SIGTSTP is blocked inside its handler; unblocked, the raise stops the process right here.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(SIGTSTP)
        signal(SIGTSTP, TerminalModes.stopHandler)
        if wasActive { TerminalModes.enable(mouse: hadMouse) }
        // The program repaints the page when it hears SIGCONT.
        if wasAlternate { TerminalModes.enterAlternateScreen() }
    }

    /// Writes to the terminal straight away (no buffering to flush; no allocation, for the handlers).
    static func write(_ text: StaticString) {
        write(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Writes `text` straight away.
    static func write(_ text: String) {
        Array(text.utf8).withUnsafeBytes { write($0) }
    }

    private static func write(_ buffer: UnsafeRawBufferPointer) {
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let count = Glibc.write(STDOUT_FILENO, base + offset, buffer.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }
}
