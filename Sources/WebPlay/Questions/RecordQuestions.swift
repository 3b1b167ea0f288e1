import Foundation
import GameCore

/// The record's questions: the Leaderboard of one game and one moment of a finished game.
extension WebPlayRoutes {
    /// `/record.json?game=ID`: the record's leaderboard and recent games of one game;
    /// `{"recording": false}` without a record.
    func recordAnswer(game: String) -> PageAnswer {
        let known = site.games[GameID(rawValue: game)] != nil
        let body = known ? site.record.map { $0(GameID(rawValue: game)) } : nil
        return Self.recordAnswer(
            body ?? Data((known ? #"{"recording":false}"# : #"{"recording":false,"unknownGame":true}"#).utf8))
    }

    /// `/replay.json?id=ID&seat=PLAYER&step=K`: a moment of a recorded game for the replay viewer;
    /// `{"error": CODE}` when there is none.
    func replayAnswer(game: Int64?, seat: String?, step: Int?) -> PageAnswer {
        let bytes: Data
        if let game, let replay = site.replay {
            bytes = replay(game, seat, step)
        } else {
            bytes = Data((site.replay == nil ? #"{"error":"notRecording"}"# : #"{"error":"unknownGame"}"#).utf8)
        }
        return Self.recordAnswer(bytes)
    }

    /// The record's JSON: it changes with every game, so HTTP never stores it.
    private static func recordAnswer(_ bytes: Data) -> PageAnswer {
        var answer = PageAnswer.bytes(bytes, type: "application/json; charset=utf-8")
        answer.noStore = true
        return answer
    }
}
