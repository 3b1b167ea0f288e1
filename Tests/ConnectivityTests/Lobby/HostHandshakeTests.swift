import Connectivity
import Foundation
import GameCore
import Testing

@Suite("Host join handshake")
struct HostHandshakeTests {
    @Test func aJoinSeatsThePlayerAndEveryoneSeesIt() throws {
        var host = HostDriver()
        let (a, first) = try host.join(Fixtures.profile(2, "Ann"))
        #expect(first.playerId == Fixtures.uuid(2))
        #expect(first.role == .player)
        #expect(!first.resumed)
        #expect(ResumeToken.isWellFormed(first.resumeToken))
        #expect(first.lobby.members.map(\.profile.username) == ["Host", "Ann"])
        let (b, actions) = host.hello(Fixtures.profile(3, "Bob"))
        let second = try #require(actions.accepted(on: b))
        #expect(second.lobby.members.map(\.profile.username) == ["Host", "Ann", "Bob"])
        #expect(actions.lastLobbyUpdate(to: a)?.members.map(\.profile.username) == ["Host", "Ann", "Bob"])
        #expect(actions.lastLobbyUpdate(to: b) == nil)
        #expect(actions.lobbyBroadcasts.map(\.recipients) == [[a]], "one broadcast, to everyone but the joiner")
        #expect(actions.events.contains(.playerJoined(LobbyMember(profile: Fixtures.profile(3, "Bob")))))
        #expect(actions.cancels(.handshake(b)))
        #expect(actions.scheduled(.heartbeat(b)) == host.clock.at(1))
        #expect(second.resumeToken != first.resumeToken)
    }

    @Test func theHandshakeTimesOutAfterFiveSeconds() {
        var host = HostDriver()
        let (id, opened) = host.open()
        #expect(opened == [.schedule(.handshake(id), at: host.clock.at(5))])
        let actions = host.machine.timerFired(.handshake(id), at: host.clock.set(5))
        #expect(actions.closed[id] == .handshakeTimedOut)
        #expect(actions.messages(to: id) == [.error(ErrorMessage(code: .handshakeTimeout, message: "The join handshake took too long"))])
        #expect(host.machine.openConnections.isEmpty)
    }

    @Test func aStaleHandshakeTimerAfterJoiningDoesNothing() throws {
        var host = HostDriver()
        let (id, _) = try host.join(Fixtures.profile(2))
        #expect(host.machine.timerFired(.handshake(id), at: host.clock.set(5)).isEmpty)
        #expect(host.machine.info.members.count == 2)
    }

    @Test func anythingButHelloFirstIsAProtocolViolation() {
        var host = HostDriver()
        let (id, _) = host.open()
        let actions = host.send(.setReady(SetReady(ready: true)), from: id)
        #expect(actions.closed[id] == .protocolViolation)
        #expect(host.machine.info.members.count == 1)
    }

    @Test func aWrongProtocolVersionIsRejectedFirst() {
        var host = HostDriver()
        // Also an unsupported game and a bad profile: the protocol check comes first.
        let (id, opened) = host.open()
        let bad = PlayerProfile(id: Fixtures.uuid(2), username: "")
        let actions = opened + host.send(Fixtures.hello(bad, games: [], protocolVersion: 99), from: id)
        #expect(actions.rejected(on: id)?.reason == .protocolVersionMismatch)
        #expect(actions.closed[id] == .rejected(.protocolVersionMismatch))
    }

    @Test(arguments: [
        [GameVersionInfo(id: "crazy-eights", version: SemanticVersion(2, 0, 0))],
        [GameVersionInfo(id: "crazy-eights", version: SemanticVersion(0, 9, 0)), GameVersionInfo(id: "high-card", version: SemanticVersion(1, 2, 0))],
    ])
    func anIncompatibleVersionIsRejectedWithTheExactText(games: [GameVersionInfo]) {
        var host = HostDriver()
        let (id, _) = host.open()
        let actions = host.send(Fixtures.hello(PlayerProfile(id: Fixtures.uuid(2), username: ""), games: games), from: id)
        let rejection = actions.rejected(on: id)
        #expect(rejection?.reason == .unsupportedGameVersion)
        #expect(rejection?.message == "Unsupported Game Version")
        // A client that connected by address learns what the lobby plays, for its next hello.
        #expect(rejection?.game == Fixtures.game)
    }

    @Test(arguments: [
        [GameVersionInfo](),
        [GameVersionInfo(id: "high-card", version: SemanticVersion(1, 2, 0))],
    ])
    func aClientWithoutTheGameIsRejectedAsUnknownGame(games: [GameVersionInfo]) {
        var host = HostDriver()
        let (id, _) = host.open()
        let actions = host.send(Fixtures.hello(PlayerProfile(id: Fixtures.uuid(2), username: ""), games: games), from: id)
        let rejection = actions.rejected(on: id)
        #expect(rejection?.reason == .unknownGame)
        #expect(rejection?.message == GameCompatibility.unknownGameText(id: Fixtures.game.id))
        #expect(rejection?.game == Fixtures.game)
    }

    @Test func aCompatibleOlderMinorVersionIsAccepted() throws {
        var host = HostDriver()
        let (id, opened) = host.open()
        let games = [GameVersionInfo(id: "high-card", version: SemanticVersion(1, 0, 0)),
                     GameVersionInfo(id: "crazy-eights", version: SemanticVersion(1, 0, 3))]
        let actions = opened + host.send(Fixtures.hello(Fixtures.profile(2), games: games), from: id)
        #expect(actions.accepted(on: id) != nil)
    }

    @Test func anInvalidProfileIsRejected() {
        var host = HostDriver()
        let (id, actions) = host.hello(PlayerProfile(id: Fixtures.uuid(2), username: "   "))
        #expect(actions.rejected(on: id)?.reason == .invalidProfile)
    }

    /// A hello with `appVersion`, else like ``Fixtures/hello(_:token:games:protocolVersion:spectate:)``.
    private func hello(appVersion: String, _ profile: PlayerProfile = Fixtures.profile(2)) -> Message {
        .hello(Hello(appVersion: appVersion, games: [Fixtures.game], profile: profile))
    }

    @Test(arguments: [
        "", String(repeating: "v", count: 65), "cli/1.0\n", "cli\u{0}/1.0", "\u{7F}", "cli/\u{85}1.0",
        "cli/1.0\u{202E}", "zero\u{200B}width", "cli/1.0\u{2028}",
    ])
    func anAppVersionThatIsNotOneTo64PrintableCharactersIsRejected(appVersion: String) {
        var host = HostDriver()
        let (id, opened) = host.open()
        let actions = opened + host.send(hello(appVersion: appVersion), from: id)
        let rejection = actions.rejected(on: id)
        #expect(rejection?.reason == .invalidAppVersion)
        #expect(rejection?.message == "Invalid app version: 1-64 printable characters")
        #expect(actions.closed[id] == .rejected(.invalidAppVersion))
        #expect(host.machine.info.members.count == 1, "no seat")
    }

    @Test(arguments: [
        "t", "lanparty-cli/0.1.0", "lanparty-web/0.1.0 (Firefox 128)", String(repeating: "v", count: 64),
        "café/1.0", String(repeating: "é", count: 64), "🎲 dice/2.0",
    ])
    func anAppVersionOfOneTo64PrintableCharactersIsAccepted(appVersion: String) {
        var host = HostDriver()
        let (id, opened) = host.open()
        let actions = opened + host.send(hello(appVersion: appVersion), from: id)
        #expect(actions.accepted(on: id) != nil)
    }

    @Test func theAppVersionIsCheckedAfterTheProfile() {
        var host = HostDriver()
        let (id, opened) = host.open()
        let actions = opened + host.send(hello(appVersion: "", PlayerProfile(id: Fixtures.uuid(2), username: " ")), from: id)
        #expect(actions.rejected(on: id)?.reason == .invalidProfile)
    }

    @Test func aDuplicatePlayerIdIsRejected() throws {
        var host = HostDriver()
        _ = try host.join(Fixtures.profile(2))
        let (id, actions) = host.hello(Fixtures.profile(2, "Impostor"))
        #expect(actions.rejected(on: id)?.reason == .duplicatePlayer)
        let (hostID, hostActions) = host.hello(Fixtures.hostProfile)
        #expect(hostActions.rejected(on: hostID)?.reason == .duplicatePlayer)
        #expect(host.machine.info.members.count == 2)
    }

    @Test func aFullLobbyRejectsPlayers() throws {
        var host = HostDriver(configuration: Fixtures.hostConfiguration(policy: LobbySeatPolicy(minPlayers: 2, maxPlayers: 3)))
        _ = try host.join(Fixtures.profile(2))
        _ = try host.join(Fixtures.profile(3))
        let (id, actions) = host.hello(Fixtures.profile(4))
        #expect(actions.rejected(on: id)?.reason == .lobbyFull)
        #expect(actions.events.contains { if case .joinRefused = $0 { true } else { false } })
    }

    @Test func aRunningGameRejectsPlayersWhenTheGameHasNoSpectators() throws {
        var host = try startedGame(policy: LobbySeatPolicy(minPlayers: 2, maxPlayers: 4))
        let (id, actions) = host.hello(Fixtures.profile(5))
        #expect(actions.rejected(on: id)?.reason == .gameInProgress)
    }

    @Test func aRunningGameSeatsSpectatorsWhenTheGameHasThem() throws {
        var host = try startedGame(policy: LobbySeatPolicy(minPlayers: 2, maxPlayers: 4, supportsSpectators: true))
        let (id, actions) = host.hello(Fixtures.profile(5))
        let accepted = try #require(actions.accepted(on: id))
        #expect(accepted.role == .spectator)
        #expect(host.machine.info.players.count == 2)
        let play = host.send(.gameAction(GameAction(sequence: 1, payload: Data([1]))), from: id)
        #expect(play.messages(to: id) == [.actionRejected(ActionRejected(sequence: 1, error: .notAPlayer))])
    }

    @Test func spectatorsMayAskToWatchFromTheStart() throws {
        var host = HostDriver(configuration: Fixtures.hostConfiguration(
            policy: LobbySeatPolicy(minPlayers: 2, maxPlayers: 2, supportsSpectators: true, maxSpectators: 1)))
        let (a, first) = host.hello(Fixtures.profile(2), spectate: true)
        #expect(first.accepted(on: a)?.role == .spectator)
        let (b, second) = host.hello(Fixtures.profile(3), spectate: true)
        #expect(second.rejected(on: b)?.reason == .lobbyFull)
        let (c, third) = host.hello(Fixtures.profile(4))
        #expect(third.accepted(on: c)?.role == .player)
    }

    /// A lobby with host + Player2, both ready, game started.
    func startedGame(policy: LobbySeatPolicy) throws -> HostDriver {
        var host = HostDriver(configuration: Fixtures.hostConfiguration(policy: policy))
        let (a, _) = try host.join(Fixtures.profile(2))
        _ = host.send(.setReady(SetReady(ready: true)), from: a)
        _ = try host.machine.setHostReady(true)
        _ = try host.machine.start()
        return host
    }
}
