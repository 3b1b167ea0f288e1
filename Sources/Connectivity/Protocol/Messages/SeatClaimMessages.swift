import Foundation
import GameCore

/// Host -> a joining client that said "That's me" (`hello.reclaimSeat`) for a held seat: the claim
/// waits for a yes from the VIP or the host's operator (Docs/Protocol.md "Seat claims"). The
/// connection stays open and the handshake deadline is the claim's; `joinAccepted` (the seat) or
/// `joinRejected` (`claimRefused`, `claimExpired`, `ownerReturned`) follows.
public struct ClaimPending: WireMessage {
    public static let messageType = "claimPending"
    public static let knownFields: Set<String> = ["playerId", "name", "expiresInSeconds", "message"]
    /// The held seat asked for.
    @WireID public var playerId: UUID
    /// The seat's name as the lobby shows it.
    public var name: String
    /// How long the claim waits for an answer before it is refused as `claimExpired`; a client
    /// keeps its handshake deadline at least this long.
    public var expiresInSeconds: Double
    /// For people, e.g. "Asking Hana (the VIP) to let you take Ari's seat…".
    public var message: String

    /// Creates a pending-claim notice.
    public init(playerId: UUID, name: String, expiresInSeconds: Double, message: String) {
        self.playerId = playerId
        self.name = name
        self.expiresInSeconds = expiresInSeconds
        self.message = message
    }
}

/// One "That's me" claim waiting for an answer, as every member sees it in ``LobbyInfo/seatClaims``:
/// the VIP's page shows it with Allow / Refuse.
public struct SeatClaimInfo: Codable, Hashable, Sendable {
    /// The held seat asked for.
    @WireID public var playerId: UUID
    /// The name the claiming device typed (trimmed); the same name as the seat's by ``PlayerNameKey``.
    public var name: String
    /// The member (the VIP) who may answer it besides the host's operator; `nil`: only the host.
    @WireOptionalID public var approverId: UUID?

    /// Creates an entry.
    public init(playerId: UUID, name: String, approverId: UUID?) {
        self.playerId = playerId
        self.name = name
        self.approverId = approverId
    }

    private enum CodingKeys: String, CodingKey { case playerId, name, approverId }
}
