import GameCore

/// What one viewer may see: the whole public position, hand counts, the history, and only the
/// viewer's own hand (and, on its turn, what each of its placements would do).
///
/// JSON keys: `radius`, `tiles`, `flows` (the position), `handCounts` (per seat), `bagCount`,
/// `turn` (the player to move, or null once over), `turnNumber`, `history`, `viewer` (null for a
/// spectator), `hand` (the viewer's tiles, or null), `target` (the cell the viewer's flow faces, or
/// null), `options` (the viewer's placements on its turn, else empty), `turnMillisecondsLeft`
/// (with the timer on), `finish` (or null). See Docs/Games/Quortex.md.
public struct QuortexView: Hashable, Sendable {
    /// Board, tiles and flows.
    public var position: QuortexPosition
    /// Tiles in each seat's hand, in seat order.
    public var handCounts: [Int]
    /// Tiles left in the bag.
    public var bagCount: Int
    /// The player to move, or `nil` once the game is over.
    public var turn: PlayerID?
    /// Moves made so far + 1.
    public var turnNumber: Int
    /// Every move so far.
    public var history: [QuortexMove]
    /// Who this view is for (`nil`: a spectator).
    public var viewer: PlayerID?
    /// The viewer's tiles.
    public var hand: [Tile]?
    /// The cell the viewer's flow faces while it plays.
    public var target: HexCoordinate?
    /// The viewer's placements and their results, on its turn.
    public var options: [QuortexOption]
    /// Time left in the turn when the timer is on (counted down locally from receipt).
    public var turnMillisecondsLeft: UInt64?
    /// How it ended.
    public var finish: QuortexFinish?

    /// Whether it is the viewer's turn.
    public var isViewersTurn: Bool { viewer != nil && viewer == turn }
}

extension QuortexView: Codable {
    private enum CodingKeys: String, CodingKey {
        case radius, tiles, flows, handCounts, bagCount, turn, turnNumber, history, viewer, hand, target, options
        case turnMillisecondsLeft, finish
    }

    /// Decodes the flat wire form.
    public init(from decoder: any Decoder) throws {
        position = try QuortexPosition(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        handCounts = try container.decode([Int].self, forKey: .handCounts)
        bagCount = try container.decode(Int.self, forKey: .bagCount)
        turn = try container.decodeIfPresent(PlayerID.self, forKey: .turn)
        turnNumber = try container.decode(Int.self, forKey: .turnNumber)
        history = try container.decode([QuortexMove].self, forKey: .history)
        viewer = try container.decodeIfPresent(PlayerID.self, forKey: .viewer)
        hand = try container.decodeIfPresent([Tile].self, forKey: .hand)
        target = try container.decodeIfPresent(HexCoordinate.self, forKey: .target)
        options = try container.decodeIfPresent([QuortexOption].self, forKey: .options) ?? []
        turnMillisecondsLeft = try container.decodeIfPresent(UInt64.self, forKey: .turnMillisecondsLeft)
        finish = try container.decodeIfPresent(QuortexFinish.self, forKey: .finish)
    }

    /// Encodes one flat object (position keys beside the rest).
    public func encode(to encoder: any Encoder) throws {
        try position.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(handCounts, forKey: .handCounts)
        try container.encode(bagCount, forKey: .bagCount)
        try container.encode(turn?.wireString, forKey: .turn)
        try container.encode(turnNumber, forKey: .turnNumber)
        try container.encode(history, forKey: .history)
        try container.encode(viewer?.wireString, forKey: .viewer)
        try container.encode(hand, forKey: .hand)
        try container.encode(target, forKey: .target)
        try container.encode(options, forKey: .options)
        try container.encodeIfPresent(turnMillisecondsLeft, forKey: .turnMillisecondsLeft)
        try container.encode(finish, forKey: .finish)
    }
}

extension Quortex {
    /// The viewer's view: hands of others are reduced to counts; the bag to its size.
    public static func view(of state: QuortexState, for viewer: Viewer) -> QuortexView {
        let seat = viewer.playerID.flatMap { state.position.seat(of: $0) }
        let playing = seat.map { state.position.flows[$0].status == .playing } ?? false
        let myTurn = state.finish == nil && seat == state.turn && playing
        let deadline = nextDeadline(of: state)
        return QuortexView(
            position: state.position, handCounts: state.hands.map(\.count), bagCount: state.bag.count,
            turn: state.finish == nil ? state.position.flows[state.turn].player : nil,
            turnNumber: state.history.filter { $0.kind == .place || $0.kind == .timeout }.count + 1,
            history: state.history, viewer: seat.map { state.position.flows[$0].player },
            hand: seat.map { state.hands[$0] }, target: playing ? seat.map { state.position.flows[$0].head.cell } : nil,
            options: myTurn ? options(in: state.position, hand: state.hands[seat ?? 0], seat: seat ?? 0) : [],
            turnMillisecondsLeft: deadline.map { state.now.milliseconds(until: $0) }, finish: state.finish)
    }
}
