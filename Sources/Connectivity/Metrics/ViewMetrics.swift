import CoreMetrics
import GameCore

/// Views a hosted game sent, counted by ``GameRoutes`` under the lock it already holds per output
/// (two additions, no metrics call on the per-action path), published by
/// ``LobbyHost/flushMetrics()`` as counters: how many went whole or patched and their payload bytes.
struct ViewCounts: Hashable, Sendable {
    var whole = 0
    var wholeBytes = 0
    var patched = 0
    var patchedBytes = 0

    /// Counts a state as it leaves (``GameViewPatcher/prepare(_:)``'s result).
    mutating func count(_ state: GameStateOutput) {
        if state.patch == nil {
            whole += 1
            wholeBytes += state.payload.count
        } else {
            patched += 1
            patchedBytes += state.payload.count
        }
    }
}

/// The view counters and what was last published.
struct ViewMetrics {
    private let whole = Counter(label: "lanparty_views_sent_total", dimensions: [("kind", "whole")])
    private let patched = Counter(label: "lanparty_views_sent_total", dimensions: [("kind", "patch")])
    private let wholeBytes = Counter(label: "lanparty_view_payload_bytes_total", dimensions: [("kind", "whole")])
    private let patchedBytes = Counter(label: "lanparty_view_payload_bytes_total", dimensions: [("kind", "patch")])
    private var published = ViewCounts()

    mutating func publish(_ now: ViewCounts) {
        whole.increment(by: Int64(max(0, now.whole - published.whole)))
        patched.increment(by: Int64(max(0, now.patched - published.patched)))
        wholeBytes.increment(by: Int64(max(0, now.wholeBytes - published.wholeBytes)))
        patchedBytes.increment(by: Int64(max(0, now.patchedBytes - published.patchedBytes)))
        published = now
    }
}
