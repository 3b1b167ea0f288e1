import GameCore

/// The inputs queued for the local game since it last ran, as they are fed to it.
///
/// A host state immediately followed by a *whole* state for the same game is superseded: the newer
/// one carries the whole view and acknowledges at least as many actions, so applying only it shows
/// the same result with less work. A patched state never supersedes anything: it builds on the
/// state before it. States pile up like this only when the client is behind (a
/// burst read in one turn of the event loop), so a slow device catches up instead of decoding views
/// nobody will see. Everything else keeps its place and order.
enum ClientGameBatch {
    /// `inputs` without the superseded states.
    static func coalesced(
        _ inputs: [(game: any GameClientDriver, input: ClientGameInput)]
    ) -> [(game: any GameClientDriver, input: ClientGameInput)] {
        // One read usually carries one state: nothing to coalesce, and no array to allocate.
        guard inputs.count > 1 else { return inputs }
        var kept: [(game: any GameClientDriver, input: ClientGameInput)] = []
        kept.reserveCapacity(inputs.count)
        for entry in inputs {
            if entry.input.isWholeState, let last = kept.last, last.input.isState, last.game === entry.game {
                kept[kept.count - 1] = entry
            } else {
                kept.append(entry)
            }
        }
        return kept
    }
}
