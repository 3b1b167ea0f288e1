import Foundation

/// One step of a ``GameViewPatch``: copy `copy` bytes of the base view, skip `remove` more, then
/// take `insert` bytes from the patch's payload.
public struct GameViewEdit: Hashable, Sendable {
    /// Bytes copied from the base, from its cursor.
    public var copy: Int
    /// Bytes of the base skipped after the copy.
    public var remove: Int
    /// Bytes taken from the payload, from its cursor.
    public var insert: Int

    /// Creates an edit.
    public init(copy: Int, remove: Int, insert: Int) {
        self.copy = copy
        self.remove = remove
        self.insert = insert
    }
}

/// How a `gameState` payload changes the receiver's previous view instead of replacing it
/// (wire fields `base` and `edits`, Docs/Protocol.md "View patches").
///
/// The new view is built from the base view's bytes and the payload's: for each edit, in order,
/// `copy` bytes of the base (from a cursor starting at 0), skip `remove` base bytes, then `insert`
/// payload bytes (from a cursor starting at 0); after the last edit, the rest of the base. The
/// payload must be used up exactly. Bytes, not characters: a view is spliced before it is decoded.
public struct GameViewPatch: Hashable, Sendable {
    /// The most edits one patch may carry; a sender needing more sends the whole view.
    public static var maximumEdits: Int { 256 }

    /// The `stateSequence` of the receiver's view this patch applies to.
    public var base: UInt64
    /// The splices, in base order.
    public var edits: [GameViewEdit]

    /// Creates a patch.
    public init(base: UInt64, edits: [GameViewEdit]) {
        self.base = base
        self.edits = edits
    }

    /// The edits as the wire's flat list: `copy, remove, insert` per edit.
    public var flatEdits: [UInt64] {
        edits.flatMap { [UInt64($0.copy), UInt64($0.remove), UInt64($0.insert)] }
    }

    /// Reads the wire's flat list; `nil` when its length is not a multiple of 3, it has more than
    /// ``maximumEdits`` edits, or a number exceeds `maximumValue`.
    public init?(base: UInt64, flatEdits: [UInt64], maximumValue: Int = GamePayloadCodec.maximumViewBytes) {
        guard flatEdits.count % 3 == 0, flatEdits.count / 3 <= Self.maximumEdits,
            flatEdits.allSatisfy({ $0 <= UInt64(maximumValue) })
        else { return nil }
        var edits: [GameViewEdit] = []
        edits.reserveCapacity(flatEdits.count / 3)
        for index in stride(from: 0, to: flatEdits.count, by: 3) {
            edits.append(
                GameViewEdit(
                    copy: Int(flatEdits[index]), remove: Int(flatEdits[index + 1]), insert: Int(flatEdits[index + 2])))
        }
        self.init(base: base, edits: edits)
    }

    /// The new view: `base` spliced with `payload`. Throws ``GameError/desync`` when the edits do
    /// not fit the base or the payload, or the result would exceed `maximumBytes` (checked before
    /// anything is allocated).
    public func apply(to base: Data, payload: Data, maximumBytes: Int = GamePayloadCodec.maximumViewBytes)
        throws(GameError) -> Data
    {
        guard edits.count <= Self.maximumEdits else { throw .desync }
        // Every count is checked against what is left before it is added, so nothing overflows.
        var cursor = 0
        var taken = 0
        for edit in edits {
            guard edit.copy >= 0, edit.remove >= 0, edit.insert >= 0,
                edit.copy <= base.count - cursor, edit.remove <= base.count - cursor - edit.copy,
                edit.insert <= payload.count - taken
            else { throw .desync }
            cursor += edit.copy + edit.remove
            taken += edit.insert
        }
        guard taken == payload.count else { throw .desync }
        let removed = edits.reduce(0) { $0 + $1.remove }
        let size = base.count - removed + payload.count
        guard size <= maximumBytes else { throw .desync }
        var result = Data(capacity: size)
        cursor = base.startIndex
        var payloadCursor = payload.startIndex
        for edit in edits {
            result.append(base[cursor..<cursor + edit.copy])
            cursor += edit.copy + edit.remove
            result.append(payload[payloadCursor..<payloadCursor + edit.insert])
            payloadCursor += edit.insert
        }
        result.append(base[cursor..<base.endIndex])
        return result
    }
}
