import Foundation
import GameCore

/// A secret found where it must not be, or a view that changes with a secret its viewer may not know.
public struct HiddenInformationLeak: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of leak; the raw value is a stable code.
    public enum Kind: String, Hashable, Sendable {
        /// A secret's bytes are in a whole view (a `gameState` payload, or a view encoded directly).
        case secretInView = "secret-in-view"
        /// A secret's bytes are in the bytes a view patch inserts.
        case secretInPatch = "secret-in-patch"
        /// A secret's bytes are in a `gameOver` payload.
        case secretInGameOver = "secret-in-game-over"
        /// The viewer's encoded view differs when only the owner's secrets change.
        case viewDependsOnSecret = "view-depends-on-secret"
        /// A secret's bytes are in the words of a refusal (`actionRejected`) sent to the actor.
        case secretInRefusal = "secret-in-refusal"
        /// A refusal (accepted or not, and its words) differs when only another owner's secrets change.
        case refusalDependsOnSecret = "refusal-depends-on-secret"
        /// Whom the game waits for (`toAct`) differs when only an owner's secrets change.
        case toActDependsOnSecret = "to-act-depends-on-secret"
        /// A secret's bytes are in a public event line (sent to everyone).
        case secretInEvent = "secret-in-event"
        /// A step's event lines differ when only an owner's secrets change.
        case eventDependsOnSecret = "event-depends-on-secret"
        /// A secret's bytes are in the text the host renders for a viewer (the host-rendered face).
        case secretInRenderedFace = "secret-in-rendered-face"
    }

    /// What kind of leak.
    public var kind: Kind
    /// Who got the bytes.
    public var viewer: Viewer
    /// Whose secret it was.
    public var owner: SecretOwner
    /// The secret's label, or for ``Kind/viewDependsOnSecret`` which alternative (`alternative 2`).
    public var secret: String
    /// Where in the payload (the first differing byte for ``Kind/viewDependsOnSecret``).
    public var offset: Int
    /// Up to 40 bytes of the payload either side of ``offset``, as text.
    public var excerpt: String

    /// Creates a leak report.
    public init(kind: Kind, viewer: Viewer, owner: SecretOwner, secret: String, offset: Int, excerpt: String) {
        self.kind = kind
        self.viewer = viewer
        self.owner = owner
        self.secret = secret
        self.offset = offset
        self.excerpt = excerpt
    }

    /// One line: code, viewer, owner, secret and where.
    public var description: String {
        "\(kind.rawValue): \(secret) of \(owner) reached \(Self.name(viewer)) at byte \(offset): …\(excerpt)…"
    }

    static func name(_ viewer: Viewer) -> String {
        switch viewer {
        case .player(let id): "player \(id.uuidString.lowercased())"
        case .spectator: "a spectator"
        }
    }

    /// The first offset at which `lhs` and `rhs` differ (the shorter's length when one is a prefix).
    static func firstDifference(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        zip(lhs, rhs).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(lhs.count, rhs.count)
    }

    /// The payload around `offset`, as text (invalid UTF-8 replaced).
    static func excerpt(of payload: some Collection<UInt8>, around offset: Int) -> String {
        let bytes = Array(payload)
        let start = max(0, offset - 40)
        let end = min(bytes.count, offset + 40)
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension GameHostOutput {
    /// The encoded view a state or game-over output carries; `nil` for a rejection.
    var viewPayload: Data? {
        switch self {
        case .state(let message): message.payload
        case .gameOver(let message): message.payload
        case .actionRejected: nil
        }
    }
}
