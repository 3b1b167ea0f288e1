import Connectivity
import Foundation

/// How a joiner's session ended: the event to print and the exit status.
enum JoinEnding {
    /// The exit status for `reason`; a lobby the host closed is a normal end once a game was played.
    static func status(for reason: LobbyClientEndReason, gamesFinished: Int) -> ExitStatus {
        switch reason {
        case .rejected, .challengeRefused, .ownerReturned: .joinRejected
        case .kicked, .banned: .kicked
        case .left: .success
        case .hostClosedLobby: gamesFinished > 0 ? .success : .hostLost
        case .connectionFailed, .sealFailed: .unreachable
        case .hostLost, .handshakeTimedOut: .hostLost
        }
    }

    /// `rejected`, `kicked`, `banned`, `hostLost`, `closed`, `left`, `ownerReturned` or `error`;
    /// `seatName`: the seat's name, for `ownerReturned`.
    static func event(for reason: LobbyClientEndReason, target: String, seatName: String? = nil) -> CLIEvent {
        switch reason {
        case .rejected(let rejection):
            var fields: [String: JSONValue] = [
                "reason": .string(rejection.reason.wireValue), "message": .string(rejection.message),
            ]
            if let retry = rejection.retryAfterSeconds { fields["retryAfterSeconds"] = .double(retry) }
            if let game = rejection.game {
                fields["game"] = .string(game.id.rawValue)
                fields["gameVersion"] = .string(game.version.description)
            }
            var text = "Join refused: \(rejection.message)" + (rejection.message.hasSuffix(".") ? "" : ".")
            if case .unsupportedGameVersion = rejection.reason, let game = rejection.game {
                text += " The lobby plays \(game.id.rawValue) \(game.version); this build cannot play that version."
            }
            if case .duplicatePlayer = rejection.reason {
                // The usual cause on one machine: two programs started with the same (or no) --name.
                text += " Each player on one machine needs a name of their own: start again with --name, e.g. --name Ari."
            }
            if case .nameTaken = rejection.reason { text += " Start again with another --name." }
            if case .nameHeld = rejection.reason {
                text += " If it is yours, start again with --reclaim to ask for it (the VIP or the host must say yes);"
                    + " otherwise with another --name."
            }
            return CLIEvent("rejected", fields, text: text)
        case .challengeRefused(let problem):
            return CLIEvent(
                "rejected", ["reason": .string("challengeRefused"), "message": .string(challengeText(problem))],
                text: "Join abandoned: \(challengeText(problem))")
        case .kicked(let reason):
            return CLIEvent("kicked", ["reason": reason.map(JSONValue.string) ?? .null], text: "Kicked\(reason.map { ": \($0)" } ?? ".")")
        case .banned(let reason):
            return CLIEvent("banned", ["reason": reason.map(JSONValue.string) ?? .null], text: "Banned\(reason.map { ": \($0)" } ?? ".")")
        case .left:
            return CLIEvent("left", [:], text: "You left the lobby.")
        case .hostClosedLobby:
            return CLIEvent("closed", ["reason": "hostShutdown"], text: "The host closed the lobby.")
        case .hostLost:
            return CLIEvent("hostLost", [:], text: "Lost the host: it did not come back in time.")
        case .ownerReturned:
            return SeatClaimEventFormat.ownerReturned(seat: seatName ?? "The seat")
        case .connectionFailed:
            return LobbyEventFormat.error(
                "unreachable",
                "Nothing is listening at \(target). Is lanhost running there, on that port (it prints its port)? "
                    + "Is the address right? A firewall on the host may also block it.")
        case .handshakeTimedOut:
            return LobbyEventFormat.error("handshakeTimedOut", "\(target) did not answer the join in time.")
        case .sealFailed(let error):
            return LobbyEventFormat.error(
                "sealFailed", "The encrypted connection to \(target) failed: \(error). Try again; if it keeps "
                    + "failing, someone on the network may be interfering.")
        }
    }

    private static func challengeText(_ problem: ChallengeProblem) -> String {
        switch problem {
        case .passcodeNeeded: "This lobby is private: give --passcode CODE."
        case .unsupportedKDF: "The host asks for a key derivation this build does not know."
        case .unacceptableIterations: "The host asks for an unacceptable passcode work factor."
        case .malformedChallenge: "The host's passcode challenge is malformed."
        case .wrongLobby: "The passcode challenge names another lobby."
        case .invalidPasscode: "The passcode cannot be used."
        }
    }
}
