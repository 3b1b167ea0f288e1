/// Every message of protocol version 1, as one value.
///
/// Frames carry a type name, JSON fields and an optional binary payload (see Docs/Protocol.md);
/// ``MessageCodec`` converts between that envelope and this enum.
public enum Message: Hashable, Sendable {
    case hello(Hello)
    case challenge(Challenge)
    case challengeResponse(ChallengeResponse)
    case joinAccepted(JoinAccepted)
    case joinRejected(JoinRejected)
    case lobbyUpdate(LobbyUpdate)
    case setReady(SetReady)
    case kickPlayer(KickPlayer)
    case leave(Leave)
    case background(Background)
    case foreground(Foreground)
    case ping(Ping)
    case pong(Pong)
    case startGame(StartGame)
    case gameAction(GameAction)
    case actionRejected(ActionRejected)
    case gameState(GameState)
    case gameOver(GameOver)
    case error(ErrorMessage)
    /// Host-rendered face (Docs/Protocol.md): what the face offers.
    case renderedFace(RenderedFace)
    /// Host-rendered face: the client's view as text.
    case renderedView(RenderedView)
    /// Host-rendered face: a typed command line.
    case gameCommand(GameCommand)
    /// Host-rendered face: the answer to a local command.
    case commandAnswer(CommandAnswer)
    /// Party session: a request of the lobby's controller (choose the game, a setting, start, hand over).
    case lobbyRequest(LobbyRequest)
    /// Party session: the host refused a ``LobbyRequest``.
    case requestRefused(RequestRefused)
    /// Something the room should hear about (a seat taken back from another device).
    case notice(Notice)
    /// "That's me": the claim for a held seat waits for the VIP's or the host's yes.
    case claimPending(ClaimPending)

    /// The body, for generic encoding.
    public var body: any WireMessage {
        switch self {
        case .hello(let m): m
        case .challenge(let m): m
        case .challengeResponse(let m): m
        case .joinAccepted(let m): m
        case .joinRejected(let m): m
        case .lobbyUpdate(let m): m
        case .setReady(let m): m
        case .kickPlayer(let m): m
        case .leave(let m): m
        case .background(let m): m
        case .foreground(let m): m
        case .ping(let m): m
        case .pong(let m): m
        case .startGame(let m): m
        case .gameAction(let m): m
        case .actionRejected(let m): m
        case .gameState(let m): m
        case .gameOver(let m): m
        case .error(let m): m
        case .renderedFace(let m): m
        case .renderedView(let m): m
        case .gameCommand(let m): m
        case .commandAnswer(let m): m
        case .lobbyRequest(let m): m
        case .requestRefused(let m): m
        case .notice(let m): m
        case .claimPending(let m): m
        }
    }

    /// The envelope type name, e.g. `hello`.
    public var typeName: String { type(of: body).messageType }
}
