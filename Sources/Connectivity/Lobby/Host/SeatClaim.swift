import Foundation
import GameCore

/// A "That's me" claim as the host's user sees it (``LobbyHostEvent/seatClaimRequested(_:)``).
public struct SeatClaimRequest: Hashable, Sendable {
    /// The held seat asked for.
    public var seat: UUID
    /// The name the claiming device typed (trimmed).
    public var name: String
    /// The claiming device's address, if the transport knows it.
    public var remoteAddress: String?
    /// When the claim is refused as `claimExpired` if nobody answered.
    public var expiresAt: ContinuousClock.Instant

    /// Creates a request record.
    public init(seat: UUID, name: String, remoteAddress: String?, expiresAt: ContinuousClock.Instant) {
        self.seat = seat
        self.name = name
        self.remoteAddress = remoteAddress
        self.expiresAt = expiresAt
    }
}

/// How a "That's me" claim ended (``LobbyHostEvent/seatClaimEnded(_:_:)``).
public enum SeatClaimOutcome: Hashable, Sendable {
    /// Said yes: by the VIP (`by` is that member) or the host's operator (`nil`). The device has the seat.
    case approved(by: UUID?)
    /// Said no: by the VIP or the host's operator (`nil`); the claimer got `claimRefused`.
    case refused(by: UUID?)
    /// Nobody answered in time; the claimer got `claimExpired`.
    case expired
    /// The seat's own device came back first; the claimer got `ownerReturned`.
    case ownerReturned
    /// The seat was released (left, kicked, banned) while the claim waited; the claimer got `claimExpired`.
    case seatReleased
    /// The claiming device gave up (closed its connection or sent `leave`).
    case withdrawn

    /// A stable name for logs and `--json` (`approved`, `refused`, `expired`, `ownerReturned`,
    /// `seatReleased`, `withdrawn`).
    public var code: String {
        switch self {
        case .approved: "approved"
        case .refused: "refused"
        case .expired: "expired"
        case .ownerReturned: "ownerReturned"
        case .seatReleased: "seatReleased"
        case .withdrawn: "withdrawn"
        }
    }

    /// Who answered, for `approved` and `refused` (`nil`: the host's operator, or nobody).
    public var answeredBy: UUID? {
        switch self {
        case .approved(let member), .refused(let member): member
        case .expired, .ownerReturned, .seatReleased, .withdrawn: nil
        }
    }
}

/// A claim waiting for its answer, as the host machine keeps it.
struct PendingSeatClaim: Sendable {
    /// The claiming connection (phase `.claiming`).
    let connection: ConnectionID
    /// Its hello: what it offered (games, the rendered face), for seating it when approved.
    let hello: Hello
    /// When it expires.
    let deadline: ContinuousClock.Instant
}
