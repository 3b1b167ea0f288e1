import Foundation

/// The encoded views of one host step (a commit, the start, a catch-up): a view equal (`==`) to one
/// already encoded in the step reuses that encoding, bytes and storage, so a step costs one JSON
/// encoding per *distinct* view rather than one per recipient. Games without hidden information,
/// the spectators' shared view and players whose redacted views coincide all benefit.
///
/// Sharing relies on `View`'s `==` meaning "encodes to the same bytes", which holds for the plain
/// data views are made of (a view holding `-0.0` and `0.0`, or two equal `Set`s in different
/// orders, would get one encoding where separate encodes could differ; either decodes to an equal
/// view).
///
/// Lookup is linear: a step has few distinct views (at most one per seated player, plus one for all
/// spectators), so comparing against each is cheaper than hashing and keeps `View` free of a
/// `Hashable` requirement.
struct StepViewPayloads<View: Encodable & Equatable> {
    private var encoded: [(view: View, payload: Data)] = []

    /// Prepares for up to `distinctViews` different views (a hint; more still work).
    init(expectedDistinctViews distinctViews: Int) {
        encoded.reserveCapacity(distinctViews)
    }

    /// The encoding of `view`: the one made earlier in this step for an equal view, or a new one.
    ///
    /// Inlined into the step's loop: called on its own, the unspecialized core looked up this
    /// type's generic metadata once per recipient (issue 38).
    @inline(__always)
    mutating func payload(for view: View) -> Data {
        for entry in encoded where entry.view == view {
            return entry.payload
        }
        let payload = GamePayloadCodec.encode(view)
        encoded.append((view, payload))
        return payload
    }
}
