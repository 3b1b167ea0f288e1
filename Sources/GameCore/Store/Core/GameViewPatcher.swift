import Foundation

/// The host's side of view patches: remembers, per recipient, the view it last sent, and turns a
/// whole-view ``GameStateOutput`` into a patch against it when that is clearly smaller.
///
/// Whoever owns the connections owns a patcher (the lobby's game routes): it must call
/// ``forget(_:)`` whenever a recipient's previous state may not have reached it — a new
/// connection, a send that failed — so that the next state is whole. A patch is only ever made
/// against bytes this patcher handed out for the same recipient and round.
///
/// Sends a whole view: for a recipient's first state, after ``forget(_:)``, in a new round, when
/// the patch would need more than ``GameViewPatch/maximumEdits`` edits, when the patch (edits
/// and inserted bytes) would not be at most half the whole view, and when the host stopped saying
/// who acts (``GameStateOutput/playersToAct`` became `nil`). `gameOver` is never patched.
///
/// A patch leaves out ``GameStateOutput/playersToAct`` when it equals the base state's: the
/// receiver keeps the base's (Docs/Protocol.md "Who acts"), so a stroke streamed while both
/// SketchDuel players act costs no ids.
///
/// Within a step every recipient gets a state for the same `stateSequence`; recipients with equal
/// previous and new views (spectators, a game without secrets) share one diff: the last step's
/// diffs are kept and matched by their bytes.
public struct GameViewPatcher: Sendable {
    private struct Sent {
        var round: Int
        var stateSequence: UInt64
        var payload: Data
        var playersToAct: [PlayerID]?
    }

    private struct Diff {
        var base: Data
        var new: Data
        var edits: [GameViewEdit]
        var inserted: Data
    }

    private var sent: [PlayerID: Sent] = [:]
    /// The diffs of the step being sent (all for ``cachedStep``).
    private var diffs: [Diff] = []
    private var cachedStep: (round: Int, stateSequence: UInt64)?
    /// How many diffs were computed (for tests and benchmarks: once per distinct pair).
    public private(set) var diffsComputed = 0

    /// Creates a patcher that has sent nothing yet.
    public init() {}

    /// `output` as it should travel: patched against what its recipient last got, or whole. Either
    /// way it becomes that recipient's base.
    public mutating func prepare(_ output: GameStateOutput) -> GameStateOutput {
        let latest = Sent(
            round: output.round, stateSequence: output.stateSequence, payload: output.payload,
            playersToAct: output.playersToAct)
        // One hash of the recipient for the read and the write (this runs for every recipient of
        // every step).
        guard let index = sent.index(forKey: output.recipient) else {
            sent[output.recipient] = latest
            return output
        }
        let last = sent.values[index]
        sent.values[index] = latest
        return patched(output, against: last)
    }

    /// `output` patched against `last` when that is allowed and clearly smaller, else `output`.
    private mutating func patched(_ output: GameStateOutput, against last: Sent) -> GameStateOutput {
        let whole = output.payload
        guard output.patch == nil, last.round == output.round,
            last.stateSequence <= output.stateSequence, output.playersToAct != nil || last.playersToAct == nil
        else { return output }
        // A view shorter than twice the smallest patch (its fields alone) always goes whole: no need
        // to diff it.
        guard 2 * Self.minimumWireCost(base: last.stateSequence) <= whole.count else { return output }
        let diff = self.diff(from: last.payload, to: whole, step: (output.round, output.stateSequence))
        guard diff.edits.count <= GameViewPatch.maximumEdits else { return output }
        let patch = GameViewPatch(base: last.stateSequence, edits: diff.edits)
        guard 2 * Self.wireCost(of: patch, inserting: diff.inserted.count) <= whole.count else { return output }
        var patched = output
        patched.patch = patch
        patched.payload = diff.inserted
        if output.playersToAct == last.playersToAct { patched.playersToAct = nil }
        return patched
    }

    /// The next state for `recipient` will be whole (a new connection, a lost send, gone for good).
    public mutating func forget(_ recipient: PlayerID) {
        sent.removeValue(forKey: recipient)
    }

    /// Forgets every recipient but `kept`.
    public mutating func forgetAll(except kept: Set<PlayerID> = []) {
        sent = sent.filter { kept.contains($0.key) }
        if sent.isEmpty {
            diffs.removeAll()
            cachedStep = nil
        }
    }

    /// Bytes a patch adds to a message beyond a whole one's: its fields and inserted bytes.
    static func wireCost(of patch: GameViewPatch, inserting inserted: Int) -> Int {
        // `"base":N,"edits":[a,b,c,…],` — digits plus punctuation.
        let numbers = patch.flatEdits
        return 19 + digits(patch.base) + numbers.reduce(0) { $0 + digits($1) + 1 } + inserted
    }

    /// The least ``wireCost(of:inserting:)`` of any patch against `base`: no edits, nothing inserted.
    static func minimumWireCost(base: UInt64) -> Int {
        wireCost(of: GameViewPatch(base: base, edits: []), inserting: 0)
    }

    private static func digits(_ value: UInt64) -> Int { String(value).utf8.count }

    private mutating func diff(from base: Data, to new: Data, step: (round: Int, stateSequence: UInt64)) -> Diff {
        if cachedStep.map({ $0 != step }) ?? true {
            diffs.removeAll(keepingCapacity: true)
            cachedStep = step
        }
        if let known = diffs.first(where: { $0.base == base && $0.new == new }) { return known }
        let (edits, inserted) = GameViewDiff.patch(from: base, to: new)
        diffsComputed += 1
        let diff = Diff(base: base, new: new, edits: edits, inserted: inserted)
        diffs.append(diff)
        return diff
    }
}
