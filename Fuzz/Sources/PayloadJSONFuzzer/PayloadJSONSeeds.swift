import CrazyEights
import Foundation
import FuzzSupport
import GameCore
import Quortex
import SketchDuel

/// The seed corpus: JSON edge cases (escapes, surrogates, numbers at every boundary, the
/// documented stricter cases) and real payloads — actions and player and spectator views from bot
/// games of every module, as GamePayloadCodec writes them.
enum PayloadJSONSeeds {
    static func all() -> [FuzzSeed] {
        var seeds = edgeCases.enumerated().map { FuzzSeed("edge-\($0.offset)", Array($0.element.utf8)) }
        seeds += [
            FuzzSeed("bom", [0xEF, 0xBB, 0xBF] + Array(#"{"type":"draw"}"#.utf8)),
            FuzzSeed("utf16le", Array(#"{"type":"pass"}"#.utf16).flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] }),
            FuzzSeed("invalid-utf8", Array(#"{"type":"play","card":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8)),
        ]
        seeds += game(CrazyEights.self, name: "crazy-eights")
        seeds += game(Quortex.self, name: "quortex")
        seeds += game(SketchDuel.self, name: "sketch-duel")
        return seeds
    }

    static let edgeCases = [
        "null", "true", "false", "0", "-0", "1.0", "1e2", "1E+2", "-1.5e-3", "0.1", "1e400", "1e-400", "0e8", "-0e-5",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "18446744073709551615", "01", "+1", ".5", "1.",
        #""\"\\\/\b\f\n\r\t\u0000\u001f\u00e9\u20AC\ud83d\ude00""#, #""\ud800""#, #""\udc00""#, #""\ud800\u0041""#, #""\x""#,
        "[]", "{}", "[1,2,]", #"{"a":1,}"#, #"{"a":1,"a":2}"#, #"{"\u00e9":1,"e\u0301":2}"#, " \t\r\n[ 1 , [ ] , { } ] \n",
        String(repeating: "[", count: 64) + String(repeating: "]", count: 64),
        String(repeating: "[", count: 65) + String(repeating: "]", count: 65),
        #"{"type":"play","card":"8H","suit":"spades"}"#, #"{"type":"play","card":"8H","suit":"spades","extra":01}"#,
        #"{"type":"draw","junk":[1,]}"#, #"{"type":"pass","type":"draw"}"#, #"{"type":"place","tile":3,"rotation":1.0}"#,
        #"{"type":"guess","word":"caf\u00e9"}"#,
    ]

    /// Actions and views of one bot game (4 players or the module's maximum below that).
    static func game<Module: GameModule>(_ module: Module.Type, name: String) -> [FuzzSeed] {
        let count = min(4, Module.policy.playerRange.upperBound)
        let players = (1...count).map { UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", $0))! }
        let spectator = UUID(uuidString: "00000000-0000-0000-0000-000000000099")!
        guard var host = try? GameHostCore<Module>(players: players, settings: Module.defaultSettings, seed: 5) else { return [] }
        _ = host.addSpectator(spectator)
        var seeds: [FuzzSeed] = []
        var sequences: [PlayerID: UInt64] = [:]
        var random = SeededGenerator(seed: 5)
        for move in 0..<60 where !host.isOver {
            let mover = players.lazy.compactMap { player in
                host.view(for: player).flatMap { Module.botAction(for: $0, as: player, random: &random) }.map { (player, $0) }
            }.first
            guard let (player, action) = mover else { break }
            if move % 10 == 0 {
                seeds.append(FuzzSeed("\(name)-action-\(move)", Array(GamePayloadCodec.encode(action))))
                if let view = host.view(for: player) {
                    seeds.append(FuzzSeed("\(name)-view-\(move)", Array(GamePayloadCodec.encode(view))))
                }
                if move % 20 == 0, let view = host.view(for: spectator) {
                    seeds.append(FuzzSeed("\(name)-spectator-\(move)", Array(GamePayloadCodec.encode(view))))
                }
            }
            sequences[player, default: 0] += 1
            _ = host.apply(action, from: player, sequence: sequences[player]!)
        }
        return seeds
    }
}
