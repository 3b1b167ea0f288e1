import Foundation
import GameCore

/// Checks that no viewer's encoded bytes carry another owner's secret (see ``HiddenInformation``).
///
/// Views are encoded exactly as the host sends them (``GamePayloadCodec``); ``leaks(in:host:rules:patcher:)``
/// checks a host step's real outputs, including the bytes a ``GameViewPatcher`` would send as a
/// patch and the `gameOver` payloads. ``BotGameHarness`` runs it on every step of every game.
public enum HiddenInformationAudit {
    /// Every leak in what each of `players` (and, when `spectator` is set, a spectator) would get of
    /// `state`: views, `toAct`, the rendered face and the refusals of probe actions
    /// (``HiddenInformation/refusalProbes``). `owners` are the players whose secrets are searched
    /// for (default: `players`); `.host` always is.
    public static func leaks<Module: GameModule>(
        in state: Module.State, of module: Module.Type, players: [PlayerID], owners: [PlayerID]? = nil,
        spectator: Bool = true, rules: HiddenInformation<Module>
    ) -> [HiddenInformationLeak] {
        let table = SecretTable(state: state, owners: owners ?? players, rules: rules)
        let viewers = players.map(Viewer.player) + (spectator ? [.spectator] : [])
        var leaks: [HiddenInformationLeak] = []
        for viewer in viewers {
            let payload = GamePayloadCodec.encode(Module.view(of: state, for: viewer))
            leaks += table.leaks(in: payload, for: viewer, kind: .secretInView)
        }
        leaks += dependencyLeaks(in: state, of: module, viewers: viewers, owners: table.owners, rules: rules)
        // Every other byte a viewer gets of this state: `toAct`, the rendered face, refusals.
        leaks += toActLeaks(in: state, of: module, owners: owners ?? players, rules: rules)
        leaks += renderedLeaks(in: state, of: module, players: players, spectator: spectator, rules: rules)
        if Module.outcome(of: state) == nil {
            leaks += refusalLeaks(in: state, of: module, players: players, rules: rules).leaks
        }
        return leaks
    }

    /// Every leak in `payload`, sent to `viewer` while the host held `state`.
    public static func leaks<Module: GameModule>(
        in payload: some Collection<UInt8>, sentTo viewer: Viewer, state: Module.State, of module: Module.Type,
        owners: [PlayerID], rules: HiddenInformation<Module>, kind: HiddenInformationLeak.Kind = .secretInView
    ) -> [HiddenInformationLeak] {
        SecretTable(state: state, owners: owners, rules: rules).leaks(in: payload, for: viewer, kind: kind)
    }

    /// Every leak in the outputs of one host step (`host` as it is right after the step): whole
    /// views, `gameOver` views, and the inserted bytes of the patch `patcher` makes of each state
    /// (the patcher keeps each recipient's last view, as the lobby's routes do). `owners` defaults
    /// to the seated players.
    public static func leaks<Module: GameModule>(
        in outputs: [GameHostOutput], host: GameHostCore<Module>, owners: [PlayerID]? = nil,
        rules: HiddenInformation<Module>, patcher: inout GameViewPatcher
    ) -> [HiddenInformationLeak] {
        SecretTable(state: host.state, owners: owners ?? host.players, rules: rules)
            .leaks(in: outputs, host: host, patcher: &patcher)
    }

    /// Views that change when only an owner's secrets change (``HiddenInformation/alternatives``).
    public static func dependencyLeaks<Module: GameModule>(
        in state: Module.State, of module: Module.Type, viewers: [Viewer], owners: [SecretOwner],
        rules: HiddenInformation<Module>
    ) -> [HiddenInformationLeak] {
        var leaks: [HiddenInformationLeak] = []
        var original: [Viewer: [UInt8]] = [:]
        for owner in owners {
            for (index, alternative) in rules.alternatives(state, owner).enumerated() {
                for viewer in viewers where !owner.isVisible(to: viewer) {
                    let base = original[viewer] ?? Array(GamePayloadCodec.encode(Module.view(of: state, for: viewer)))
                    original[viewer] = base
                    let changed = Array(GamePayloadCodec.encode(Module.view(of: alternative, for: viewer)))
                    guard changed != base else { continue }
                    let offset = HiddenInformationLeak.firstDifference(base, changed)
                    leaks.append(HiddenInformationLeak(
                        kind: .viewDependsOnSecret, viewer: viewer, owner: owner, secret: "alternative \(index + 1)",
                        offset: offset, excerpt: HiddenInformationLeak.excerpt(of: changed, around: offset)))
                }
            }
        }
        return leaks
    }
}
