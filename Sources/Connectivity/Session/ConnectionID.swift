/// Names one transport connection for the lobby state machines.
///
/// The actor that owns the sockets allocates these (monotonically, never reused) and passes them
/// with every event, so a late event from an old connection can never be mistaken for a new one.
public struct ConnectionID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number, unique for the life of one machine.
    public let rawValue: UInt64

    /// Wraps a number.
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }

    /// Orders by allocation.
    public static func < (lhs: ConnectionID, rhs: ConnectionID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#n`.
    public var description: String { "#\(rawValue)" }
}
