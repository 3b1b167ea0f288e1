import Connectivity
import Foundation
import GameCore

/// One message of every type, with payloads large enough to be compressed where they carry one.
enum SampleMessages {
    static let alice = PlayerProfile(
        id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!, username: "alice",
        avatar: AvatarConfig(symbol: .moon, color: .pink), statsByGameId: ["crazy-eights": GameStats(gamesPlayed: 3, wins: 1)])
    static let bob = PlayerProfile(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!, username: "bob")
    static let game = GameVersionInfo(id: "crazy-eights", version: SemanticVersion(1, 2, 0))

    static let lobby = LobbyInfo(
        id: UUID(uuidString: "00000000-0000-0000-0000-0000000000FF")!, name: "Break room", game: game,
        hostProfile: alice,
        members: [
            LobbyMember(profile: alice, isReady: true, isHost: true),
            LobbyMember(profile: bob, connection: .background, pingMilliseconds: 3, holdMilliseconds: 27_500),
        ],
        maxPlayers: 4, isPrivate: true, settingsRevision: 2, settings: Data(#"{"handSize":7}"#.utf8))

    /// A compressible payload of `count` bytes.
    static func payload(_ count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 % 7 == 0 ? $0 : 65) })
    }

    static let all: [Message] = [
        .hello(Hello(appVersion: "0.1.0", games: [game], profile: alice, resumeToken: "ab12", spectate: false)),
        .challenge(Challenge(lobbyId: lobby.id, kdf: "pbkdf2-sha256", iterations: 1000, salt: "00ff", nonce: "11ee")),
        .challengeResponse(ChallengeResponse(nonce: "22dd", proof: "33cc")),
        .joinAccepted(JoinAccepted(lobby: lobby, playerId: bob.id, resumeToken: "cafe", role: .player, resumed: false)),
        .joinRejected(JoinRejected(reason: .unsupportedGameVersion, message: "Unsupported Game Version")),
        .lobbyUpdate(LobbyUpdate(lobby: lobby)),
        .setReady(SetReady(ready: true)),
        .kickPlayer(KickPlayer(playerId: bob.id, reason: "afk", banned: true)),
        .leave(Leave(reason: .hostShutdown)),
        .background(Background()),
        .foreground(Foreground()),
        .ping(Ping(id: 42)),
        .pong(Pong(id: 42)),
        .startGame(StartGame(game: game, round: 1, players: [alice.id, bob.id], settingsRevision: 2, payload: payload(40))),
        .gameAction(GameAction(sequence: 7, payload: payload(5))),
        .actionRejected(ActionRejected(sequence: 7, error: .invalidAction("play a matching card"))),
        .gameState(GameState(round: 1, stateSequence: 99, lastAppliedAction: 7, payload: payload(3000))),
        .gameOver(GameOver(round: 1, winners: [alice.id], summary: "alice wins", payload: payload(200))),
        .error(ErrorMessage(code: .malformedFrame, message: "bad")),
        .hello(Hello(appVersion: "0.1.0", games: [], profile: bob, acceptsRenderedFace: true, hostBot: true)),
        .joinRejected(JoinRejected(reason: .unknownGame, message: "This lobby plays Crazy Eights", game: game)),
        .renderedFace(RenderedFace(
            game: game, name: "Crazy Eights", rules: "Match the top card.",
            commands: [GameCommandHelp(syntax: "play CARD", summary: "Play a card")], hostBot: true)),
        .renderedView(RenderedView(round: 1, stateSequence: 9, lastAppliedAction: 2, text: "Top: 7H\nYour turn.")),
        .gameCommand(GameCommand(sequence: 3, line: "play 7H")),
        .commandAnswer(CommandAnswer(sequence: 4, text: "Tile 7: a bend")),
        .lobbyRequest(LobbyRequest(.chooseGame, game: "quortex")),
        .lobbyRequest(LobbyRequest(.handOver, playerId: UUID(uuidString: "00000000-0000-0000-0000-00000000000A"))),
        .requestRefused(RequestRefused(request: .setSetting, code: .invalidSetting, message: "rounds: 2...20")),
        .notice(Notice(kind: .seatReclaimed, playerId: UUID(uuidString: "00000000-0000-0000-0000-00000000000B"),
                       message: "Ari is back on another device.")),
        .claimPending(ClaimPending(
            playerId: UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!, name: "bob", expiresInSeconds: 60,
            message: "Asking alice (the VIP) to let you take bob's seat…")),
        .lobbyUpdate(LobbyUpdate(lobby: claimedLobby)),
    ]

    /// ``lobby`` with a "That's me" claim waiting for bob's seat.
    static var claimedLobby: LobbyInfo {
        var claimed = lobby
        claimed.seatClaims = [SeatClaimInfo(playerId: bob.id, name: "Bob", approverId: alice.id)]
        return claimed
    }
}
