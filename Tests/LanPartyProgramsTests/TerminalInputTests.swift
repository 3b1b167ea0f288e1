import GameCore
@testable import LanPartyPrograms
import Testing

/// The raw terminal input: keys and mouse reports from bytes split anywhere, the line editing, the
/// drag collection and where the screen sits.
@Suite struct TerminalInputTests {
    /// Everything `bytes` decode to, fed in pieces cut at `cuts`.
    func keys(_ bytes: [UInt8], cutAt cuts: [Int] = []) -> [TerminalKey] {
        var parser = TerminalInputParser()
        var result: [TerminalKey] = []
        var start = 0
        for cut in cuts + [bytes.count] {
            result += parser.feed(bytes[start..<cut])
            start = cut
        }
        return result
    }

    static let sample = Array("a\u{1B}[<0;7;6Mé\u{1B}[<32;8;6M\u{1B}[12;1R\u{1B}[<0;8;6m\r\n".utf8)
    static let sampleKeys: [TerminalKey] = [
        .text("a"), .mouse(MouseReport(code: 0, column: 7, row: 6, isRelease: false)), .text("é"),
        .mouse(MouseReport(code: 32, column: 8, row: 6, isRelease: false)), .cursorPosition(row: 12, column: 1),
        .mouse(MouseReport(code: 0, column: 8, row: 6, isRelease: true)), .enter,
    ]

    @Test func keysMouseAndCursorReportsDecode() {
        #expect(keys(Self.sample) == Self.sampleKeys)
    }

    @Test func bytesSplitAnywhereDecodeTheSame() {
        for cut in 0...Self.sample.count {
            #expect(keys(Self.sample, cutAt: [cut]) == Self.sampleKeys, "cut at \(cut)")
        }
        // One byte at a time.
        #expect(keys(Self.sample, cutAt: Array(0..<Self.sample.count)) == Self.sampleKeys)
    }

    @Test func editingKeysDecode() {
        #expect(keys([0x7F, 0x08, 0x15, 0x04, 0x0A, 0x0D, 0x0D, 0x09]) == [
            .backspace, .backspace, .clearLine, .endOfInput, .enter, .enter, .enter, .text("\t"),
        ])
    }

    @Test func hostileAndUnknownSequencesAreDroppedWithinBounds() {
        // Arrow keys (CSI and SS3), a lone ESC pair, and bad mouse fields mean nothing.
        #expect(keys(Array("\u{1B}[A\u{1B}OB\u{1B}x\u{1B}[<0;99999999;1M\u{1B}[<0;1M\u{1B}[<0;1;1;1M\u{1B}[<;1;1Mz".utf8)) == [.text("z")])
        // An endless sequence is cut at the bound; typing after it decodes again.
        let endless = Array("\u{1B}[<".utf8) + Array(repeating: UInt8(ascii: "1"), count: 10_000) + Array("Mok".utf8)
        let decoded = keys(endless)
        #expect(decoded.allSatisfy { if case .text = $0 { true } else { false } })
        #expect(decoded.suffix(2) == [.text("o"), .text("k")])
        // Broken UTF-8 is dropped; the next character is kept.
        #expect(keys([0xC3, 0x41, 0xFF, 0xE2, 0x82, 0xAC]) == [.text("€")])
    }

    @Test func theEditorEchoesEditsAndSubmits() {
        var editor = LineEditor()
        var echo = ""
        var lines: [String] = []
        for key in keys(Array("gues\u{7F}\u{7F}ss x\u{15}guess cat\r".utf8)) {
            let effect = editor.apply(key, echoes: true)
            echo += effect.echo
            if let line = effect.line { lines.append(line) }
        }
        #expect(lines == ["guess cat"])
        #expect(echo.hasPrefix("gues\u{8} \u{8}\u{8} \u{8}ss x\r\u{1B}[K"))
        #expect(echo.hasSuffix("guess cat\n"))
        // Cooked: the terminal echoed already; only whole lines come out.
        var cooked = LineEditor()
        #expect(cooked.apply(.text("a"), echoes: false) == LineEditor.Effect())
        #expect(cooked.apply(.enter, echoes: false) == LineEditor.Effect(line: "a"))
        #expect(cooked.apply(.endOfInput, echoes: false).endsInput)
    }

    @Test func theEditorKeepsAtMostTheLongestLine() {
        var editor = LineEditor()
        for _ in 0..<(LineEditor.maximumLength + 10) { _ = editor.apply(.text("x"), echoes: true) }
        #expect(editor.text.count == LineEditor.maximumLength)
        #expect(editor.apply(.endOfInput, echoes: true).endsInput == false)
    }

    func report(_ code: Int, _ column: Int, _ row: Int, release: Bool = false) -> MouseReport {
        MouseReport(code: code, column: column, row: row, isRelease: release)
    }

    @Test func aLeftDragIsCollectedFromPressToRelease() {
        var drag = MouseDrag()
        #expect(drag.apply(report(32, 1, 1)) == nil)  // Motion before a press: nothing.
        #expect(drag.apply(report(0, 7, 6)) == nil)
        #expect(drag.apply(report(32, 7, 6)) == nil)  // Same cell: kept once.
        #expect(drag.apply(report(64, 9, 9)) == nil)  // The wheel is not the button.
        #expect(drag.apply(report(34, 9, 9)) == nil)  // Right-button motion neither.
        #expect(drag.apply(report(32, 8, 7)) == nil)
        #expect(drag.apply(report(0, 9, 7, release: true)) == [
            TerminalPosition(row: 6, column: 7), TerminalPosition(row: 7, column: 8), TerminalPosition(row: 7, column: 9),
        ])
        #expect(!drag.isDragging)
        #expect(drag.apply(report(2, 3, 3)) == nil && !drag.isDragging)  // Right button: no drag.
    }

    @Test func aDragKeepsAtMostItsBound() {
        var drag = MouseDrag()
        _ = drag.apply(report(0, 1, 1))
        for column in 2...3000 { _ = drag.apply(report(32, column, 1)) }
        #expect(drag.apply(report(0, 3001, 1, release: true))?.count == MouseDrag.maximumCells)
    }

    @Test func theScreenIsPlacedByTheCursorReportAndFollowsScrolling() {
        var placement = ScreenPlacement()
        placement.shown(Array(repeating: "x", count: 22))
        #expect(placement.cell(at: TerminalPosition(row: 5, column: 7)) == nil)
        placement.shown(Array(repeating: "y", count: 22))
        placement.cursorReported(row: 20)  // The first screen's answer: it is no longer shown.
        #expect(placement.firstRow == nil)
        placement.cursorReported(row: 24)
        #expect(placement.firstRow == 2)
        #expect(placement.cell(at: TerminalPosition(row: 6, column: 7)) == TerminalCell(line: 4, column: 6))
        // Enter on the bottom row scrolls the screen up by one.
        placement.newline(height: 24)
        #expect(placement.cell(at: TerminalPosition(row: 5, column: 7)) == TerminalCell(line: 4, column: 6))
        // Above the bottom, the cursor moves and the screen stays.
        placement.shown(["a", "b"])
        placement.cursorReported(row: 10)
        placement.newline(height: 24)
        #expect(placement.firstRow == 8)
        // After a stop and resume nothing is placed until the next screen.
        placement.forget()
        #expect(placement.cell(at: TerminalPosition(row: 9, column: 1)) == nil)
    }
}
