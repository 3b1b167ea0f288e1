import Foundation
import GameCore

/// Where a ``BotGameRun`` plays: the host runtime, which encodes every recipient's view each step
/// (for the hidden-information audit and observers), or the host's rules alone (``GameReplayer``).
enum BotGameTable<Module: GameModule>: Sendable {
    case host(GameHostCore<Module>)
    case rules(GameReplayer<Module>)

    var state: Module.State {
        switch self {
        case .host(let host): host.state
        case .rules(let rules): rules.state
        }
    }

    var players: [PlayerID] {
        switch self {
        case .host(let host): host.players
        case .rules(let rules): rules.players
        }
    }

    var isOver: Bool {
        switch self {
        case .host(let host): host.isOver
        case .rules(let rules): rules.isOver
        }
    }

    var outcome: GameOutcome? {
        switch self {
        case .host(let host): host.outcome
        case .rules(let rules): rules.isOver ? Module.outcome(of: rules.state) : nil
        }
    }

    var nextDeadline: GameInstant? { isOver ? nil : Module.nextDeadline(of: state) }

    /// The host, when the game runs on it.
    var host: GameHostCore<Module>? {
        if case .host(let host) = self { host } else { nil }
    }

    /// What a seated player sees now; `nil` for anyone else.
    func view(for player: PlayerID) -> Module.View? {
        switch self {
        case .host(let host): host.view(for: player)
        case .rules(let rules): rules.players.contains(player) ? Module.view(of: rules.state, for: .player(player)) : nil
        }
    }

    func startOutputs() -> [GameHostOutput] { host?.startOutputs() ?? [] }

    /// Applies one input: the host's outputs (none on the rules alone) and, for a refused action,
    /// why.
    mutating func apply(_ entry: GameJournalEntry) -> (outputs: [GameHostOutput], refusal: GameError?) {
        switch self {
        case .host(var host):
            let outputs: [GameHostOutput]
            var refusal: GameError?
            switch entry {
            case .action(let player, let payload):
                outputs = host.receiveAction(payload: payload, from: player, sequence: host.lastAppliedAction(of: player) + 1)
                for case .actionRejected(let rejection) in outputs where rejection.recipient == player {
                    refusal = rejection.error
                }
            case .time(let now):
                outputs = host.advanceTime(to: now)
            case .playerLeft(let player):
                outputs = host.playerLeft(player)
            }
            self = .host(host)
            return (outputs, refusal)
        case .rules(var rules):
            let refusal = rules.apply(entry)
            self = .rules(rules)
            return ([], refusal)
        }
    }

    /// The host's journal since the last call (none on the rules alone, or without journaling).
    mutating func takeJournalSteps() -> [GameJournalStep] {
        guard case .host(var host) = self else { return [] }
        let steps = host.takeJournalSteps()
        self = .host(host)
        return steps
    }
}
