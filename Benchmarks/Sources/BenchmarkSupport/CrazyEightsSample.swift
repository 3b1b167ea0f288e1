import CrazyEights
import Foundation
import GameCore

/// A Crazy Eights table in the middle of a bot game, with the next move ready: the inputs of the
/// reducer, view, host-core and client-core benchmarks.
public struct CrazyEightsSample: Sendable {
    /// The host runtime after `movesPlayed` bot moves.
    public let host: GameHostCore<CrazyEights>
    /// Whose turn it is.
    public let actor: PlayerID
    /// The actor's next move: a card play, so that clients can predict it.
    public let action: CrazyEightsAction
    /// The actor's encoded view of ``host``'s state (a `gameState` payload).
    public let actorViewPayload: Data

    /// The seated players, in turn order.
    public var players: [PlayerID] { host.players }

    /// Plays bots from `seed` for at least `movesPlayed` moves, then up to the next card play.
    public static func make(players count: Int = 4, seed: UInt64 = 7, movesPlayed: Int = 12) -> CrazyEightsSample {
        let players = (1...count).map(Identities.player)
        for attempt in seed..<(seed + 100) {
            if let sample = try? playBots(players, seed: attempt, movesPlayed: movesPlayed) { return sample }
        }
        preconditionFailure("no Crazy Eights seed near \(seed) reaches a card play after \(movesPlayed) moves")
    }

    private static func playBots(_ players: [PlayerID], seed: UInt64, movesPlayed: Int) throws -> CrazyEightsSample? {
        var host = try GameHostCore<CrazyEights>(players: players, settings: CrazyEights.defaultSettings, seed: seed)
        var random = SeededGenerator(seed: seed)
        var moves = 0
        while !host.isOver {
            let actor = host.state.currentSeat.player
            guard let view = host.view(for: actor),
                let action = CrazyEights.botAction(for: view, as: actor, random: &random)
            else { return nil }
            if moves >= movesPlayed, case .play = action {
                return CrazyEightsSample(
                    host: host, actor: actor, action: action, actorViewPayload: GamePayloadCodec.encode(view))
            }
            _ = host.apply(action, from: actor, sequence: host.lastAppliedAction(of: actor) + 1)
            moves += 1
        }
        return nil
    }

    /// A client runtime for ``actor`` holding the current view and the move pending (predicted).
    public func clientWithPendingMove() -> GameClientCore<CrazyEights> {
        var client = GameClientCore<CrazyEights>(player: actor)
        _ = try? client.receiveState(
            round: host.round, stateSequence: host.stateSequence, lastAppliedAction: 0, payload: actorViewPayload)
        _ = try? client.send(action)
        return client
    }
}

/// Readable fixed ids: `player(1)` is `00000000-0000-0000-0000-000000000001`.
public enum Identities {
    /// The id of player `number`.
    public static func player(_ number: Int) -> PlayerID {
        UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!
    }
}
