import Foundation

/// The highest action sequence processed per sender, read for every recipient of every step.
///
/// A list searched in order rather than a dictionary: a table holds the few participants who ever
/// acted, and comparing 16-byte ids costs a fraction of hashing one (a `[UUID: UInt64]` lookup was
/// ~370 instructions, eight per step at eight players; issue 38).
struct SenderSequences: Sendable {
    private var entries: [(sender: PlayerID, sequence: UInt64)] = []

    /// `sender`'s highest processed sequence; 0 before its first.
    subscript(sender: PlayerID) -> UInt64 {
        get {
            for entry in entries where entry.sender == sender { return entry.sequence }
            return 0
        }
        set {
            if let index = entries.firstIndex(where: { $0.sender == sender }) {
                entries[index].sequence = newValue
            } else {
                entries.append((sender, newValue))
            }
        }
    }
}
