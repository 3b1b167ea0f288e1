import Foundation
import GameCore

/// What a member asks of the lobby in a party session (SPEC §12): only the controller's requests
/// are carried out; any other gets ``RequestRefused``.
public enum LobbyRequestKind: WireEnum {
    /// Choose the lobby's game (`game`): settings go back to its defaults, ready flags clear.
    case chooseGame
    /// Change one setting of the chosen game (`key`, `value`), checked against its schema.
    case setSetting
    /// Start the game (everyone who plays it ready and connected).
    case start
    /// Start another game of the same kind with the same settings, after a game ended.
    case playAgain
    /// Hand the controller role to another member (`playerId`).
    case handOver
    /// The member `playerId` watches the next game (the controller picks who plays).
    case sitOut
    /// The member `playerId` plays the next game again, if there is room.
    case seatPlayer
    /// Let the device that said "That's me" for the held seat `playerId` take it (any lobby, not only
    /// a party: the controller answers seat claims).
    case approveClaim
    /// Refuse the "That's me" claim for the held seat `playerId`.
    case refuseClaim
    /// A request from a newer build.
    case unknown(String)

    public static let knownCases: [LobbyRequestKind] = [
        .chooseGame, .setSetting, .start, .playAgain, .handOver, .sitOut, .seatPlayer, .approveClaim, .refuseClaim,
    ]
    public var wireValue: String {
        switch self {
        case .chooseGame: "chooseGame"
        case .setSetting: "setSetting"
        case .start: "start"
        case .playAgain: "playAgain"
        case .handOver: "handOver"
        case .sitOut: "sitOut"
        case .seatPlayer: "seatPlayer"
        case .approveClaim: "approveClaim"
        case .refuseClaim: "refuseClaim"
        case .unknown(let value): value
        }
    }
}

/// Client -> host: a request of the lobby's controller (Docs/Protocol.md "Party session").
public struct LobbyRequest: WireMessage {
    public static let messageType = "lobbyRequest"
    public static let knownFields: Set<String> = ["request", "game", "key", "value", "playerId"]
    /// The most UTF-8 bytes of each text field.
    public static let maximumFieldBytes = 256
    /// What is asked.
    public var request: LobbyRequestKind
    /// `chooseGame`: the game id.
    public var game: String?
    /// `setSetting`: the setting's key.
    public var key: String?
    /// `setSetting`: the new value, as typed (`set KEY=VALUE`).
    public var value: String?
    /// `handOver`: the member who becomes the controller (lower-case UUID).
    public var playerId: String?

    /// Creates a request.
    public init(_ request: LobbyRequestKind, game: String? = nil, key: String? = nil, value: String? = nil, playerId: UUID? = nil) {
        self.request = request
        self.game = game
        self.key = key
        self.value = value
        self.playerId = playerId?.wireString
    }

    private enum CodingKeys: String, CodingKey { case request, game, key, value, playerId }

    /// Decodes a request; a text field longer than ``maximumFieldBytes`` is malformed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        request = try container.decode(LobbyRequestKind.self, forKey: .request)
        func text(_ key: CodingKeys) throws -> String? {
            guard container.contains(key) else { return nil }
            return try RenderedFaceLimits.bounded(container, key, Self.maximumFieldBytes)
        }
        game = try text(.game)
        key = try text(.key)
        value = try text(.value)
        playerId = try text(.playerId)
    }
}

/// Why a ``LobbyRequest`` was refused.
public enum RequestRefusalCode: WireEnum {
    /// Only the controller (the host's operator or the VIP) may ask this.
    case notController
    /// The host offers no game with that id.
    case unknownGame
    /// The setting does not exist or its value is out of range.
    case invalidSetting
    /// A game is running: choose, change or start between games.
    case gameRunning
    /// The game cannot start yet (players not ready, too few, someone away).
    case cannotStart
    /// Nobody with that id is in the lobby (or it is a computer player).
    case unknownPlayer
    /// The request is missing a field it needs, or is of a kind this host does not know.
    case malformedRequest
    /// `approveClaim` / `refuseClaim`: no "That's me" claim waits for that seat (answered already,
    /// expired, or its owner came back).
    case noClaim
    /// A code from a newer build.
    case unknown(String)

    public static let knownCases: [RequestRefusalCode] = [
        .notController, .unknownGame, .invalidSetting, .gameRunning, .cannotStart, .unknownPlayer, .malformedRequest,
        .noClaim,
    ]
    public var wireValue: String {
        switch self {
        case .notController: "notController"
        case .unknownGame: "unknownGame"
        case .invalidSetting: "invalidSetting"
        case .gameRunning: "gameRunning"
        case .cannotStart: "cannotStart"
        case .unknownPlayer: "unknownPlayer"
        case .malformedRequest: "malformedRequest"
        case .noClaim: "noClaim"
        case .unknown(let value): value
        }
    }
}

/// Host -> client: a ``LobbyRequest`` was not carried out; nothing changed.
public struct RequestRefused: WireMessage {
    public static let messageType = "requestRefused"
    public static let knownFields: Set<String> = ["request", "code", "message"]
    /// The refused request's kind.
    public var request: LobbyRequestKind
    /// Machine-readable.
    public var code: RequestRefusalCode
    /// For people: says what to do.
    public var message: String

    /// Creates a refusal.
    public init(request: LobbyRequestKind, code: RequestRefusalCode, message: String) {
        self.request = request
        self.code = code
        self.message = message
    }
}

/// What a ``Notice`` tells the room.
public enum NoticeKind: WireEnum {
    /// A member's held seat was taken back from another device ("That's me").
    case seatReclaimed
    /// A kind from a newer build (show its message).
    case unknown(String)

    public static let knownCases: [NoticeKind] = [.seatReclaimed]
    public var wireValue: String {
        switch self {
        case .seatReclaimed: "seatReclaimed"
        case .unknown(let value): value
        }
    }
}

/// Host -> client: something the room should hear about, in words (SPEC §12: "the host and the
/// room are told").
public struct Notice: WireMessage {
    public static let messageType = "notice"
    public static let knownFields: Set<String> = ["kind", "playerId", "message"]
    /// What happened.
    public var kind: NoticeKind
    /// The member it is about, if any.
    @WireOptionalID public var playerId: UUID?
    /// For people, e.g. "Ari is back on another device."
    public var message: String

    /// Creates a notice.
    public init(kind: NoticeKind, playerId: UUID?, message: String) {
        self.kind = kind
        self.playerId = playerId
        self.message = message
    }
}
