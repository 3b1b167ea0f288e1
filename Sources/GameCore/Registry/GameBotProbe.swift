import Foundation

/// Whether a module has a computer player (``GameModule/botAction(for:as:random:)`` is not the
/// default that always answers `nil`), found by asking it: the game is set up with the fewest
/// players, default settings and a fixed seed, and the bot is asked for each player's first move.
/// A game in which nobody may act at the start (it waits for a timer) reads as having no bot.
enum GameBotProbe {
    /// The probe's player ids: fixed, so the answer is the same on every run.
    private static func player(_ index: Int) -> PlayerID {
        UUID(uuid: (0xB0, 0x70, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, UInt8(truncatingIfNeeded: index)))
    }

    /// `true` when the module's bot makes a move for some player of a freshly set-up game.
    static func hasBot<Module: GameModule>(_ module: Module.Type) -> Bool {
        let count = min(max(Module.policy.playerRange.lowerBound, 1), 255)
        let players = (0..<count).map(player)
        guard let core = try? GameHostCore<Module>(players: players, settings: Module.defaultSettings, seed: 1)
        else { return false }
        var random = SeededGenerator(seed: 1)
        return players.contains { seat in
            guard let view = core.view(for: seat) else { return false }
            return Module.botAction(for: view, as: seat, random: &random) != nil
        }
    }
}
