import Foundation
import GameCore

/// The replay determinism check: the same seed and the same inputs must give the same states.
public enum DeterminismCheck {
    /// Replays `journal` twice side by side and compares the states after every entry; then, when
    /// `finalState` is given (the state the game really reached), compares the last one with it.
    /// Throws the first divergence.
    public static func check<Module: GameModule>(
        _ journal: GameJournal<Module>, finalState: Module.State? = nil
    ) throws(DeterminismFailure) {
        var first: GameReplayer<Module>
        var second: GameReplayer<Module>
        do {
            first = try GameReplayer(journal)
            second = try GameReplayer(journal)
        } catch {
            throw DeterminismFailure(kind: .setup, step: -1, detail: "\(error)")
        }
        if let difference = difference(first.state, second.state) {
            throw DeterminismFailure(kind: .replaysDiffer, step: -1, detail: difference)
        }
        for (index, entry) in journal.entries.enumerated() {
            first.apply(entry)
            second.apply(entry)
            if let difference = difference(first.state, second.state) {
                throw DeterminismFailure(kind: .replaysDiffer, step: index, detail: "after \(entry): \(difference)")
            }
        }
        if let finalState, let difference = difference(first.state, finalState) {
            throw DeterminismFailure(
                kind: .differsFromRecord, step: journal.entries.count - 1, detail: "replayed vs recorded: \(difference)")
        }
    }

    /// Plays `seed` with `inputs` (built from the initial state, e.g. recorded actions) twice and
    /// checks both runs alike: ``check(_:finalState:)`` on the journal.
    public static func check<Module: GameModule>(
        _ module: Module.Type, players: [PlayerID], settings: Module.Settings, seed: UInt64,
        inputs: [GameJournalEntry]
    ) throws(DeterminismFailure) {
        try check(GameJournal<Module>(players: players, settings: settings, seed: seed, entries: inputs))
    }

    /// `nil` when the states are equal; else where their encodings first differ.
    static func difference<State: Codable & Equatable>(_ lhs: State, _ rhs: State) -> String? {
        guard lhs != rhs else { return nil }
        let left = Array(GamePayloadCodec.encode(lhs))
        let right = Array(GamePayloadCodec.encode(rhs))
        guard left != right else { return "the states are unequal (==) but encode to the same bytes" }
        let offset = HiddenInformationLeak.firstDifference(left, right)
        return "encoded states differ at byte \(offset): …\(HiddenInformationLeak.excerpt(of: left, around: offset))… "
            + "vs …\(HiddenInformationLeak.excerpt(of: right, around: offset))…"
    }
}
