import SketchDuel
import Foundation
import GameCore
import LanPartyTestKit
import Testing

/// Every view the host sends writes player ids in lower case (Docs/Protocol.md §3).
@Suite struct WireIDTests {
    @Test("a whole bot game: every view's ids are lower-case")
    func viewsWriteLowerCaseIDs() throws {
        // Ids with letters, so that Foundation's upper-case form would show.
        let players = (1...2).map { UUID(uuidString: "ABCDEF00-0000-4000-8000-00000000000\($0)")! }
        let report = try WireIDAudit.auditViews(
            of: SketchDuel.self, players: players, settings: SketchDuelSettings(), seed: 7)
        #expect(report.finished)
        #expect(report.views > 10)
        #expect(report.ids >= report.views)
        #expect(report.upperCase.isEmpty, "\(report.upperCase.prefix(3))")
    }
}
