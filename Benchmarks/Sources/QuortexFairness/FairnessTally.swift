import Foundation
import GameCore
import Quortex

/// What one bot game tells about fairness: who won, counted by lobby order (the host is player 1)
/// and by turn order (the first mover is seat 1).
struct GameResult: Sendable {
    /// Lobby indexes (0-based) of the winners.
    var winnersByLobby: [Int]
    /// Turn positions (0 = moved first) of the winners.
    var winnersByTurn: [Int]
    /// Moves made.
    var moves: Int
    /// How it ended.
    var reason: QuortexWinReason
}

/// Plays one game of `count` greedy bots from `seed` through the module's own reducer and views.
func playGreedyGame(players count: Int, seed: UInt64) -> GameResult? {
    // Deterministic player ids: lobby index in the last bytes.
    let players = (0..<count).map { index in
        UUID(uuid: (0xF0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, UInt8(index + 1)))
    }
    guard var state = try? Quortex.initialState(players: players, settings: QuortexSettings(), seed: seed) else {
        return nil
    }
    let firstSeat = state.turn
    var random = SeededGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1)
    var moves = 0
    while state.finish == nil, moves < 10_000 {
        let actor = state.position.flows[state.turn].player
        let view = Quortex.view(of: state, for: .player(actor))
        guard let action = Quortex.botAction(for: view, as: actor, random: &random),
            let next = try? Quortex.reduce(state, action, by: actor)
        else { return nil }
        state = next
        moves += 1
    }
    guard let finish = state.finish else { return nil }
    let seats = finish.winners.compactMap { state.position.seat(of: $0) }
    return GameResult(
        winnersByLobby: finish.winners.compactMap { players.firstIndex(of: $0) },
        winnersByTurn: seats.map { ($0 - firstSeat + count) % count }, moves: moves, reason: finish.reason)
}

/// Win counts per position over many games.
struct FairnessTally {
    /// Players per game.
    var players: Int
    /// Games counted.
    var games = 0
    /// Games with more than one winner.
    var sharedWins = 0
    /// Games that ended on the `nearest` rule.
    var nearestFinishes = 0
    /// Wins per lobby index.
    var winsByLobby: [Int]
    /// Wins per turn position.
    var winsByTurn: [Int]
    /// Moves over all games.
    var moves = 0

    /// An empty tally.
    init(players: Int) {
        self.players = players
        winsByLobby = Array(repeating: 0, count: players)
        winsByTurn = Array(repeating: 0, count: players)
    }

    /// Counts one game.
    mutating func add(_ result: GameResult) {
        games += 1
        moves += result.moves
        if result.winnersByLobby.count > 1 { sharedWins += 1 }
        if result.reason == .nearest { nearestFinishes += 1 }
        for index in result.winnersByLobby { winsByLobby[index] += 1 }
        for index in result.winnersByTurn { winsByTurn[index] += 1 }
    }
}
