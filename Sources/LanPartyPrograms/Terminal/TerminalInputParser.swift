/// One thing a person did at a terminal in raw mode, decoded from its bytes.
public enum TerminalKey: Equatable, Sendable {
    /// Printable text (one character, possibly several UTF-8 bytes).
    case text(String)
    /// Enter (CR or LF; a CR LF pair counts once).
    case enter
    /// Backspace or Delete.
    case backspace
    /// Ctrl-U: forget the line typed so far.
    case clearLine
    /// Ctrl-D: end of input when the line is empty.
    case endOfInput
    /// An xterm SGR mouse report.
    case mouse(MouseReport)
    /// The answer to a cursor position request (`ESC [ 6 n`), 1-based.
    case cursorPosition(row: Int, column: Int)
}

/// An xterm SGR (mode 1006) mouse report: `ESC [ < b ; x ; y M` (press or motion) or `... m` (release).
public struct MouseReport: Equatable, Sendable {
    /// The button code `b`: low 2 bits the button, +32 motion, +64 wheel, +4/8/16 Shift/Meta/Ctrl.
    public var code: Int
    /// The terminal column, from 1.
    public var column: Int
    /// The terminal row, from 1.
    public var row: Int
    /// Whether this is a release (`m`).
    public var isRelease: Bool

    /// Creates a report.
    public init(code: Int, column: Int, row: Int, isRelease: Bool) {
        self.code = code
        self.column = column
        self.row = row
        self.isRelease = isRelease
    }

    /// The left button, without wheel (modifier keys do not matter).
    var isLeftButton: Bool { code & 0b0100_0011 == 0 }
    /// Whether the mouse moved with the button held (mode 1002).
    var isMotion: Bool { code & 32 != 0 }
}

/// Splits a terminal's raw input bytes into ``TerminalKey``s. Bytes may arrive split anywhere: an
/// unfinished escape sequence or UTF-8 character waits for the next ``feed(_:)``.
///
/// Bounded: an escape sequence longer than ``maximumSequenceLength`` bytes, and any sequence this
/// parser does not know (arrow keys, function keys), is dropped whole; numbers are capped at 5 digits.
public struct TerminalInputParser: Sendable {
    /// The longest escape sequence kept; a mouse report needs at most `ESC[<` + 3 × 5 digits + 3.
    public static let maximumSequenceLength = 32

    private var pending: [UInt8] = []
    private var afterCarriageReturn = false

    /// A parser with nothing pending.
    public init() {}

    /// The keys `bytes` complete, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
        var keys: [TerminalKey] = []
        for byte in bytes {
            if let key = take(byte) { keys.append(key) }
        }
        return keys
    }

    private mutating func take(_ byte: UInt8) -> TerminalKey? {
        if pending.isEmpty {
            let wasCarriageReturn = afterCarriageReturn
            afterCarriageReturn = byte == 0x0D
            switch byte {
            case 0x0D: return .enter
            case 0x0A: return wasCarriageReturn ? nil : .enter
            case 0x7F, 0x08: return .backspace
            case 0x15: return .clearLine
            case 0x04: return .endOfInput
            case 0x09: return .text("\t")
            case 0x1B, 0x80...0xFF:
                pending = [byte]
                return byte >= 0xC2 && byte <= 0xF4 || byte == 0x1B ? nil : drop()
            case 0x20...0x7E: return .text(String(UnicodeScalar(byte)))
            default: return nil  // Other control bytes mean nothing here.
            }
        }
        pending.append(byte)
        return pending[0] == 0x1B ? continueEscape(byte) : continueCharacter(byte)
    }

    /// UTF-8: the lead byte says how many continuation bytes follow.
    private mutating func continueCharacter(_ byte: UInt8) -> TerminalKey? {
        guard byte & 0xC0 == 0x80 else { return drop() }
        let needed = pending[0] >= 0xF0 ? 4 : pending[0] >= 0xE0 ? 3 : 2
        guard pending.count == needed else { return nil }
        defer { pending = [] }
        guard let text = String(validating: pending, as: UTF8.self) else { return nil }
        return .text(text)
    }

    private mutating func continueEscape(_ byte: UInt8) -> TerminalKey? {
        guard pending.count <= Self.maximumSequenceLength else { return drop() }
        if pending.count == 2 {
            // Only CSI (`ESC [`) and SS3 (`ESC O`, one more byte) are kept; other pairs are dropped.
            return byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") ? nil : drop()
        }
        if pending[1] == UInt8(ascii: "O") { return drop() }
        // A CSI sequence ends with its final byte, 0x40-0x7E.
        guard (0x40...0x7E).contains(byte) else { return nil }
        defer { pending = [] }
        return Self.decodeCSI(Array(pending[2...]))
    }

    private mutating func drop() -> TerminalKey? {
        pending = []
        return nil
    }

    /// `<b;x;yM`, `<b;x;ym` and `row;colR`; anything else is `nil`.
    static func decodeCSI(_ body: [UInt8]) -> TerminalKey? {
        guard let final = body.last else { return nil }
        let isMouse = body.first == UInt8(ascii: "<")
        let numbers = body.dropFirst(isMouse ? 1 : 0).dropLast().split(
            separator: UInt8(ascii: ";"), omittingEmptySubsequences: false
        ).map(number)
        switch (isMouse, final) {
        case (true, UInt8(ascii: "M")), (true, UInt8(ascii: "m")):
            guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2] else { return nil }
            return .mouse(MouseReport(code: code, column: column, row: row, isRelease: final == UInt8(ascii: "m")))
        case (false, UInt8(ascii: "R")):
            guard numbers.count == 2, let row = numbers[0], let column = numbers[1] else { return nil }
            return .cursorPosition(row: row, column: column)
        default:
            return nil
        }
    }

    /// A decimal of 1-5 digits, else `nil`.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard (1...5).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}
