import GameCore
@testable import LanPartyPrograms
import Testing

/// The room the live screen gives a game's face: a face that fills it leaves the roster (in full on
/// a tall screen, on one row otherwise) and the newest events on screen.
@Suite struct LiveFaceRoomTests {
    @Test func at80x24AFaceThatFillsItsRoomLeavesTheRosterOnARowAndTheNewestEvent() {
        var state = LiveLayoutTests.state(faceLines: 0)
        let room = LiveLayout.faceRoom(state, width: 80, height: 24)
        // The title with the way in (1 row), the command line, the roster's row and one event.
        #expect(room == TerminalRoom(columns: 80, rows: 20))
        state.face = (0..<room.rows).map { "face line \($0)" }
        let text = LiveLayout.frame(state, width: 80, height: 24).rows.map(\.plain)
        #expect(text.contains("Players: Hana✓  Ari✓"))
        #expect(text.contains("face line 19"))
        #expect(text[22] == "event 2" && text[23] == "> play 7H")
    }

    @Test func at80x24AWrappedEventIsShownWholeBesideTheFace() {
        // Issue 41: a player's own result after Quortex wrapped to two rows and only the second
        // ("  left.") stayed on screen.
        var state = LiveLayoutTests.state(faceLines: 0)
        let result = "Game over: Ari wins with the longest flow (14 cells). You came 2nd with a flow of 11 cells; well played."
        state.append(.init(result))
        let room = LiveLayout.faceRoom(state, width: 80, height: 24)
        #expect(room == TerminalRoom(columns: 80, rows: 19), "the face gives up a row for the event's second")
        state.face = (0..<room.rows).map { "face line \($0)" }
        let text = LiveLayout.frame(state, width: 80, height: 24).rows.map(\.plain)
        #expect(text[21].hasPrefix("Game over: Ari wins") && text[22].hasSuffix("well played.") && text[23] == "> play 7H")
        #expect(text.contains("face line 18"))
        // An older event that does not fit whole is not shown in part.
        let rows = LiveLayout.eventRows(
            [.init("one two three four five six"), .init("seven eight")], width: 12, rows: 3).map(\.plain)
        #expect(rows == ["", "", "seven eight"])
        // A newest event longer than the room is cut at its end, and says so.
        let cut = LiveLayout.eventRows([.init(String(repeating: "word ", count: 30))], width: 20, rows: 3).map(\.plain)
        #expect(cut.count == 3 && cut[0].hasPrefix("word") && cut[2].hasSuffix("…") && cut.allSatisfy { $0.count <= 20 })
    }

    @Test func at120x40TheFullRosterAndAFewEventsStayBesideTheFace() {
        var state = LiveLayoutTests.state(faceLines: 0, events: 6)
        state.status = "Your turn."
        let room = LiveLayout.faceRoom(state, width: 120, height: 40)
        // 40 less the title, the command line, the roster (3 lines and a note), whose turn and four
        // rows of events (the rule and three).
        #expect(room == TerminalRoom(columns: 120, rows: 29))
        state.face = (0..<room.rows).map { "face line \($0)" }
        let text = LiveLayout.frame(state, width: 120, height: 40).rows.map(\.plain)
        #expect(text.contains { $0.contains("(crazy-eights") } && text.contains("  * Ari  ready"))
        #expect(text.contains("face line 28"))
        #expect(Array(text[34...]) == [String(repeating: "─", count: 120), "event 3", "event 4", "event 5", "Your turn.", "> play 7H"])
    }

    @Test func theRoomGrowsWithTheTerminalAndShrinksWithALongerRoster() {
        var state = LiveLayoutTests.state(faceLines: 0)
        let rooms = [(80, 24), (100, 30), (120, 40), (200, 60)].map { LiveLayout.faceRoom(state, width: $0, height: $1) }
        #expect(rooms.map(\.columns) == [80, 100, 120, 200])
        #expect(zip(rooms, rooms.dropFirst()).allSatisfy { $0.rows < $1.rows })
        let before = LiveLayout.faceRoom(state, width: 120, height: 40)
        state.roster += ["Bo", "Cy"].map { StyledLine("    \($0)  ready") }
        #expect(LiveLayout.faceRoom(state, width: 120, height: 40).rows == before.rows - 2)
    }
}

/// A long answer on a narrow terminal: its lines wrap under their description column, not cut.
@Suite struct LiveOverlayWrapTests {
    @Test func helpLinesWiderThanTheTerminalGoOnUnderTheirDescription() {
        var state = LiveLayoutTests.state(faceLines: 0)
        state.overlay = SessionCommand.helpText.components(separatedBy: "\n") + ["", "(Enter: back to the game)"]
        let rows = LiveLayout.frame(state, width: 60, height: 60).rows.map(\.plain)
        let games = rows.firstIndex { $0.hasPrefix("  games | game ID") }!
        #expect(rows[games] == "  games | game ID          the games on offer / choose the")
        #expect(rows[games + 1] == "                           next one (host or VIP)")
        #expect(rows.allSatisfy { $0.count <= 60 })
        // Nothing is lost: every word of the help is on screen.
        let words = rows.flatMap { $0.split(separator: " ") }
        for word in SessionCommand.helpText.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            #expect(words.contains(word), "\(word)")
        }
    }
}
