import Foundation
import GameCore

/// The audit beyond views: every other byte a viewer receives — refusals' words, `toAct`, the
/// public event lines and the text the host renders for the host-rendered face.
extension HiddenInformationAudit {
    /// The most probe actions taken from each seat's legal actions, per state.
    static let probesPerSeat = 2
    /// The most alternatives per owner a probe is compared on (each costs a `reduce` per probe).
    static let alternativesPerProbe = 2

    /// Leaks in the refusals each of `players` would get on `state`: the words of every refused
    /// probe (``HiddenInformation/refusalProbes``) searched for secrets that player may not know,
    /// and every probe's result (accepted, or refused with which words) compared on the
    /// alternatives of the other owners' secrets.
    public static func refusalLeaks<Module: GameModule>(
        in state: Module.State, of module: Module.Type, players: [PlayerID], rules: HiddenInformation<Module>
    ) -> (leaks: [HiddenInformationLeak], refusals: Int) {
        let table = SecretTable(state: state, owners: players, rules: rules)
        var leaks: [HiddenInformationLeak] = []
        var refusals = 0
        var alternatives: [SecretOwner: [Module.State]] = [:]
        for owner in table.owners { alternatives[owner] = Array(rules.alternatives(state, owner).prefix(alternativesPerProbe)) }
        for player in players {
            let viewer = Viewer.player(player)
            for action in probes(state, player: player, players: players, rules: rules) {
                let error = refusal(Module.self, of: action, by: player, on: state)
                if let error {
                    refusals += 1
                    leaks += table.textLeaks(in: error.description, for: viewer, kind: .secretInRefusal)
                }
                for owner in table.owners where !owner.isVisible(to: viewer) {
                    for (index, alternative) in (alternatives[owner] ?? []).enumerated() {
                        let other = refusal(Module.self, of: action, by: player, on: alternative)
                        guard other != error else { continue }
                        let said = "\(error.map(\.description) ?? "accepted") / \(other.map(\.description) ?? "accepted")"
                        leaks.append(HiddenInformationLeak(
                            kind: .refusalDependsOnSecret, viewer: viewer, owner: owner,
                            secret: "alternative \(index + 1)", offset: 0, excerpt: "\(action): \(said)"))
                    }
                }
            }
        }
        return (leaks, refusals)
    }

    /// Whom the game waits for on `state`, compared on the alternatives of every owner's secrets:
    /// `toAct` goes to every viewer, so it may depend on no secret.
    public static func toActLeaks<Module: GameModule>(
        in state: Module.State, of module: Module.Type, owners: [PlayerID], rules: HiddenInformation<Module>
    ) -> [HiddenInformationLeak] {
        let acting = Module.playersToAct(in: state)
        var leaks: [HiddenInformationLeak] = []
        for owner in owners.map(SecretOwner.player) + [.host] {
            for (index, alternative) in rules.alternatives(state, owner).enumerated() {
                let other = Module.playersToAct(in: alternative)
                guard other != acting else { continue }
                leaks.append(HiddenInformationLeak(
                    kind: .toActDependsOnSecret, viewer: .spectator, owner: owner, secret: "alternative \(index + 1)",
                    offset: 0, excerpt: "toAct \(describe(acting)) / \(describe(other))"))
            }
        }
        return leaks
    }

    /// Leaks in the event lines of the step from `previous` to `next` (public: every viewer gets
    /// them): every owner's secrets of `next` searched for (what the step revealed is public by
    /// then), and the lines compared with those of the alternatives of `next`.
    public static func eventLeaks<Module: GameModule>(
        from previous: Module.State, to next: Module.State, of module: Module.Type, owners: [PlayerID],
        rules: HiddenInformation<Module>
    ) -> (leaks: [HiddenInformationLeak], lines: Int) {
        let lines = Module.events(from: previous, to: next)
        let table = SecretTable(state: next, owners: owners, rules: rules)
        var leaks: [HiddenInformationLeak] = []
        for line in lines {
            leaks += table.textLeaks(in: line, for: nil, kind: .secretInEvent)
        }
        for owner in table.owners {
            for (index, alternative) in rules.alternatives(next, owner).enumerated() {
                let other = Module.events(from: previous, to: alternative)
                guard other != lines else { continue }
                leaks.append(HiddenInformationLeak(
                    kind: .eventDependsOnSecret, viewer: .spectator, owner: owner, secret: "alternative \(index + 1)",
                    offset: 0, excerpt: "\(lines) / \(other)"))
            }
        }
        return (leaks, lines.count)
    }

    /// Leaks in the text the host renders for each of `players` and a spectator (the host-rendered
    /// face, Docs/Protocol.md), on the platform's surface.
    public static func renderedLeaks<Module: GameModule>(
        in state: Module.State, of module: Module.Type, players: [PlayerID], spectator: Bool = true,
        rules: HiddenInformation<Module>
    ) -> [HiddenInformationLeak] {
        let table = SecretTable(state: state, owners: players, rules: rules)
        var names = PlayerNames()
        names.surface = .platform
        var leaks: [HiddenInformationLeak] = []
        for viewer in players.map(Viewer.player) + (spectator ? [.spectator] : []) {
            let text = Module.render(Module.view(of: state, for: viewer), for: viewer, names: names)
            leaks += table.textLeaks(in: text, for: viewer, kind: .secretInRenderedFace)
        }
        return leaks
    }

    /// The actions tried as `player`: the author's probes, else a few listed legal actions of every
    /// seat (another seat's move is often refused to this one, in words).
    static func probes<Module: GameModule>(
        _ state: Module.State, player: PlayerID, players: [PlayerID], rules: HiddenInformation<Module>
    ) -> [Module.Action] {
        if let probes = rules.refusalProbes { return probes(state, player) }
        var actions: [Module.Action] = []
        for seat in players {
            let listed = Module.legalActions(in: Module.view(of: state, for: .player(seat)), for: seat) ?? []
            for action in listed.prefix(probesPerSeat) where !actions.contains(action) { actions.append(action) }
        }
        return actions
    }

    /// The refusal `action` by `player` gets on `state`, or `nil` when it is accepted.
    static func refusal<Module: GameModule>(
        _ module: Module.Type, of action: Module.Action, by player: PlayerID, on state: Module.State
    ) -> GameError? {
        do throws(GameError) {
            _ = try Module.reduce(state, action, by: player)
            return nil
        } catch {
            return error
        }
    }

    private static func describe(_ acting: Set<PlayerID>?) -> String {
        acting.map { "[" + $0.map { $0.uuidString.lowercased().prefix(8) }.sorted().joined(separator: ",") + "]" } ?? "nil"
    }
}
