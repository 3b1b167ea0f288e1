import Connectivity
import Foundation
import Testing

@Suite("Client machine: joining and the lobby")
struct ClientMachineTests {
    let ann = Fixtures.profile(2, "Ann")

    func lobby() -> LobbyInfo {
        LobbyInfo(id: Fixtures.lobbyID, name: "L", game: Fixtures.game, hostProfile: Fixtures.hostProfile,
                  members: [LobbyMember(profile: Fixtures.hostProfile, isHost: true), LobbyMember(profile: ann)],
                  maxPlayers: 4, isPrivate: false)
    }

    func accepted(resumed: Bool = false, token: String = String(repeating: "ab", count: 32)) -> JoinAccepted {
        JoinAccepted(lobby: lobby(), playerId: ann.id, resumeToken: token, role: .player, resumed: resumed)
    }

    /// A client joined on connection #1 at t = 0.
    func joinedClient(passcode: String? = nil) -> (LobbyClientMachine, TestClock) {
        let clock = TestClock()
        var client = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann, passcode: passcode), random: .seeded(3))
        _ = client.start(at: clock.now)
        _ = client.connected(ConnectionID(1), at: clock.now)
        _ = client.received(.joinAccepted(accepted()), on: ConnectionID(1), at: clock.now)
        return (client, clock)
    }

    @Test func startConnectsAndSaysHelloOnceConnected() {
        let clock = TestClock()
        var client = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann), random: .seeded(1))
        #expect(client.state == .idle)
        let started = client.start(at: clock.now)
        #expect(started == [.connect(ConnectionID(1)), .schedule(.handshake(ConnectionID(1)), at: clock.at(5))])
        #expect(client.state == .joining)
        #expect(client.start(at: clock.now).isEmpty)
        let hello = client.connected(ConnectionID(1), at: clock.now)
        guard case .send(.hello(let sent), ConnectionID(1))? = hello.first else {
            Issue.record("no hello")
            return
        }
        #expect(sent.profile == ann)
        #expect(sent.games == [Fixtures.game])
        #expect(sent.resumeToken == nil)
        #expect(sent.protocolVersion == ProtocolVersion.current)
        #expect(client.connected(ConnectionID(1), at: clock.now).isEmpty)
    }

    @Test func acceptanceJoinsAndStartsTheHeartbeat() {
        let (client, clock) = joinedClient()
        #expect(client.state == .joined)
        #expect(client.membership == accepted())
        #expect(client.resumeToken == accepted().resumeToken)
        var copy = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann), random: .seeded(3))
        _ = copy.start(at: clock.now)
        _ = copy.connected(ConnectionID(1), at: clock.now)
        let actions = copy.received(.joinAccepted(accepted()), on: ConnectionID(1), at: clock.now)
        #expect(actions.events == [.joined(accepted())])
        #expect(actions.contains(.cancel(.handshake(ConnectionID(1)))))
        #expect(actions.scheduled(.heartbeat(ConnectionID(1))) == clock.at(1))
    }

    @Test func aPrivateLobbyChallengeIsAnswered() throws {
        let clock = TestClock()
        var client = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann, passcode: "1234"), random: .seeded(1))
        _ = client.start(at: clock.now)
        _ = client.connected(ConnectionID(1), at: clock.now)
        let lock = try Fixtures.lock("1234")
        var random = RandomSource.seeded(2)
        let (challenge, nonce) = lock.makeChallenge(random: &random)
        let actions = client.received(.challenge(challenge), on: ConnectionID(1), at: clock.now)
        guard case .send(.challengeResponse(let response), ConnectionID(1))? = actions.first else {
            Issue.record("no answer")
            return
        }
        #expect(lock.verify(response, hostNonce: nonce) == .valid)
        // One answer per connection: a second challenge ends the attempt.
        let again = client.received(.challenge(challenge), on: ConnectionID(1), at: clock.now)
        #expect(again.endReason == .connectionFailed)
    }

    @Test func noPasscodeMeansNoAnswer() throws {
        let clock = TestClock()
        var client = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann), random: .seeded(1))
        _ = client.start(at: clock.now)
        _ = client.connected(ConnectionID(1), at: clock.now)
        var random = RandomSource.seeded(2)
        let (challenge, _) = try Fixtures.lock().makeChallenge(random: &random)
        let actions = client.received(.challenge(challenge), on: ConnectionID(1), at: clock.now)
        #expect(actions.endReason == .challengeRefused(.passcodeNeeded))
        #expect(actions.contains(.close(ConnectionID(1))))
        #expect(actions.sent.isEmpty)
    }

    @Test func rejectionTimeoutAndConnectFailureEndTheFirstJoin() {
        let clock = TestClock()
        let rejection = JoinRejected(reason: .lobbyFull, message: "full")
        var rejected = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann), random: .seeded(1))
        _ = rejected.start(at: clock.now)
        _ = rejected.connected(ConnectionID(1), at: clock.now)
        #expect(rejected.received(.joinRejected(rejection), on: ConnectionID(1), at: clock.now).endReason == .rejected(rejection))
        #expect(rejected.state == .ended(.rejected(rejection)))

        var slow = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann), random: .seeded(1))
        _ = slow.start(at: clock.now)
        _ = slow.connected(ConnectionID(1), at: clock.now)
        #expect(slow.timerFired(.handshake(ConnectionID(1)), at: clock.at(5)).endReason == .handshakeTimedOut)

        var unreachable = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann), random: .seeded(1))
        _ = unreachable.start(at: clock.now)
        #expect(unreachable.connectionClosed(ConnectionID(1), at: clock.now).endReason == .connectionFailed)
    }

    /// A first join whose handshake had to derive the passcode key (slow on a busy or small machine)
    /// and then failed for want of time joins again at once — once: the next attempt has the key.
    @Test func aFirstJoinSlowedByTheKeyDerivationTriesOnceMore() {
        let clock = TestClock()
        let first = ConnectionID(1)
        var client = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann, passcode: "1234"), random: .seeded(1))
        _ = client.start(at: clock.now)
        _ = client.connected(first, at: clock.now)
        client.keyDerived(first)
        let retry = client.timerFired(.handshake(first), at: clock.at(5))
        #expect(retry.endReason == nil)
        #expect(retry.contains(.close(first)))
        #expect(retry.connects.count == 1)
        #expect(client.state == .joining)
        guard let second = retry.connects.first, second != first else {
            Issue.record("no new connection: \(retry)")
            return
        }
        // The second attempt derived nothing (the key was kept): its failure ends the join.
        _ = client.connected(second, at: clock.at(5))
        #expect(client.connectionClosed(second, at: clock.at(6)).endReason == .connectionFailed)

        // The same for a closed connection and a broken channel; a refusal still ends it at once.
        var closed = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann, passcode: "1234"), random: .seeded(1))
        _ = closed.start(at: clock.now)
        closed.keyDerived(first)
        #expect(closed.connectionClosed(first, at: clock.now).connects.count == 1)
        var refused = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann, passcode: "1234"), random: .seeded(1))
        _ = refused.start(at: clock.now)
        refused.keyDerived(first)
        let refusal = SealRefusal(reason: .wrongPasscode, retryAfterMilliseconds: 0, message: "Wrong passcode")
        #expect(refused.sealFailed(first, .refused(refusal), at: clock.now).endReason != nil)
        // A refusal reason of a newer host ends the join too, with its words.
        var newer = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann, passcode: "1234"), random: .seeded(1))
        _ = newer.start(at: clock.now)
        let unknown = SealRefusal(reason: .unknown(9), message: "Come back later")
        guard case .rejected(let rejection)? = newer.sealFailed(first, .refused(unknown), at: clock.now).endReason else {
            Issue.record("an unknown refusal did not end the join")
            return
        }
        #expect(rejection.reason == .unknown("reason9") && rejection.message == "Come back later")
        var broken = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann, passcode: "1234"), random: .seeded(1))
        _ = broken.start(at: clock.now)
        broken.keyDerived(first)
        #expect(broken.sealFailed(first, .truncated, at: clock.now).connects.count == 1)
    }

    @Test func lobbyUpdatesAndGameMessagesBecomeEvents() {
        var (client, clock) = joinedClient()
        let id = ConnectionID(1)
        var info = lobby()
        info.settingsRevision = 3
        #expect(client.received(.lobbyUpdate(LobbyUpdate(lobby: info)), on: id, at: clock.now).events == [.lobbyUpdated(info)])
        #expect(client.lobby == info)
        let start = StartGame(game: Fixtures.game, round: 1, players: [ann.id], settingsRevision: 3, payload: Data())
        let state = GameState(round: 1, stateSequence: 1, lastAppliedAction: 0, payload: Data([1]))
        let rejection = ActionRejected(sequence: 1, error: .notYourTurn)
        let over = GameOver(round: 1, winners: [], summary: nil, payload: Data())
        #expect(client.received(.startGame(start), on: id, at: clock.now).events == [.gameStarted(start)])
        #expect(client.received(.gameState(state), on: id, at: clock.now).events == [.gameState(state)])
        #expect(client.received(.actionRejected(rejection), on: id, at: clock.now).events == [.actionRejected(rejection)])
        #expect(client.received(.gameOver(over), on: id, at: clock.now).events == [.gameOver(over)])
        #expect(client.received(.ping(Ping(id: 5)), on: id, at: clock.now) == [.send(.pong(Pong(id: 5)), on: id)])
        // Messages on an old connection are ignored.
        #expect(client.received(.lobbyUpdate(LobbyUpdate(lobby: lobby())), on: ConnectionID(9), at: clock.now).isEmpty)
    }

    @Test func kickBanAndHostShutdownEndTheSession() {
        var (kicked, clock) = joinedClient()
        let kick = kicked.received(.kickPlayer(KickPlayer(playerId: ann.id, reason: "afk")), on: ConnectionID(1), at: clock.now)
        #expect(kick.endReason == .kicked(reason: "afk"))
        #expect(kick.contains(.close(ConnectionID(1))))
        var (banned, _) = joinedClient()
        let ban = banned.received(.kickPlayer(KickPlayer(playerId: ann.id, reason: nil, banned: true)), on: ConnectionID(1), at: clock.now)
        #expect(ban.endReason == .banned(reason: nil))
        var (closing, _) = joinedClient()
        #expect(closing.received(.leave(Leave(reason: .hostShutdown)), on: ConnectionID(1), at: clock.now).endReason == .hostClosedLobby)
    }

    @Test func commandsNeedAJoinedSession() throws {
        let clock = TestClock()
        var client = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann), random: .seeded(1))
        #expect(throws: LobbyClientCommandError.notJoined) { try client.setReady(true) }
        _ = client.start(at: clock.now)
        #expect(throws: LobbyClientCommandError.notJoined) { try client.send(GameAction(sequence: 1, payload: Data())) }
        var (joined, _) = joinedClient()
        #expect(try joined.setReady(true) == [.send(.setReady(SetReady(ready: true)), on: ConnectionID(1))])
        let action = GameAction(sequence: 1, payload: Data([7]))
        #expect(try joined.send(action) == [.send(.gameAction(action), on: ConnectionID(1))])
        let left = joined.leave()
        #expect(left.first == .send(.leave(Leave(reason: .userLeft)), on: ConnectionID(1)))
        #expect(left.contains(.close(ConnectionID(1))))
        #expect(left.endReason == .left)
        #expect(throws: LobbyClientCommandError.ended) { try joined.setReady(false) }
        #expect(joined.leave().isEmpty)
    }

    @Test func backgroundPausesLivenessAndForegroundResumesIt() {
        var (client, clock) = joinedClient()
        let id = ConnectionID(1)
        let away = client.enterBackground(at: clock.set(0.5))
        #expect(away == [.send(.background(Background()), on: id), .cancel(.heartbeat(id))])
        #expect(client.enterBackground(at: clock.now).isEmpty)
        // Stopped for 20 s: no host-lost on return.
        let stale = client.timerFired(.heartbeat(id), at: clock.set(20))
        #expect(!stale.contains(.close(id)) && stale.events.isEmpty)
        #expect(client.state == .joined)
        let back = client.enterForeground(at: clock.set(20.5))
        #expect(back == [.send(.foreground(Foreground()), on: id), .schedule(.heartbeat(id), at: clock.at(21.5))])
        #expect(client.state == .joined)
    }
}
