import Foundation

/// Decodes the fields (and payload) of one known message type; returns the unknown-field count.
typealias MessageDecoderEntry = @Sendable (JSONDecoder, Data, Data) throws -> (Message, Int)

extension MessageCodec {
    /// Every known message type, by envelope type name.
    static let table: [String: MessageDecoderEntry] = [
        Hello.messageType: plain(Message.hello),
        Challenge.messageType: plain(Message.challenge),
        ChallengeResponse.messageType: plain(Message.challengeResponse),
        JoinAccepted.messageType: carrying(Message.joinAccepted),
        JoinRejected.messageType: plain(Message.joinRejected),
        LobbyUpdate.messageType: carrying(Message.lobbyUpdate),
        SetReady.messageType: plain(Message.setReady),
        KickPlayer.messageType: plain(Message.kickPlayer),
        Leave.messageType: plain(Message.leave),
        Background.messageType: plain(Message.background),
        Foreground.messageType: plain(Message.foreground),
        Ping.messageType: plain(Message.ping),
        Pong.messageType: plain(Message.pong),
        StartGame.messageType: carrying(Message.startGame),
        GameAction.messageType: carrying(Message.gameAction),
        ActionRejected.messageType: plain(Message.actionRejected),
        GameState.messageType: carrying(Message.gameState),
        GameOver.messageType: carrying(Message.gameOver),
        ErrorMessage.messageType: plain(Message.error),
        RenderedFace.messageType: plain(Message.renderedFace),
        RenderedView.messageType: plain(Message.renderedView),
        GameCommand.messageType: plain(Message.gameCommand),
        CommandAnswer.messageType: plain(Message.commandAnswer),
        LobbyRequest.messageType: plain(Message.lobbyRequest),
        RequestRefused.messageType: plain(Message.requestRefused),
        Notice.messageType: plain(Message.notice),
        ClaimPending.messageType: plain(Message.claimPending),
    ]

    /// An entry for a message without payload; a payload a newer sender attached is ignored.
    private static func plain<M: WireMessage>(_ wrap: @escaping @Sendable (M) -> Message) -> MessageDecoderEntry {
        { decoder, fields, _ in
            let counted = try decoder.decode(CountingFields<M>.self, from: fields)
            return (wrap(counted.value), counted.unknownFields)
        }
    }

    /// An entry for a message whose payload follows the fields.
    private static func carrying<M: PayloadCarrying>(
        _ wrap: @escaping @Sendable (M) -> Message
    ) -> MessageDecoderEntry {
        { decoder, fields, payload in
            var counted = try decoder.decode(CountingFields<M>.self, from: fields)
            counted.value.payload = payload
            return (wrap(counted.value), counted.unknownFields)
        }
    }
}

/// Decodes a message and, from the same parse, counts top-level keys it does not know.
struct CountingFields<M: WireMessage>: Decodable {
    var value: M
    var unknownFields: Int

    init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: AnyFieldKey.self).allKeys
        unknownFields = keys.reduce(0) { $0 + (M.knownFields.contains($1.stringValue) ? 0 : 1) }
        value = try M(from: decoder)
    }
}

/// Any JSON object key.
struct AnyFieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Message {
    /// The body's type, read without boxing the body in an existential (``body`` allocates for the
    /// larger messages): the encoder names every frame, many times a second.
    var wireType: any WireMessage.Type {
        switch self {
        case .hello: Hello.self
        case .challenge: Challenge.self
        case .challengeResponse: ChallengeResponse.self
        case .joinAccepted: JoinAccepted.self
        case .joinRejected: JoinRejected.self
        case .lobbyUpdate: LobbyUpdate.self
        case .setReady: SetReady.self
        case .kickPlayer: KickPlayer.self
        case .leave: Leave.self
        case .background: Background.self
        case .foreground: Foreground.self
        case .ping: Ping.self
        case .pong: Pong.self
        case .startGame: StartGame.self
        case .gameAction: GameAction.self
        case .actionRejected: ActionRejected.self
        case .gameState: GameState.self
        case .gameOver: GameOver.self
        case .error: ErrorMessage.self
        case .renderedFace: RenderedFace.self
        case .renderedView: RenderedView.self
        case .gameCommand: GameCommand.self
        case .commandAnswer: CommandAnswer.self
        case .lobbyRequest: LobbyRequest.self
        case .requestRefused: RequestRefused.self
        case .notice: Notice.self
        case .claimPending: ClaimPending.self
        }
    }
}
