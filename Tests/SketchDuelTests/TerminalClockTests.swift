import GameCore
@testable import SketchDuel
import Testing

/// The round timer on a screen that stays up counts down from the rendered text, with the elapsed
/// time as an input (no sleeping).
@Suite struct TerminalClockTests {
    static let drawing = ["Round 1 of 3 (race) - 75 s left - Ada draws", "Word: _ _ _", "   0 |⠀⠀"]

    @Test func theDrawingClockCountsDownAndStopsAtZero() {
        #expect(SketchDuel.screen(Self.drawing, after: .seconds(3))[0] == "Round 1 of 3 (race) - 72 s left - Ada draws")
        #expect(SketchDuel.screen(Self.drawing, after: .seconds(300))[0] == "Round 1 of 3 (race) - 0 s left - Ada draws")
        #expect(Array(SketchDuel.screen(Self.drawing, after: .seconds(3)).dropFirst()) == Array(Self.drawing.dropFirst()))
    }

    @Test func lessThanASecondChangesNothing() {
        #expect(SketchDuel.screen(Self.drawing, after: .milliseconds(999)) == Self.drawing)
    }

    @Test func theRevealClockCountsDownToo() {
        let reveal = ["Round 1 of 3 is over - the next starts in 5 s"]
        #expect(SketchDuel.screen(reveal, after: .seconds(2)) == ["Round 1 of 3 is over - the next starts in 3 s"])
        let over = ["Game over after round 3 of 3"]
        #expect(SketchDuel.screen(over, after: .seconds(2)) == over)
    }

    @Test func theRenderedHeaderIsWhatTheClockReads() throws {
        let state = try Fixture.state()
        let names = PlayerNames([Fixture.a: "Ada", Fixture.b: "Bob"])
        let text = SketchDuel.render(SketchDuel.view(of: state, for: .player(Fixture.b)), for: .player(Fixture.b), names: names)
        let screen = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let later = SketchDuel.screen(screen, after: .seconds(10))
        #expect(screen[0].contains(" s left") && later[0] != screen[0], "\(screen[0]) -> \(later[0])")
    }
}
