/// Why a points string was refused. Every case is found before more memory is taken than the
/// caller's point limit allows.
public enum StrokeCodecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is longer than `maximumPoints` points could ever need.
    case textTooLong(characters: Int, limit: Int)
    /// A character outside the base64url alphabet, or a length no base64 text can have.
    case invalidBase64
    /// The bytes end inside a varint (its last byte has the continuation bit set).
    case truncatedVarint
    /// A varint runs past 2 bytes: no delta on the grid needs more.
    case varintOverflow
    /// A point falls off the 4096 × 3072 grid.
    case offGrid(index: Int)
    /// More points than `maximumPoints`.
    case tooManyPoints(limit: Int)
    /// No points at all.
    case empty

    /// A stable code for logs and the wire detail.
    public var code: String {
        switch self {
        case .textTooLong: "textTooLong"
        case .invalidBase64: "invalidBase64"
        case .truncatedVarint: "truncatedVarint"
        case .varintOverflow: "varintOverflow"
        case .offGrid: "offGrid"
        case .tooManyPoints: "tooManyPoints"
        case .empty: "empty"
        }
    }

    /// A sentence for people, prefixed by the code.
    public var description: String {
        switch self {
        case .textTooLong(let characters, let limit): "\(code): \(characters) characters, at most \(limit)"
        case .invalidBase64: "\(code): the points are not unpadded base64url"
        case .truncatedVarint: "\(code): the points end inside a number"
        case .varintOverflow: "\(code): a number is longer than 2 bytes"
        case .offGrid(let index): "\(code): point \(index) is off the 4096 x 3072 canvas"
        case .tooManyPoints(let limit): "\(code): more than \(limit) points"
        case .empty: "\(code): no points"
        }
    }
}
