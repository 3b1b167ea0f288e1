import Foundation
import GameCore
import Testing

/// A module that fits its face to a room (here TokenRace, which says the room it got).
extension TokenRace: TerminalSizedGame {
    static func render(_ view: View, for viewer: Viewer, names: PlayerNames, in room: TerminalRoom) -> String {
        "fitted to \(room)"
    }
}

/// Rendering for a room: the drivers ask a sized module for that room, everyone else for its one
/// face; and the text helpers faces wrap with.
@Suite struct TerminalRoomTests {
    @Test func aSessionRendersASizedModuleForTheRoomAndOthersAsBefore() async throws {
        let transport = ClosureGameHostTransport { _ in }
        let race = GameHostSession(
            core: try GameHostCore<TokenRace>(players: [player(1), player(2)], settings: TokenRace.Settings(), seed: 0), transport: transport)
        let room = TerminalRoom(columns: 50, rows: 12)
        let fitted = await race.renderText(for: .spectator, names: PlayerNames(), room: room)
        #expect(fitted == "fitted to 50×12")
        // Without a room: the module's own one face.
        let plain = await race.renderText(for: .spectator, names: PlayerNames())
        #expect(plain.hasPrefix("Tokens left"), "\(plain)")
    }

    @Test func theStandardRoomIsAnEightyColumnTerminalLessTwoLines() {
        #expect(TerminalRoom.standard == TerminalRoom(columns: 80, rows: 22))
    }

    @Test func wrappingBreaksBetweenWordsKeepsSpacingAndIndents() {
        #expect(TerminalText.wrap("short  enough", to: 20) == ["short  enough"])
        #expect(TerminalText.wrap("Your hand: 2C 3C 4C 5C", to: 16, indent: 11) == ["Your hand: 2C 3C", "           4C 5C"])
        #expect(TerminalText.wrap("  Bo     1 card  7H 8H", to: 17, indent: 4) == ["  Bo     1 card", "    7H 8H"])
        #expect(TerminalText.wrap("unbreakableword", to: 5) == ["unbre"])
        #expect(TerminalText.wrap("", to: 5).isEmpty)
    }

    @Test func packingKeepsFieldsWhole() {
        let fields = ["Top card: 9S", "Suit: spades", "Draw pile: 0", "Turn 1"]
        #expect(TerminalText.pack(fields, width: 80) == ["Top card: 9S   Suit: spades   Draw pile: 0   Turn 1"])
        #expect(TerminalText.pack(fields, width: 30) == ["Top card: 9S   Suit: spades", "Draw pile: 0   Turn 1"])
    }
}
