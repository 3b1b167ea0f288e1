import Foundation
import GameCore

/// What ``WireIDAudit/auditViews(of:players:settings:seed:maximumSteps:)`` saw.
public struct ViewIDAuditReport: Sendable {
    /// Views encoded (every player's and a spectator's, after every step).
    public var views = 0
    /// Identifiers found in them.
    public var ids = 0
    /// Those written with an upper-case hex digit.
    public var upperCase: [String] = []
    /// Whether the game reached its end.
    public var finished = false
}

extension WireIDAudit {
    /// Plays `Module` with its own bot from `seed` (time jumps to the next deadline when no bot
    /// acts) and audits the ids in every view as the host encodes it (``GamePayloadCodec``).
    public static func auditViews<Module: GameModule>(
        of module: Module.Type, players: [PlayerID], settings: Module.Settings, seed: UInt64,
        maximumSteps: Int = 2_000
    ) throws -> ViewIDAuditReport {
        var state = try Module.initialState(players: players, settings: settings, seed: seed)
        var random = SeededGenerator(seed: seed)
        var report = ViewIDAuditReport()
        func audit(_ state: Module.State) {
            for viewer in players.map(Viewer.player) + [.spectator] {
                let bytes = GamePayloadCodec.encode(Module.view(of: state, for: viewer))
                report.views += 1
                report.ids += ids(in: bytes).count
                report.upperCase += upperCaseIDs(in: bytes)
            }
        }
        audit(state)
        for _ in 0..<maximumSteps where Module.outcome(of: state) == nil {
            var acted = false
            for player in players {
                let view = Module.view(of: state, for: .player(player))
                guard let action = Module.botAction(for: view, as: player, random: &random),
                    let next = try? Module.reduce(state, action, by: player)
                else { continue }
                state = next
                acted = true
                audit(state)
            }
            if !acted, let deadline = Module.nextDeadline(of: state) {
                state = Module.advance(state, to: deadline)
                audit(state)
            } else if !acted {
                break
            }
        }
        report.finished = Module.outcome(of: state) != nil
        return report
    }
}
