import Connectivity
import Foundation

/// Sentences for refused lobby commands.
enum LobbyCommandText {
    /// Why a lobby command was refused, naming the players involved.
    static func describe(_ error: LobbyCommandError, names: PlayerDirectory) -> String {
        switch error {
        case .settingsLocked: "Settings are locked once the first game has started."
        case .gameRunning: "A game is running."
        case .gameNotRunning: "No game is running."
        case .noPreviousGame: "'again' replays the last game with its settings; there is none since a game was chosen. Use 'start'."
        case .notEnoughPlayers(let present, let required): "Not enough players: \(present) of \(required)."
        case .playersNotReady(let ids): "Not ready yet: \(names.list(ids))."
        case .playersAway(let ids): "Away: \(names.list(ids))."
        case .unknownPlayer: "No such player in the lobby."
        case .cannotRemoveHost: "The host cannot remove itself."
        case .notAPlayer: "Spectators have no ready flag."
        case .hostHasNoSeat: "A dedicated host has no seat."
        case .lobbyClosed: "The lobby is closed."
        case .lobbyFull: "The lobby is full."
        case .duplicatePlayer(let id): "\(names.name(of: id)) is already seated."
        case .notALocalPlayer(let id): "\(names.name(of: id)) is not a computer player."
        case .unknownGame(let game): "This lobby offers no game '\(game.rawValue.prefix(32))' ('games' lists them)."
        case .noSeatClaim(let id): "Nobody is asking for \(names.name(of: id))'s seat now (answered, expired, or \(names.name(of: id)) came back)."
        }
    }

    /// The stable code of a refusal, for `--json`.
    static func code(_ error: LobbyCommandError) -> String {
        switch error {
        case .settingsLocked: "settingsLocked"
        case .gameRunning: "gameRunning"
        case .gameNotRunning: "gameNotRunning"
        case .noPreviousGame: "noPreviousGame"
        case .notEnoughPlayers: "notEnoughPlayers"
        case .playersNotReady: "playersNotReady"
        case .playersAway: "playersAway"
        case .unknownPlayer: "unknownPlayer"
        case .cannotRemoveHost: "cannotRemoveHost"
        case .notAPlayer: "notAPlayer"
        case .hostHasNoSeat: "hostHasNoSeat"
        case .lobbyClosed: "lobbyClosed"
        case .lobbyFull: "lobbyFull"
        case .duplicatePlayer: "duplicatePlayer"
        case .notALocalPlayer: "notALocalPlayer"
        case .unknownGame: "unknownGame"
        case .noSeatClaim: "noSeatClaim"
        }
    }

    /// An `error` event for a refused command.
    static func event(_ error: LobbyCommandError, names: PlayerDirectory) -> CLIEvent {
        LobbyEventFormat.error(code(error), describe(error, names: names))
    }
}
