import GameCore
import Foundation

/// What happened in the lobby, for the host's user interface and game layer.
public enum LobbyHostEvent: Hashable, Sendable {
    /// The lobby changed; every member was sent this as a `lobbyUpdate`.
    case lobbyChanged(LobbyInfo)
    /// Someone took a new seat.
    case playerJoined(LobbyMember)
    /// A seated member went to the background or dropped; the seat is held until `holdUntil`.
    case playerAway(UUID, MemberConnectionState, holdUntil: ContinuousClock.Instant)
    /// A backgrounded member came back on the same connection.
    case playerReturned(UUID)
    /// A held seat was taken back on a new connection: send this member the current game view.
    case playerResumed(UUID, role: SeatRole)
    /// A newcomer with the name of an away member took that member's held seat ("That's me",
    /// `hello.reclaimSeat`, approved). A ``playerResumed(_:role:)`` for the same seat follows.
    case seatReclaimed(UUID, role: SeatRole)
    /// A newcomer said "That's me" for a held seat: the claim waits for ``LobbyHost/answerSeatClaim(_:allow:)``
    /// (the host's operator) or the VIP's answer, until ``SeatClaimRequest/expiresAt``.
    case seatClaimRequested(SeatClaimRequest)
    /// The claim for this held seat is over (answered, expired, withdrawn, or the owner came back).
    case seatClaimEnded(UUID, SeatClaimOutcome)
    /// The seat's own device came back with its token after an approved claim: the device the claim
    /// gave the seat to was told (`leave(ownerReturned)`) and closed. ``playerResumed(_:role:)`` follows.
    case seatTakenBack(UUID)
    /// A big screen opened (`hello.screen`): a running game should add it as a spectator.
    case screenOpened(UUID)
    /// A big screen closed (it left, dropped or went silent): a running game forgets it.
    case screenClosed(UUID)
    /// A seat was released; a running game must handle the departure.
    case playerLeft(UUID, PlayerLeftReason)
    /// A join was refused.
    case joinRefused(JoinRefusal)
    /// A wrong or malformed passcode answer; `remaining` more from that address before a cooldown.
    case passcodeFailed(remoteAddress: String?, remaining: Int)
    /// Too many wrong passcodes from one address: its private joins are refused for `cooldown`.
    case passcodeAddressCooldown(remoteAddress: String?, cooldown: Duration)
    /// Too many wrong passcodes from many addresses: every private join is refused for `cooldown`.
    case passcodeCooldown(cooldown: Duration)
    /// A connection's sealed handshake failed, or one of its sealed records did not open (altered,
    /// replayed, reordered, cut short): that connection is closed. `code` is ``SealError/code``.
    case sealFailed(remoteAddress: String?, code: String)
    /// A game started (every member was sent this `startGame`).
    case gameStarted(StartGame)
    /// The running game ended; the lobby is back in the lobby phase.
    case gameEnded(round: Int)
    /// A seated player sent a game action (opaque; for the game layer).
    case gameAction(player: UUID, GameAction)
    /// The lobby's game was chosen (by the host's operator, or by the member `by`): ready flags are
    /// cleared and the settings are the game's defaults.
    case gameChosen(GameVersionInfo, by: UUID?)
}

/// A refused join, as the host saw it.
public struct JoinRefusal: Hashable, Sendable {
    /// The peer's address, if the transport knows it.
    public var remoteAddress: String?
    /// The profile from the hello, if one arrived.
    public var profileID: UUID?
    /// The display name from the hello, if one arrived.
    public var username: String?
    /// What was sent.
    public var rejection: JoinRejected

    /// Creates a refusal record.
    public init(remoteAddress: String?, profileID: UUID?, username: String?, rejection: JoinRejected) {
        self.remoteAddress = remoteAddress
        self.profileID = profileID
        self.username = username
        self.rejection = rejection
    }
}
