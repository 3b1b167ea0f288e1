import Foundation
import GameCore

/// Everything a lobby client machine is created with.
public struct LobbyClientConfiguration: Sendable {
    /// Who joins.
    public var profile: PlayerProfile
    /// Informational, sent in `hello`.
    public var appVersion: String
    /// The games (and versions) this build has registered.
    public var games: [GameVersionInfo]
    /// Ask for a spectator seat.
    public var spectate: Bool
    /// Join as a big screen (Docs/Protocol.md "Screens"): no seat, no name, the spectator's view;
    /// after a lost connection it says `hello` again as a new screen (a screen has no token).
    public var screen = false
    /// The passcode, for private lobbies.
    public var passcode: String?
    /// The PBKDF2 work factors this client accepts from a host.
    public var acceptedIterations: ClosedRange<Int>
    /// A token saved from an earlier session, to take back a held seat on the first connection.
    public var resumeToken: String?
    /// All durations.
    public var timings: SessionTimings
    /// Sent as `hello.acceptsRenderedFace`: when ``games`` lacks the lobby's game, play it through
    /// the host-rendered face (Docs/Protocol.md) rather than be refused as `unknownGame`.
    public var acceptsRenderedFace = false
    /// Sent as `hello.hostBot` (with ``acceptsRenderedFace``): the host plays the seat with the
    /// module's bot.
    public var hostBot = false
    /// Sent as `hello.reclaimSeat` on a join without a token ("That's me"): when the name's seat is
    /// held for an away member, ask for it; the host answers `claimPending`, then the seat or a refusal.
    public var reclaimSeat = false

    /// Creates a configuration with the product timings.
    public init(
        profile: PlayerProfile, appVersion: String, games: [GameVersionInfo], spectate: Bool = false,
        passcode: String? = nil,
        acceptedIterations: ClosedRange<Int> = PasscodeKDF.minimumAcceptedIterations...PasscodeKDF.maximumAcceptedIterations,
        resumeToken: String? = nil, timings: SessionTimings = SessionTimings()
    ) {
        self.profile = profile
        self.appVersion = appVersion
        self.games = games
        self.spectate = spectate
        self.passcode = passcode
        self.acceptedIterations = acceptedIterations
        self.resumeToken = resumeToken
        self.timings = timings
    }
}
