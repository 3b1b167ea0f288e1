import Connectivity
import Foundation
import GameCore
import NIOCore

/// One real message of every type (as the programs send them), for seed corpora.
public enum WireSamples {
    /// The player the samples join as.
    public static let alice = PlayerProfile(
        id: UUID(uuidString: "00000000-0000-0000-0000-00000000000a")!, username: "alice",
        statsByGameId: ["crazy-eights": GameStats(gamesPlayed: 3, wins: 1)])
    /// A second player.
    public static let bob = PlayerProfile(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000b")!, username: "bob")
    /// The game every sample lobby plays.
    public static let game = GameVersionInfo(id: "crazy-eights", version: SemanticVersion(2, 0, 0))

    static let lobby = LobbyInfo(
        id: UUID(uuidString: "00000000-0000-0000-0000-0000000000ff")!, name: "Break room", game: game,
        hostProfile: alice,
        members: [
            LobbyMember(profile: alice, isReady: true, isHost: true),
            LobbyMember(profile: bob, connection: .background, pingMilliseconds: 3),
        ],
        maxPlayers: 4, isPrivate: true, settingsRevision: 2, settings: Data(#"{"handSize":7}"#.utf8))

    /// A JSON action as a client sends it.
    static let action = Data(#"{"card":"7H","type":"play"}"#.utf8)

    /// Every message type, named.
    public static let all: [(String, Message)] = [
        ("hello", .hello(Hello(appVersion: "lanparty-cli/0.1.0", games: [game], profile: alice, resumeToken: "ab12"))),
        ("hello-spectate", .hello(Hello(appVersion: "1.0.0", games: [game], profile: bob, spectate: true))),
        ("challenge", .challenge(Challenge(
            lobbyId: lobby.id, kdf: "pbkdf2-sha256", iterations: 1000, salt: String(repeating: "0f", count: 16),
            nonce: String(repeating: "1e", count: 32)))),
        ("challengeResponse", .challengeResponse(ChallengeResponse(
            nonce: String(repeating: "2d", count: 32), proof: String(repeating: "3c", count: 32)))),
        ("joinAccepted", .joinAccepted(JoinAccepted(
            lobby: lobby, playerId: bob.id, resumeToken: "cafe", role: .player, resumed: false))),
        ("joinRejected", .joinRejected(JoinRejected(reason: .unsupportedGameVersion, message: "Unsupported Game Version"))),
        ("lobbyUpdate", .lobbyUpdate(LobbyUpdate(lobby: lobby))),
        ("setReady", .setReady(SetReady(ready: true))),
        ("kickPlayer", .kickPlayer(KickPlayer(playerId: bob.id, reason: "afk", banned: true))),
        ("leave", .leave(Leave(reason: .userLeft))),
        ("background", .background(Background())),
        ("foreground", .foreground(Foreground())),
        ("ping", .ping(Ping(id: 42))),
        ("pong", .pong(Pong(id: 42))),
        ("startGame", .startGame(StartGame(
            game: game, round: 1, players: [alice.id, bob.id], settingsRevision: 2, payload: Data(#"{"handSize":7}"#.utf8)))),
        ("gameAction", .gameAction(GameAction(sequence: 7, payload: action))),
        ("actionRejected", .actionRejected(ActionRejected(sequence: 7, error: .invalidAction("play a matching card")))),
        ("gameState", .gameState(GameState(
            round: 1, stateSequence: 99, lastAppliedAction: 7,
            payload: Data(String(repeating: #"{"hand":["7H","8S"]},"#, count: 40).utf8)))),
        ("gameOver", .gameOver(GameOver(round: 1, winners: [alice.id], summary: "alice wins", payload: action, result: "You won."))),
        ("error", .error(ErrorMessage(code: .malformedFrame, message: "bad"))),
        ("renderedFace", .renderedFace(RenderedFace(
            game: game, name: "Crazy Eights", rules: "Match the top card.",
            commands: [GameCommandHelp(syntax: "play CARD", summary: "Play a card")], hostBot: false))),
        ("renderedView", .renderedView(RenderedView(round: 1, stateSequence: 9, lastAppliedAction: 2, text: "Top: 7H\nYour turn."))),
        ("gameCommand", .gameCommand(GameCommand(sequence: 3, line: "play 7H"))),
        ("commandAnswer", .commandAnswer(CommandAnswer(sequence: 4, text: "Tile 7: a bend"))),
    ]

    /// The envelope of `message` (no frame header).
    public static func envelope(_ message: Message) -> [UInt8] {
        var buffer = ByteBuffer()
        do {
            try MessageCodec().encode(message, into: &buffer)
        } catch {
            fatalError("sample \(message.typeName) does not encode: \(error)")
        }
        return Array(buffer.readableBytesView)
    }

    /// The whole frame of `message`, compressed when the encoder would compress it.
    public static func frame(_ message: Message, compress: Bool = true) -> [UInt8] {
        let encoder = FrameEncoder(compressionThreshold: compress ? 128 : .max)
        do {
            return Array(try encoder.encodeFrame(message).bytes.readableBytesView)
        } catch {
            fatalError("sample \(message.typeName) does not frame: \(error)")
        }
    }
}
