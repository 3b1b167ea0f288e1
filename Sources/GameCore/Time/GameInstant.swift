/// A point on the host's game clock: milliseconds since the game's session started.
///
/// Time is an input: the host's driver reads its clock and hands instants to the module
/// (``GameModule/advance(_:to:)``); a module never reads a clock, so a game replays exactly from its
/// seed, its actions and the instants it was given. On the wire it is a plain JSON number.
public struct GameInstant: Hashable, Comparable, Sendable, Codable {
    /// Milliseconds since the session started.
    public var milliseconds: UInt64

    /// The session's first instant.
    public static let zero = GameInstant(milliseconds: 0)

    /// Creates an instant `milliseconds` after the session started.
    public init(milliseconds: UInt64) { self.milliseconds = milliseconds }

    /// This instant moved later by `milliseconds` (saturating).
    public func adding(milliseconds delta: UInt64) -> GameInstant {
        let (sum, overflow) = milliseconds.addingReportingOverflow(delta)
        return GameInstant(milliseconds: overflow ? .max : sum)
    }

    /// Milliseconds from `self` until `later`, 0 when `later` is not later.
    public func milliseconds(until later: GameInstant) -> UInt64 {
        later.milliseconds > milliseconds ? later.milliseconds - milliseconds : 0
    }

    /// Orders instants by time.
    public static func < (lhs: GameInstant, rhs: GameInstant) -> Bool { lhs.milliseconds < rhs.milliseconds }

    /// Decodes a plain JSON number.
    public init(from decoder: any Decoder) throws {
        self.milliseconds = try decoder.singleValueContainer().decode(UInt64.self)
    }

    /// Encodes a plain JSON number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(milliseconds)
    }
}
