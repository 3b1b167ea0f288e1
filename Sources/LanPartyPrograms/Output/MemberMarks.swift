import Connectivity
import Foundation
import GameCore

/// The marks every roster line of the terminal shares with the page and the TV (Docs/CLI.md
/// "Rosters"): the avatar's glyph, the spotlight on whoever the game waits for, and presence with
/// the seconds left of an away member's seat hold.
enum MemberMarks {
    /// Before the avatar of a player the game waits for (the page and the TV use the same mark).
    static let spotlight = "►"

    /// The avatar's glyph, in its colour.
    static func avatar(_ profile: PlayerProfile) -> StyledSpan {
        StyledSpan(profile.avatar.symbol.glyph, sgr: profile.avatar.color.sgr)
    }

    /// "connected", "asleep 27 s" (the phone went to the background), "away 27 s" (its connection
    /// dropped): the seconds left of the hold, counted down from the roster's ``LobbyMember/holdMilliseconds``
    /// by the time since it arrived (`elapsed`), rounded up.
    static func presence(_ member: LobbyMember, elapsed: Duration) -> String {
        let word: String
        switch member.connection {
        case .connected: return "connected"
        case .background: word = "asleep"
        case .disconnected: word = "away"
        case .unknown(let value): return value
        }
        guard let hold = member.holdMilliseconds else { return word }
        return "\(word) \(secondsLeft(hold, elapsed: elapsed)) s"
    }

    /// Whole seconds left of a hold of `milliseconds` after `elapsed`, rounded up, never below 0.
    static func secondsLeft(_ milliseconds: Int, elapsed: Duration) -> Int {
        let left = Duration.milliseconds(milliseconds) - elapsed
        return max(0, Int((left / .seconds(1)).rounded(.up)))
    }
}
