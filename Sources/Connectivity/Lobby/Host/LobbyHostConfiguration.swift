import Foundation
import GameCore

/// Everything a lobby host machine is created with.
public struct LobbyHostConfiguration: Sendable {
    /// Stable for the life of the lobby (bound into passcode proofs).
    public var lobbyID: UUID
    /// The advertised lobby name.
    public var name: String
    /// The game and the host's module version.
    public var game: GameVersionInfo
    /// The host's profile.
    public var hostProfile: PlayerProfile
    /// `false` for a dedicated host, which has no seat.
    public var hostTakesSeat: Bool
    /// Seating rules from the game.
    public var policy: LobbySeatPolicy
    /// The initial settings snapshot (opaque).
    public var settings: Data
    /// All durations.
    public var timings: SessionTimings
    /// The wrong-passcode limits, per source address and lobby-wide.
    public var passcodeGuard: PasscodeGuard.Policy
    /// How many connections, of every transport together, the lobby keeps open.
    public var connectionLimits: LobbyConnectionLimits
    /// The lobby's game module, when the host has it (it must be ``game``): it names the game in
    /// `unknownGame` refusals and serves clients that lack it through the host-rendered face
    /// (Docs/Protocol.md). `nil`: such clients are refused as `unknownGame`.
    public var gameModule: GameDescriptor?
    /// Whether a newcomer with the name of a member whose seat is held may take that seat over
    /// ("That's me", `hello.reclaimSeat`). `false`: such a join is refused as `nameTaken`.
    public var allowsSeatReclaim: Bool
    /// The games a party lobby offers (SPEC §12), ``game`` among them; empty: the lobby plays
    /// ``game`` only and has no game choice.
    public var gameCatalog: [GameDescriptor] = []
    /// Player seats of a party lobby (more than a game's maximum: the extras watch a game and play
    /// the next); `nil`: the ``policy``'s maximum.
    public var seatLimit: Int?

    /// Creates a configuration with the product timings.
    public init(
        lobbyID: UUID = UUID(), name: String, game: GameVersionInfo, hostProfile: PlayerProfile,
        hostTakesSeat: Bool = true, policy: LobbySeatPolicy, settings: Data = Data(),
        timings: SessionTimings = SessionTimings(),
        passcodeGuard: PasscodeGuard.Policy = PasscodeGuard.Policy(),
        connectionLimits: LobbyConnectionLimits = LobbyConnectionLimits(), gameModule: GameDescriptor? = nil,
        allowsSeatReclaim: Bool = true
    ) {
        self.allowsSeatReclaim = allowsSeatReclaim
        self.gameModule = gameModule
        self.lobbyID = lobbyID
        self.name = name
        self.game = game
        self.hostProfile = hostProfile
        self.hostTakesSeat = hostTakesSeat
        self.policy = policy
        self.settings = settings
        self.timings = timings
        self.passcodeGuard = passcodeGuard
        self.connectionLimits = connectionLimits
    }
}
