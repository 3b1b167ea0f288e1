import GameCore
@testable import LanPartyPrograms
import Testing

/// The live screen's layout as a pure value: every region where it belongs at 80×24 and 120×40,
/// one row per terminal line, nothing wider than the terminal, the face placed for the mouse.
@Suite struct LiveLayoutTests {
    static func state(faceLines: Int, events: Int = 3) -> LiveScreenState {
        var state = LiveScreenState()
        state.title = "Hana's lobby · Crazy Eights"
        state.invite = "Join: http://192.168.1.5:8080 · passcode 4321"
        state.roster = [StyledLine("Hana's lobby (crazy-eights 1.0.0, lobby, 2/4)")]
            + ["Hana", "Ari"].map { StyledLine("  * \($0)  ready", sgr: "32") }
        state.compactRoster = StyledLine("Players: Hana✓  Ari✓")
        state.notes = ["Type 'start' once everyone is ready."]
        state.face = (0..<faceLines).map { "face line \($0)" }
        for index in 0..<events { state.append(.init("event \(index)")) }
        state.input = "play 7H"
        return state
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func everyRowFitsAndTheRegionsComeInOrder(width: Int, height: Int) {
        let frame = LiveLayout.frame(Self.state(faceLines: 8), width: width, height: height)
        #expect(frame.rows.count == height)
        #expect(frame.rows.allSatisfy { $0.count <= width })
        let text = frame.rows.map(\.plain)
        #expect(text[0].contains("Hana's lobby · Crazy Eights") && text[0].contains("passcode 4321"))
        let roster = try! #require(text.firstIndex { $0.contains("(crazy-eights") })
        let face = try! #require(frame.faceTop)
        #expect(text[face] == "face line 0" && roster < face)
        #expect(frame.faceRows == 8)
        #expect(text[height - 2] == "event 2", "the newest event sits just above the command line")
        #expect(text[height - 1] == "> play 7H")
        #expect(frame.cursor.row == height - 1 && frame.cursor.column == 9)
    }

    @Test func aTallFaceTakesTheRosterToOneRowThenToNothing() {
        let squeezed = LiveLayout.frame(Self.state(faceLines: 18), width: 80, height: 24).rows.map(\.plain)
        #expect(squeezed.contains("Players: Hana✓  Ari✓"))
        #expect(!squeezed.contains { $0.contains("(crazy-eights") })
        let full = LiveLayout.frame(Self.state(faceLines: 30), width: 80, height: 24)
        #expect(full.faceTop == 1 && full.faceRows == 22, "title, 22 face rows, command line")
        #expect(full.rows.count == 24)
    }

    @Test func aNarrowTerminalPutsTheWayInOnARowOfItsOwn() {
        let rows = LiveLayout.frame(Self.state(faceLines: 0), width: 50, height: 24).rows.map(\.plain)
        #expect(rows[0].hasPrefix(" Hana's lobby") && !rows[0].contains("Join"))
        #expect(rows[1] == "Join: http://192.168.1.5:8080 · passcode 4321")
    }

    @Test func withoutAFaceEventsFillTheScreenNewestLast() {
        let frame = LiveLayout.frame(Self.state(faceLines: 0, events: 40), width: 80, height: 24)
        let text = frame.rows.map(\.plain)
        #expect(frame.faceTop == nil)
        #expect(text[22] == "event 39" && text.contains("event 25") && !text.contains("event 5"))
    }

    @Test func theIdlePictureShowsOnlyWithoutAFaceAndTakesNoMouse() {
        var state = Self.state(faceLines: 0)
        state.idlePicture = ["█▀▀█", "█▄▄█"]
        let frame = LiveLayout.frame(state, width: 80, height: 24)
        #expect(frame.rows.map(\.plain).contains("█▀▀█"))
        #expect(frame.faceTop == nil)
    }

    @Test func aLongCommandShowsItsEnd() {
        var state = Self.state(faceLines: 0)
        state.input = String(repeating: "x", count: 100) + "END"
        let frame = LiveLayout.frame(state, width: 40, height: 10)
        #expect(frame.rows[9].plain.hasSuffix("END") && frame.rows[9].count <= 40)
        #expect(frame.cursor.column < 40)
    }

    @Test func longEventsWrapBetweenWords() {
        let lines = WordWrap.lines("Ari played the seven of hearts and now Hana must follow suit or draw", width: 20)
        #expect(lines.allSatisfy { $0.count <= 20 })
        #expect(lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
            == "Ari played the seven of hearts and now Hana must follow suit or draw")
        #expect(lines[0] == "Ari played the seven" && lines[1].hasPrefix("  of"))
        #expect(WordWrap.lines(String(repeating: "y", count: 45), width: 20).allSatisfy { $0.count <= 20 })
    }

    @Test func stylesRenderOnlyWithColourAndControlCharactersNeverReachTheTerminal() {
        let line = StyledLine("ok", sgr: "32") + StyledLine("\u{1B}[2Jplain")
        #expect(line.rendered(colour: true) == "\u{1B}[32mok\u{1B}[0m[2Jplain")
        #expect(line.rendered(colour: false) == "ok[2Jplain")
        #expect(line.fitted(to: 4).plain == "ok[2")
    }
}

extension LiveLayoutTests {
    @Test func whoseTurnSitsAboveTheCommandLineNotAmongTheEvents() {
        var state = Self.state(faceLines: 8)
        state.status = "Your turn."
        let rows = LiveLayout.frame(state, width: 80, height: 24).rows.map(\.plain)
        #expect(rows[22] == "Your turn." && rows[21] == "event 2")
        #expect(rows.filter { $0 == "Your turn." }.count == 1)
    }
}

extension LiveLayoutTests {
    @Test func fewEventsSitTogetherUnderTheirRuleAtTheBottom() {
        let rows = LiveLayout.frame(Self.state(faceLines: 8, events: 2), width: 120, height: 40).rows.map(\.plain)
        #expect(rows[36].hasPrefix("───") && rows[37] == "event 0" && rows[38] == "event 1")
        #expect(rows[35].isEmpty)
    }
}

extension LiveLayoutTests {
    @Test func aModulesColourRunsBecomeStyledSpans() {
        let line = StyledLine("hand 7H KS", runs: [
            TerminalColourRun(start: 5, end: 7, colour: .red), TerminalColourRun(start: 8, end: 10, colour: .bold),
        ])
        #expect(line.rendered(colour: true) == "hand \u{1B}[31m7H\u{1B}[0m \u{1B}[1mKS\u{1B}[0m")
        #expect(line.plain == "hand 7H KS")
        // Runs out of order or beyond the line are ignored rather than trusted.
        #expect(StyledLine("ab", runs: [TerminalColourRun(start: 1, end: 9, colour: .red)]).plain == "ab")
    }

    @Test func theFacesColoursAreDrawnOnItsRows() {
        var state = Self.state(faceLines: 2)
        state.faceColours = [[TerminalColourRun(start: 0, end: 4, colour: .cyan)], []]
        let frame = LiveLayout.frame(state, width: 80, height: 24)
        let top = try! #require(frame.faceTop)
        #expect(frame.rows[top].rendered(colour: true) == "\u{1B}[36mface\u{1B}[0m line 0")
        #expect(frame.rows[top + 1].rendered(colour: true) == "face line 1")
    }
}

extension LiveLayoutTests {
    @Test func aLongAnswerTakesTheFacesPlaceAndTheMouseIsOff() {
        var state = Self.state(faceLines: 8)
        state.overlay = ["Commands (one per line):", "  ready | unready"]
        let frame = LiveLayout.frame(state, width: 80, height: 24)
        let rows = frame.rows.map(\.plain)
        #expect(rows.contains("Commands (one per line):") && !rows.contains("face line 0"))
        #expect(frame.faceTop == nil, "no drag lands on a face that is not shown")
    }

    /// An answer longer than the rows it gets comes a page at a time, each page saying what Enter
    /// does, and every line of it is shown once, in order.
    @Test func anAnswerLongerThanTheScreenComesInPages() {
        var state = Self.state(faceLines: 8)
        let answer = (0..<40).map { "help line \($0)" } + ["", "(Enter: back to the game)"]
        state.overlay = answer
        var seen: [String] = []
        for page in 0..<10 {
            state.overlayPage = page
            let frame = LiveLayout.frame(state, width: 80, height: 24)
            #expect(frame.rows.count == 24)
            let rows = frame.rows.map(\.plain)
            seen += rows.filter { $0.hasPrefix("help line") }
            if !frame.overlayContinues {
                #expect(rows.contains("(Enter: back to the game)"))
                break
            }
            #expect(rows.contains { $0.hasPrefix("(Enter: more, ") })
        }
        #expect(seen == answer.filter { $0.hasPrefix("help line") })
        // A page past the last shows the last, not nothing.
        state.overlayPage = 99
        #expect(LiveLayout.frame(state, width: 80, height: 24).rows.map(\.plain).contains("(Enter: back to the game)"))
        // One that fits is shown whole, without pages.
        state.overlay = ["Commands (one per line):", "  ready | unready"]
        state.overlayPage = 0
        #expect(!LiveLayout.frame(state, width: 80, height: 24).overlayContinues)
    }
}
