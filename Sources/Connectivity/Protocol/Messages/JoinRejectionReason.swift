import Foundation

/// Why a join was refused.
public enum JoinRejectionReason: WireEnum {
    /// The client speaks another wire protocol version.
    case protocolVersionMismatch
    /// The client has the lobby's game, but not at a compatible version.
    case unsupportedGameVersion
    /// The client does not have the lobby's game at all, and does not accept the host-rendered face
    /// (or the host does not serve it).
    case unknownGame
    /// The host banned this profile or address from the lobby.
    case banned
    /// The lobby is private and no proof was offered.
    case passcodeRequired
    /// The proof did not match the passcode.
    case wrongPasscode
    /// Too many wrong passcodes lobby-wide; retry after the cooldown.
    case tooManyAttempts
    /// Every seat is taken.
    case lobbyFull
    /// A game is running and this game has no spectators.
    case gameInProgress
    /// The profile is malformed (empty or overlong name, too many stats).
    case invalidProfile
    /// `hello.appVersion` is not 1-64 printable characters (``Hello/isValidAppVersion(_:)``).
    case invalidAppVersion
    /// Someone with this profile id is already seated.
    case duplicatePlayer
    /// A member (the host or a computer player included) already has this name, compared by
    /// ``PlayerNameKey`` (trimmed, NFC, case-folded); the message names the taken name.
    case nameTaken
    /// The name belongs to a member whose seat is held while it is away: the same person on another
    /// device may ask for the seat by saying `hello` again with `reclaimSeat: true` (the VIP or the
    /// host's operator must say yes).
    case nameHeld
    /// "That's me": another claim for this seat is already waiting for its answer, or the host has
    /// as many claims waiting as it keeps (``LobbyHostMachine/maximumPendingSeatClaims``); try again
    /// after `retryAfterSeconds`.
    case claimBusy
    /// "That's me": the VIP or the host's operator said no; the seat stays its player's.
    case claimRefused
    /// "That's me": nobody said yes in time (``SessionTimings/seatClaimTimeout``), or the seat was
    /// given up meanwhile.
    case claimExpired
    /// "That's me": the seat's own device came back while the claim waited; the seat stays with it.
    case ownerReturned
    /// The resume token is unknown, expired or already used.
    case invalidResumeToken
    /// The host is closing the lobby.
    case hostShuttingDown
    /// A big screen: as many screens are open as the lobby shows at once
    /// (``LobbyHostMachine/maximumScreens``).
    case screensFull
    /// A reason from a newer build.
    case unknown(String)

    public static let knownCases: [JoinRejectionReason] = [
        .protocolVersionMismatch, .unsupportedGameVersion, .unknownGame, .banned, .passcodeRequired, .wrongPasscode,
        .tooManyAttempts, .lobbyFull, .gameInProgress, .invalidProfile, .invalidAppVersion, .duplicatePlayer,
        .nameTaken, .nameHeld, .claimBusy, .claimRefused, .claimExpired, .ownerReturned, .invalidResumeToken,
        .hostShuttingDown, .screensFull,
    ]
    public var wireValue: String {
        switch self {
        case .protocolVersionMismatch: "protocolVersionMismatch"
        case .unsupportedGameVersion: "unsupportedGameVersion"
        case .unknownGame: "unknownGame"
        case .banned: "banned"
        case .passcodeRequired: "passcodeRequired"
        case .wrongPasscode: "wrongPasscode"
        case .tooManyAttempts: "tooManyAttempts"
        case .lobbyFull: "lobbyFull"
        case .gameInProgress: "gameInProgress"
        case .invalidProfile: "invalidProfile"
        case .invalidAppVersion: "invalidAppVersion"
        case .duplicatePlayer: "duplicatePlayer"
        case .nameTaken: "nameTaken"
        case .nameHeld: "nameHeld"
        case .claimBusy: "claimBusy"
        case .claimRefused: "claimRefused"
        case .claimExpired: "claimExpired"
        case .ownerReturned: "ownerReturned"
        case .invalidResumeToken: "invalidResumeToken"
        case .hostShuttingDown: "hostShuttingDown"
        case .screensFull: "screensFull"
        case .unknown(let value): value
        }
    }
}
