import Connectivity
import Foundation

/// The joiner while its host is gone (issue 39): it keeps the seat's ticket, says how long it waits
/// (``HostWaitStory``), and at the end says how to take the seat back from a resumed host.
extension JoinRuntime {
    /// The host is gone: say so and keep the ticket valid for a host resumed later.
    func hostGone(wait: Duration) {
        sink.emit(hostWait.hostGone(wait: wait, at: .now))
        keepTicket(hostLost: true)
    }

    /// The last event of a session that ended while waiting for the host, or `nil` when the
    /// ordinary ending (``JoinEnding``) says it.
    func waitEnding(for reason: LobbyClientEndReason) -> CLIEvent? {
        guard hostWait.isWaiting else { return nil }
        switch reason {
        case .hostLost:
            return hostWait.hostLost(rejoin: rejoinCommand)
        case .left:
            return CLIEvent("left", ["waiting": true], text: HostWaitStory.stoppedText)
        case .challengeRefused(.wrongLobby):
            // A lanhost started afresh on the same port (not `--resume`): a new session.
            let message = "Another lobby answers at \(target) now: the host was started again as a new session (not "
                + "with lanhost --resume), so your seat is gone. lanjoin --connect \(target) joins the new lobby."
            return CLIEvent(
                "rejected", ["reason": "challengeRefused", "message": .string(message)], text: "Join abandoned: \(message)")
        case .rejected, .challengeRefused, .kicked, .banned, .hostClosedLobby, .connectionFailed, .handshakeTimedOut, .sealFailed,
            .ownerReturned:
            return nil
        }
    }

    /// The command that takes this seat back from a resumed host: the same address and profile
    /// (the ticket is kept beside the profile). A passcode is named, never printed.
    var rejoinCommand: String {
        var words = ["lanjoin"]
        if let lobby = options.lobby { words += ["--lobby", ShellWords.quoted(lobby)] } else { words += ["--connect", target] }
        if let profile = options.profile { words += ["--profile", ShellWords.quoted(profile)] }
        if let name = options.name { words += ["--name", ShellWords.quoted(name)] }
        if options.passcode != nil { words += ["--passcode", "CODE"] }
        return words.joined(separator: " ")
    }

    /// Keeps the newest resume token on disk, so a restarted lanjoin can take the seat back.
    func saveSeat(_ accepted: JoinAccepted) {
        guard let seatTicket else { return }
        let ticket = SeatTicket(
            host: client.host, port: client.port, lobbyId: accepted.lobby.id, token: accepted.resumeToken,
            savedAt: Date().timeIntervalSince1970)
        ticket.save(to: seatTicket)
        savedSeat = ticket
    }

    /// Saves the ticket again, now: with `hostLost`, one a later lanjoin offers to a host resumed
    /// long after (``SeatTicket/lostHostMaximumAge``).
    func keepTicket(hostLost: Bool) {
        guard let seatTicket, var ticket = savedSeat else { return }
        ticket.savedAt = Date().timeIntervalSince1970
        ticket.hostLost = hostLost ? true : nil
        ticket.save(to: seatTicket)
        savedSeat = ticket
    }
}
