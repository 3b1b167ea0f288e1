import CrazyEights
import GameCore
import Testing

/// Each player's own result at the end, from the final view: the winner, a loser's place and cards.
@Suite struct TerminalResultTests {
    let p1 = player(1)
    let p2 = player(2)
    let p3 = player(3)
    var names: PlayerNames { PlayerNames([p1: "Ari", p2: "Bo", p3: "Cy"]) }

    /// Ari plays the last card; Bo keeps two cards, Cy three.
    func finished() throws -> CrazyEightsState {
        try CrazyEights.reduce(table(hands: ["7H", "3D 4D", "5C 6C KS"], discards: "9H"), .play(Card(code: "7H")!), by: p1)
    }

    @Test func aLoserReadsTheirPlaceAndCards() throws {
        let state = try finished()
        let bo = CrazyEights.result(CrazyEights.view(of: state, for: .player(p2)), for: .player(p2), names: names)
        let cy = CrazyEights.result(CrazyEights.view(of: state, for: .player(p3)), for: .player(p3), names: names)
        #expect(bo == "Ari won — you came 2nd with 2 cards left.")
        #expect(cy == "Ari won — you came 3rd with 3 cards left.")
    }

    @Test func theWinnerReadsWhatTheOthersWereLeftWith() throws {
        let state = try finished()
        let ari = CrazyEights.result(CrazyEights.view(of: state, for: .player(p1)), for: .player(p1), names: names)
        #expect(ari == "You won! Left holding: Bo 2 cards, Cy 3 cards.")
    }

    @Test func aSpectatorOrARunningGameHasNoLine() throws {
        let state = try finished()
        #expect(CrazyEights.result(CrazyEights.view(of: state, for: .spectator), for: .spectator, names: names) == nil)
        let running = table(hands: ["7H 2C", "3D 4D"], discards: "9H")
        #expect(CrazyEights.result(CrazyEights.view(of: running, for: .player(p1)), for: .player(p1), names: names) == nil)
    }
}
