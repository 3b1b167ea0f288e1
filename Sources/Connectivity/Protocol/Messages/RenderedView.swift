import Foundation
import GameCore

/// Host -> a client admitted through the host-rendered face, in place of every `gameState` it would
/// get: that client's view of the game as the module's terminal face renders it, whom the game
/// waits for and the game's public event lines, as `gameState` carries them.
public struct RenderedView: WireMessage {
    public static let messageType = "renderedView"
    public static let knownFields: Set<String> = ["round", "stateSequence", "lastAppliedAction", "text", "toAct", "events"]
    /// Which game of the lobby.
    public var round: Int
    /// The host's state counter (as in `gameState`).
    public var stateSequence: UInt64
    /// The highest `gameCommand` sequence of this client the host has processed (as in `gameState`).
    public var lastAppliedAction: UInt64
    /// The rendered view: plain text, lines separated by `\n`, no ANSI codes.
    public var text: String
    /// The players the game waits for, in seat order (as `gameState`'s `toAct`); `nil` when the host
    /// does not say (an older host, or a module that does not tell).
    public var playersToAct: [UUID]?
    /// Public event lines (as `gameState`'s `events`).
    public var events: [GameEventLine]

    /// Creates a rendered view (the text clamped to ``RenderedFaceLimits/maximumTextBytes``).
    public init(
        round: Int, stateSequence: UInt64, lastAppliedAction: UInt64, text: String, playersToAct: [UUID]? = nil,
        events: [GameEventLine] = []
    ) {
        self.round = round
        self.stateSequence = stateSequence
        self.lastAppliedAction = lastAppliedAction
        self.text = RenderedFaceLimits.clamp(text, to: RenderedFaceLimits.maximumTextBytes)
        self.playersToAct = playersToAct
        self.events = events
    }

    private enum CodingKeys: String, CodingKey { case round, stateSequence, lastAppliedAction, text, toAct, events }

    /// Reads the fields; a text over its bound, more ids than a game seats or more event lines than
    /// a history holds are refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        round = try container.decode(Int.self, forKey: .round)
        stateSequence = try container.decode(UInt64.self, forKey: .stateSequence)
        lastAppliedAction = try container.decode(UInt64.self, forKey: .lastAppliedAction)
        text = try RenderedFaceLimits.bounded(container, .text, RenderedFaceLimits.maximumTextBytes)
        if container.contains(.toAct), try !container.decodeNil(forKey: .toAct) {
            var list = try container.nestedUnkeyedContainer(forKey: .toAct)
            guard let count = list.count, count <= GameState.maximumPlayersToAct else {
                throw DecodingError.dataCorruptedError(forKey: .toAct, in: container, debugDescription: "too many players to act")
            }
            var ids: [UUID] = []
            ids.reserveCapacity(count)
            while !list.isAtEnd { ids.append(try list.decode(UUID.self)) }
            playersToAct = ids
        }
        events = try GameEventLinesWire.decode(container, .events)
    }

    /// Writes the fields under their documented names (`toAct` only when known, `events` only when any).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(round, forKey: .round)
        try container.encode(stateSequence, forKey: .stateSequence)
        try container.encode(lastAppliedAction, forKey: .lastAppliedAction)
        try container.encode(text, forKey: .text)
        if let playersToAct { try container.encodeWireIDs(playersToAct, forKey: .toAct) }
        try GameEventLinesWire.encode(events, into: &container, forKey: .events)
    }
}
