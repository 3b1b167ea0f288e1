import Foundation
import LanPartyTestKit
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A person draws SketchDuel with the mouse in `lanhost` at 80×24 (tmux), scrolling-lines mode (the
/// live screen has LiveScreenTests): the drag arrives as xterm
/// SGR reports, the stroke reaches the other player with the dragged cells' centres as its points,
/// typing still works in the same session, and the terminal is as before once the program exits.
@Suite("first contact: drawing with the mouse in the terminal", .timeLimit(.minutes(2)))
struct MouseDrawingTests {
    @Test(.enabled(if: TmuxScreen.isAvailable, "tmux is not installed (Scripts/bootstrap installs it)"))
    func aDragOnTheCanvasDrawsTheStrokeAndTheTerminalIsRestored() async throws {
        try await LoopbackTable.with { table in
            let (screen, port, before, after) = try await Self.drawingHost(in: table, environment: "LANPARTY_SCREEN=lines")
            defer { screen.kill() }
            // The guesser is a bot that waits a minute before it guesses: the round stays open.
            let guesser = try await table.joiner(port: port, ["--name", "Ari", "--bot", "--auto-ready", "--bot-delay", "60000"])
            var lines: [String] = []
            try await TerminalGameTests.poll(within: .seconds(20)) {
                lines = try screen.capture().components(separatedBy: "\n")
                return lines.contains { $0.hasPrefix("Draw: line") } && lines.contains { $0.hasPrefix("   0 |") }
            }
            // The face turns mouse reporting on right after it draws the canvas: wait for tmux to see it.
            var flags = ""
            try? await TerminalGameTests.poll(within: .seconds(10)) {
                flags = try screen.mouseFlags()
                return flags == "1 1"
            }
            #expect(flags == "1 1", "mouse reporting (SGR, button events) is on while drawing")
            // Terminal rows and columns count from 1; the braille starts after "   0 |".
            let top = try #require(lines.firstIndex { $0.hasPrefix("   0 |") }) + 1
            let left = 7
            let drag = [(2, 1), (6, 1), (10, 1), (10, 5), (10, 8)]
            var keys = "\u{1B}[<0;\(left + drag[0].0);\(top + drag[0].1)M"
            for (column, row) in drag.dropFirst() { keys += "\u{1B}[<32;\(left + column);\(top + row)M" }
            keys += "\u{1B}[<0;\(left + 10);\(top + 8)m"
            try screen.sendRaw(keys)

            // Each cell's centre in canvas units: 43 × 16 cells over 4096 × 3072.
            let expected = drag.map { ((2 * $0.0 + 1) * 4096 / 86, (2 * $0.1 + 1) * 3072 / 32) }
            let first = try await guesser.next("state", within: .seconds(20)) { Self.strokes(in: $0).count == 1 }
            #expect(Self.strokes(in: first) == [StrokeWire.encode(expected)])
            let inked = try screen.capture().components(separatedBy: "\n")
            #expect(Array(inked[top - 1 + drag[0].1])[left - 1 + drag[0].0] != "\u{2800}", "the pressed cell is inked")

            // Typing in the same session still draws.
            try screen.type("line 0 0 4095 3071")
            let second = try await guesser.next("state", within: .seconds(20)) { Self.strokes(in: $0).count == 2 }
            #expect(Self.strokes(in: second).last == StrokeWire.encode([(0, 0), (4095, 3071)]))

            try screen.type("quit")
            try await TerminalGameTests.poll(within: .seconds(20)) { FileManager.default.fileExists(atPath: after) }
            try await Task.sleep(for: .milliseconds(100))  // `stty -g >` creates the file before writing it.
            let settings = try [before, after].map { try String(contentsOfFile: $0, encoding: .utf8) }
            #expect(!settings[0].isEmpty && settings[0] == settings[1], "the terminal settings are restored")
            #expect(try screen.mouseFlags() == "0 0", "mouse reporting is off again")
        }
    }

    /// The port in `Lobby "…" open on port N`.
    /// A SketchDuel host in tmux whose seat draws round 1, run between two snapshots of the terminal
    /// settings (the files `before` and `after`), and the port it listens on.
    static func drawingHost(
        in table: LoopbackTable, environment: String = ""
    ) async throws -> (screen: TmuxScreen, port: Int, before: String, after: String) {
        let before = table.dataHome.appendingPathComponent("stty-before").path
        let after = table.dataHome.appendingPathComponent("stty-after").path
        let host = try BuiltProducts.executable(named: "lanhost").path
        let screen = try TmuxScreen.start(
            "stty -g > \(before); env \(environment) XDG_DATA_HOME=\(table.dataHome.path) \(host) --game sketch-duel"
                + " --name Hana --auto-start --no-discovery --no-web --port 0 --seed 3; stty -g > \(after); sleep 60")
        var port = 0
        do {
            try await TerminalGameTests.poll(within: .seconds(20)) {
                // With the scrollback: the help text printed after it may push it off the screen.
                port = Self.port(in: try screen.capture(history: true)) ?? 0
                return port > 0
            }
        } catch {
            screen.kill()
            throw error
        }
        return (screen, port, before, after)
    }

    static func port(in screen: String) -> Int? {
        guard let range = screen.range(of: "open on port ") else { return nil }
        return Int(screen[range.upperBound...].prefix { $0.isNumber })
    }

    /// The `points` of each stroke in a `state` event's view.
    static func strokes(in event: ProgramEvent) -> [String] {
        guard case .object(let view)? = event["view"], case .array(let strokes)? = view["strokes"] else { return [] }
        return strokes.compactMap { stroke in
            guard case .object(let fields) = stroke else { return nil }
            return fields["points"]?.stringValue
        }
    }
}

/// SketchDuel's points wire form, written from its description (Docs/Games/SketchDuel.md): zig-zag
/// LEB128 deltas, unpadded base64url.
enum StrokeWire {
    static func encode(_ points: [(Int, Int)]) -> String {
        var bytes: [UInt8] = []
        var previous = (0, 0)
        for point in points {
            for delta in [point.0 - previous.0, point.1 - previous.1] {
                var value = UInt(bitPattern: (delta << 1) ^ (delta >> (Int.bitWidth - 1)))
                while value >= 0x80 {
                    bytes.append(UInt8(value & 0x7F) | 0x80)
                    value >>= 7
                }
                bytes.append(UInt8(value))
            }
            previous = point
        }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
