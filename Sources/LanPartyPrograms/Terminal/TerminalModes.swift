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

    static let mouseOn: StaticString = "\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff: StaticString = "\u{1B}[?1002l\u{1B}[?1006l"

    /// Raw-ish input and mouse reporting on (idempotent).
    static func enable() {
        guard !active else { return }
        if !saved {
            guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
            saved = true
        }
        if !exitHookInstalled {
            exitHookInstalled = true
            atexit { TerminalModes.disable() }
        }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        // One byte is enough for a read to return, with no timer.
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return }
        active = true
        write(mouseOn)
    }

    /// The saved settings back and mouse reporting off (idempotent; async-signal-safe calls only).
    static func disable() {
        guard active else { return }
        active = false
        write(mouseOff)
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &original)
    }

    /// For a program that lets Ctrl-Z stop it at once (lanhost): put the terminal back first, stop
    /// the default way, and once continued take the terminal again. Stopping is the kernel's to
    /// decide (it ignores Ctrl-Z in an orphaned process group): either way the handler carries on.
    static func restoreOnStop() {
        signal(SIGTSTP, stopHandler)
    }

    private static let stopHandler: @convention(c) (Int32) -> Void = { _ in
        let wasActive = TerminalModes.active
        TerminalModes.disable()
        signal(SIGTSTP, SIG_DFL)
        // SIGTSTP is blocked inside its handler; unblocked, the raise stops the process right here.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(SIGTSTP)
        signal(SIGTSTP, TerminalModes.stopHandler)
        if wasActive { TerminalModes.enable() }
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
