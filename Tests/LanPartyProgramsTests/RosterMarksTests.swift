import Connectivity
import Foundation
import GameCore
@testable import LanPartyPrograms
import Testing

/// The terminal roster's marks (Docs/CLI.md "Rosters"): the avatar in its colour, the spotlight on
/// whoever the game waits for, and an away member's hold counting down from the host's value.
@Suite struct RosterMarksTests {
    let ann = PlayerProfile(
        id: UUID(uuidString: "00000000-0000-4000-8000-0000000000a1")!, username: "Ann", avatar: AvatarConfig(symbol: .star, color: .red))
    let dev = PlayerProfile(id: UUID(uuidString: "00000000-0000-4000-8000-0000000000d4")!, username: "Dev")

    func lobby(phase: LobbyPhase) -> LobbyInfo {
        LobbyInfo(
            id: UUID(), name: "Ann's lobby", game: GameVersionInfo(id: "crazy-eights", version: SemanticVersion(1, 0, 0)),
            hostProfile: ann,
            members: [
                LobbyMember(profile: ann, isReady: true, isHost: true),
                LobbyMember(profile: dev, isReady: true, connection: .background, holdMilliseconds: 27_400),
            ],
            maxPlayers: 4, isPrivate: false, phase: phase)
    }

    @Test func theTextRosterShowsAvatarsSpotlightAndTheHoldCountingDown() {
        let text = RosterText.render(lobby(phase: .playing), you: ann.id, toAct: [dev.id], elapsed: .seconds(5))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("  *  ★ Ann"), "\(lines[1])")
        // Dev's avatar is his name's own (●, red); the spotlight before it; 27.4 s less 5 s: 23 s left.
        #expect(lines[2].hasPrefix("   ► ● Dev"), "\(lines[2])")
        #expect(lines[2].contains("asleep 23 s"), "\(lines[2])")
        // No spotlight in the lobby; no countdown below 0.
        let later = RosterText.render(lobby(phase: .lobby), you: nil, toAct: [dev.id], elapsed: .seconds(40))
        #expect(!later.contains("►") && later.contains("asleep 0 s"))
    }

    @Test func theLiveRosterColoursTheAvatarAndMarksPresence() {
        let lines = LiveRoster.lines(lobby(phase: .playing), you: ann.id, toAct: [dev.id], elapsed: .milliseconds(400))
        #expect(lines[1].spans.contains(StyledSpan("★", sgr: "31")))
        #expect(lines[2].spans.contains(StyledSpan("●", sgr: AvatarConfig.derived(from: "Dev").color.sgr)))
        #expect(lines[2].plain.contains("asleep 27 s"))
        let compact = LiveRoster.compact(lobby(phase: .playing), you: ann.id, toAct: [dev.id], elapsed: .zero).plain
        #expect(compact == "Players: ★Ann (you)✓  ►●Dev asleep 28 s✓  ", "\(compact)")
        // Without colour, the plain symbol.
        #expect(lines[1].rendered(colour: false).contains("★ Ann"))
    }
}
