import Foundation
import GameCore

extension GameFuzzHarness {
    /// Seed scripts from real games: the module's bots play, and each move is written as the
    /// untrusted JSON payload a client would send, so the fuzzer starts from real actions.
    public static func seeds(moves: Int = 80) -> [FuzzSeed] {
        let range = Module.policy.playerRange
        let counts = Array(Set([range.lowerBound, min(range.upperBound, range.lowerBound + 2)])).sorted()
        var seeds: [FuzzSeed] = []
        for count in counts {
            for seedByte in [0, 7] {
                seeds.append(FuzzSeed("\(Module.id)-\(count)p-seed\(seedByte)",
                                      recordedGame(count: count, seedByte: seedByte, moves: moves)))
            }
        }
        // The same start driven by the harness's own bot step, with time passing between moves.
        var botScript = FuzzScript()
        botScript.byte(0)
        botScript.byte(3)
        for index in 0..<moves {
            botScript.byte(Step.bot.rawValue)
            botScript.byte(index)
            if index % 10 == 9 {
                botScript.byte(Step.advance.rawValue)
                botScript.byte(0)
                botScript.byte(100)
            }
        }
        seeds.append(FuzzSeed("\(Module.id)-bots", botScript.bytes))
        return seeds
    }

    private static func recordedGame(count: Int, seedByte: Int, moves: Int) -> [UInt8] {
        let range = Module.policy.playerRange
        var script = FuzzScript()
        script.byte(count - range.lowerBound)
        script.byte(seedByte)
        let seated = players(count: count)
        let seed = UInt64(seedByte) &* 0x9E37_79B9_7F4A_7C15
        guard var host = try? GameHostCore<Module>(players: seated, settings: Module.defaultSettings, seed: seed)
        else { return script.bytes }
        var now = GameInstant.zero
        var sequence: [PlayerID: UInt64] = [:]
        for index in 0..<moves where !host.isOver {
            _ = host.advanceTime(to: now)
            var random = SeededGenerator(seed: UInt64(index))
            let mover = host.players.lazy.compactMap { player in
                host.view(for: player).flatMap { Module.botAction(for: $0, as: player, random: &random) }
                    .map { (player, $0) }
            }.first
            guard let (player, move) = mover else {
                // Nobody can move: let a round timer run out.
                script.byte(Step.advance.rawValue)
                script.byte(0)
                script.byte(200)
                now = now.adding(milliseconds: 200 * 50)
                _ = host.advanceTime(to: now)
                continue
            }
            sequence[player, default: 0] += 1
            script.byte(Step.action.rawValue)
            script.byte(seated.firstIndex(of: player)!)
            script.chunk16(GamePayloadCodec.encode(move))
            _ = host.apply(move, from: player, sequence: sequence[player]!)
        }
        return script.bytes
    }
}
