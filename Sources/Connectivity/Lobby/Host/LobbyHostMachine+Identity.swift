import Foundation
import GameCore

/// Names are unique in a lobby (SPEC §12 "Identity"): a newcomer may not take a name the host, a
/// member or a computer player already has (compared by ``PlayerNameKey``). A name whose seat is held
/// for an away member may be asked for from another device ("That's me", `hello.reclaimSeat`): the
/// newcomer gets that seat, as a resume would give it, once the VIP or the host's operator says yes
/// (`LobbyHostMachine+SeatClaims.swift`).
extension LobbyHostMachine {
    /// Who already has a name, as far as seating a newcomer is concerned.
    enum NameClaim: Equatable {
        /// Nobody: the name may be taken.
        case free
        /// The host, a connected member or a computer player has it (shown as `name`).
        case taken(name: String)
        /// A member away with its seat held has it: the seat may be reclaimed.
        case held(UUID, name: String)
    }

    /// The text of the `nameTaken` rejection.
    public static func nameTakenText(_ name: String) -> String {
        "The name \"\(name)\" is taken in this lobby; choose another"
    }

    /// The text of the `nameHeld` rejection.
    public static func nameHeldText(_ name: String) -> String {
        "\(name)'s seat is waiting for \(name) to come back. Is that you?"
    }

    /// Who has `name` in this lobby.
    func claim(on name: String) -> NameClaim {
        let key = PlayerNameKey(name)
        let host = configuration.hostProfile
        if PlayerNameKey(host.username) == key { return .taken(name: host.username) }
        guard let member = roster.members.first(where: { PlayerNameKey($0.profile.username) == key }) else {
            return .free
        }
        let held = !localPlayers.contains(member.id) && seats.record(member.id)?.holdDeadline != nil
        return held ? .held(member.id, name: member.profile.username) : .taken(name: member.profile.username)
    }

    /// The name check of ``admit(_:on:at:)``: `nil` when the name is free (seat the newcomer), else
    /// the refusal, or the reclaimed seat.
    mutating func admitByName(_ hello: Hello, on id: ConnectionID, at now: ContinuousClock.Instant) -> [LobbyHostAction]? {
        switch claim(on: hello.profile.username) {
        case .free:
            return nil
        case .taken(let name):
            return reject(id, hello: hello, .nameTaken, Self.nameTakenText(name), at: now)
        case .held(let player, let name):
            guard configuration.allowsSeatReclaim else {
                return reject(id, hello: hello, .nameTaken, Self.nameTakenText(name), at: now)
            }
            guard hello.reclaimSeat == true else {
                return reject(id, hello: hello, .nameHeld, Self.nameHeldText(name), at: now)
            }
            return requestSeatClaim(player, name: name, hello: hello, on: id, at: now)
        }
    }
}
