import Connectivity
import Foundation

/// Events of "That's me" seat claims (Docs/CLI.md): the host's `seatClaim`, `seatClaimEnded` and
/// `seatTakenBack`; the joiner's `claimPending`, the VIP's `seatClaim` and the bumped claimer's
/// `ownerReturned`.
enum SeatClaimEventFormat {
    /// Host: a device asks for a held seat; the operator answers with `approve NAME` / `refuse NAME`.
    static func requested(_ request: SeatClaimRequest, names: PlayerDirectory, now: ContinuousClock.Instant) -> CLIEvent {
        let seat = names.name(of: request.seat)
        let seconds = max(0, Int(((request.expiresAt - now) / .seconds(1)).rounded(.up)))
        let from = request.remoteAddress.map { " at \($0)" } ?? ""
        return CLIEvent(
            "seatClaim",
            [
                "player": names.json(request.seat), "name": .string(request.name),
                "address": request.remoteAddress.map(JSONValue.string) ?? .null, "expiresSeconds": .int(seconds),
            ],
            text: "A device\(from) says it is \(seat) and asks for \(seat)'s held seat: type 'approve \(seat)' or "
                + "'refuse \(seat)' (it waits \(seconds) s, then is refused).")
    }

    /// Host: how a claim ended.
    static func ended(_ seat: UUID, _ outcome: SeatClaimOutcome, names: PlayerDirectory) -> CLIEvent {
        let name = names.name(of: seat)
        let by = outcome.answeredBy.map { names.name(of: $0) } ?? "the host"
        let text: String
        switch outcome {
        case .approved: text = "\(name)'s seat went to the device that asked (\(by) said yes)."
        case .refused: text = "The claim for \(name)'s seat was refused (\(by) said no)."
        case .expired: text = "Nobody answered the claim for \(name)'s seat in time: refused."
        case .ownerReturned: text = "\(name) came back on their own device: the claim for the seat was refused."
        case .seatReleased: text = "\(name)'s seat was released: the claim for it ended."
        case .withdrawn: text = "The device asking for \(name)'s seat gave up."
        }
        return CLIEvent(
            "seatClaimEnded",
            [
                "player": names.json(seat), "outcome": .string(outcome.code),
                "by": outcome.answeredBy.map { names.json($0) } ?? .null,
            ],
            text: text)
    }

    /// Host: the seat's own device came back after an approved claim and bumped the claiming device.
    static func takenBack(_ seat: UUID, names: PlayerDirectory) -> CLIEvent {
        let name = names.name(of: seat)
        return CLIEvent(
            "seatTakenBack", ["player": names.json(seat)],
            text: "\(name)'s own device came back: the seat is its again (the device a claim gave it to was told).")
    }

    /// Joiner: this lanjoin's claim (`--reclaim`) waits for the VIP or the host.
    static func pending(_ pending: ClaimPending, names: PlayerDirectory) -> CLIEvent {
        let seconds = Int(pending.expiresInSeconds.rounded(.up))
        return CLIEvent(
            "claimPending",
            ["player": names.json(pending.playerId), "message": .string(pending.message), "expiresSeconds": .int(seconds)],
            text: "\(pending.message) (up to \(seconds) s)")
    }

    /// Joiner who is the VIP: a claim to answer, seen in the lobby (``LobbyInfo/seatClaims``).
    static func toAnswer(_ claim: SeatClaimInfo, names: PlayerDirectory) -> CLIEvent {
        let seat = names.name(of: claim.playerId)
        return CLIEvent(
            "seatClaim", ["player": names.json(claim.playerId), "name": .string(claim.name)],
            text: "A device says it is \(seat) and asks for \(seat)'s held seat: type 'approve \(seat)' or 'refuse \(seat)'.")
    }

    /// Live-screen notes under the roster, one per waiting claim this program may answer (the host:
    /// every claim; a joiner: those it is the approver of), so the request stays in sight while the
    /// events scroll.
    static func notes(_ info: LobbyInfo, answerer: UUID?, names: PlayerDirectory) -> [String] {
        (info.seatClaims ?? []).filter { answerer == nil || $0.approverId == answerer }.map { claim in
            let seat = names.name(of: claim.playerId)
            return "A device asks for \(seat)'s seat: 'approve \(seat)' or 'refuse \(seat)'."
        }
    }

    /// Joiner bumped from a seat it took by an approved claim: the seat's own device came back.
    static func ownerReturned(seat: String) -> CLIEvent {
        let message = "\(seat)'s own device came back and took the seat back. Join again under another --name to play, or watch."
        return CLIEvent("ownerReturned", ["message": .string(message)], text: message)
    }
}
