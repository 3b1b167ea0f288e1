// Quortex fairness: seat win rates over many games of greedy bots, per player count, with 95 %
// Wilson intervals (Docs/Games/Quortex.md, "Fairness"). Plays through the module's reducer and
// views, exactly as the host would, with default settings; deterministic for a given seed base.
//
//   swift build -c release --package-path Benchmarks --product QuortexFairness
//   Benchmarks/.build/release/QuortexFairness [games per player count, default 1000] [seed base, default 1]
import Dispatch
import Foundation
import Quortex
import Synchronization

let arguments = CommandLine.arguments.dropFirst()
let gamesPerCount = arguments.first.flatMap(Int.init) ?? 1000
let seedBase = arguments.dropFirst().first.flatMap(UInt64.init) ?? 1
let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)

print("Quortex fairness: \(gamesPerCount) greedy-bot games per player count, seeds \(seedBase)...,",
      "Quortex \(Quortex.version), \(workers) workers")
print()
print("| players | games | position | wins by lobby order (host = 1) | wins by turn order (first mover = 1) | fair share |")
print("|---|---|---|---|---|---|")
let started = Date()
var notes: [String] = []
for count in Quortex.policy.minPlayers...Quortex.policy.maxPlayers {
    let results = Mutex<[GameResult?]>(Array(repeating: nil, count: gamesPerCount))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for game in stride(from: worker, to: gamesPerCount, by: workers) {
            let seed = seedBase &+ UInt64(count) &* 1_000_003 &+ UInt64(game)
            let result = playGreedyGame(players: count, seed: seed)
            results.withLock { $0[game] = result }
        }
    }
    var tally = FairnessTally(players: count)
    for result in results.withLock({ $0 }) {
        guard let result else { fatalError("a bot game failed to finish (players \(count))") }
        tally.add(result)
    }
    for position in 0..<count {
        let lobby = WilsonInterval(successes: tally.winsByLobby[position], trials: tally.games)
        let turn = WilsonInterval(successes: tally.winsByTurn[position], trials: tally.games)
        let head = position == 0 ? "| \(count) | \(tally.games) |" : "| | |"
        print("\(head) \(position + 1) | \(lobby.text) | \(turn.text) | \(String(format: "%.1f %%", 100 / Double(count))) |")
    }
    let perGame = String(format: "%.1f", Double(tally.moves) / Double(max(1, tally.games)))
    notes.append("\(count) players: \(tally.sharedWins) shared wins (counted for each winner), \(tally.nearestFinishes) decided by the nearest rule, \(perGame) moves per game")
}
print()
for note in notes { print("- " + note) }
print(String(format: "%.0f s", Date().timeIntervalSince(started)))
