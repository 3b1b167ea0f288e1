import Foundation
import Testing
@testable import LanPartyRecord

@Suite struct SkillRatingTests {
    @Test func initialMatchesOpenSkillDefaults() {
        #expect(SkillRating.initial.mu == 25)
        #expect(abs(SkillRating.initial.sigma - 25.0 / 3.0) < 1e-15)
        #expect(abs(SkillRating.initial.ordinal) < 1e-12)
        #expect(PlackettLuceModel().initialRating == SkillRating.initial)
    }

    @Test func ordinalIsMuMinusThreeSigma() {
        #expect(SkillRating(mu: 30, sigma: 2).ordinal == 24)
    }

    @Test func codableUsesStableKeys() throws {
        let data = try JSONEncoder().encode(SkillRating(mu: 27.5, sigma: 4.25))
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Double])
        #expect(object == ["mu": 27.5, "sigma": 4.25])
        let decoded = try JSONDecoder().decode(SkillRating.self, from: Data(#"{"mu":1.5,"sigma":2}"#.utf8))
        #expect(decoded == SkillRating(mu: 1.5, sigma: 2))
    }

    @Test func gameStandingEdgeCases() {
        #expect(GameStanding.ranks(playerCount: 3, winners: [1]) == [1, 0, 1])
        #expect(GameStanding.ranks(playerCount: 3, winners: [0, 2]) == [0, 1, 0])
        #expect(GameStanding.ranks(playerCount: 2, winners: [7]) == [0, 0])
        #expect(GameStanding.ranks(playerCount: 0, winners: [0]) == [])
        #expect(GameStanding.ranks(playerCount: -1, winners: []) == [])
    }
}
