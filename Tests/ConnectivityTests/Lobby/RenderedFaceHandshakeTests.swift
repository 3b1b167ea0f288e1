import Connectivity
import Foundation
import GameCore
import TestGames
import Testing

/// The host-rendered face in the host machine: who is admitted through it, what it is told, and
/// how its command lines become actions (Docs/Protocol.md "Host-rendered face").
@Suite("Host-rendered face: handshake and commands")
struct RenderedFaceHandshakeTests {
    static let module = GameDescriptor(TakeLast.self)

    static func configuration(serving: Bool = true) -> LobbyHostConfiguration {
        LobbyHostConfiguration(
            lobbyID: Fixtures.lobbyID, name: "Face Lobby", game: TakeLast.versionInfo, hostProfile: Fixtures.hostProfile,
            policy: LobbySeatPolicy(minPlayers: 2, maxPlayers: 4), settings: module.defaultSettings,
            gameModule: serving ? module : nil)
    }

    static func hello(
        _ profile: PlayerProfile, games: [GameVersionInfo] = [], face: Bool? = true, hostBot: Bool? = nil,
        token: String? = nil
    ) -> Message {
        .hello(Hello(
            appVersion: "test", games: games, profile: profile, resumeToken: token, acceptsRenderedFace: face,
            hostBot: hostBot))
    }

    /// Seats `profile` through the face; returns its connection and what it was sent.
    static func seat(
        _ host: inout HostDriver, _ profile: PlayerProfile, hostBot: Bool? = nil
    ) throws -> (ConnectionID, [Message]) {
        let (id, opened) = host.open()
        let actions = opened + host.send(hello(profile, hostBot: hostBot), from: id)
        _ = try #require(actions.accepted(on: id))
        return (id, actions.messages(to: id))
    }

    /// Seats `profile` with the module; returns its connection and acceptance.
    static func seatWithModule(_ host: inout HostDriver, _ profile: PlayerProfile) throws -> (ConnectionID, JoinAccepted) {
        let (id, opened) = host.open()
        let actions = opened + host.send(hello(profile, games: [TakeLast.versionInfo], face: nil), from: id)
        return (id, try #require(actions.accepted(on: id)))
    }

    @Test func aClientWithoutTheGameOrTheFaceIsRefusedAsUnknownGameWithWords() throws {
        var host = HostDriver(configuration: Self.configuration())
        let (id, opened) = host.open()
        let actions = opened + host.send(Self.hello(Fixtures.profile(2), face: nil), from: id)
        let rejection = try #require(actions.rejected(on: id))
        #expect(rejection.reason == .unknownGame)
        #expect(rejection.message.hasPrefix("This lobby plays Take Last (take-last), which this program does not have"))
        #expect(rejection.message.contains("ask the host which program they run, or use a lanjoin built with the game"))
        #expect(rejection.message != "Unsupported Game Version")
        #expect(rejection.game == TakeLast.versionInfo)
        #expect(actions.closed[id] == .rejected(.unknownGame))
    }

    @Test func aHostWithoutTheModuleRefusesTheFaceAsUnknownGameNamingTheID() throws {
        var host = HostDriver(configuration: Self.configuration(serving: false))
        let (id, opened) = host.open()
        let actions = opened + host.send(Self.hello(Fixtures.profile(2)), from: id)
        let rejection = try #require(actions.rejected(on: id))
        #expect(rejection.reason == .unknownGame)
        #expect(rejection.message.contains("the game 'take-last'"))
    }

    @Test func aRealVersionMismatchStaysUnsupportedGameVersionEvenWithTheFace() throws {
        var host = HostDriver(configuration: Self.configuration())
        let (id, opened) = host.open()
        let future = GameVersionInfo(id: TakeLast.id, version: SemanticVersion(2, 0, 0))
        let actions = opened + host.send(Self.hello(Fixtures.profile(2), games: [future]), from: id)
        let rejection = try #require(actions.rejected(on: id))
        #expect(rejection.reason == .unsupportedGameVersion)
        #expect(rejection.message == "Unsupported Game Version")
    }

    @Test func aClientWithoutTheGameIsSeatedAndToldAboutTheFaceRightAfterJoinAccepted() throws {
        var host = HostDriver(configuration: Self.configuration())
        let (_, messages) = try Self.seat(&host, Fixtures.profile(2))
        #expect(messages.count == 2)
        guard case .joinAccepted? = messages.first, case .renderedFace(let face)? = messages.last else {
            Issue.record("expected joinAccepted then renderedFace, got \(messages.map(\.typeName))")
            return
        }
        #expect(face.game == TakeLast.versionInfo)
        #expect(face.name == "Take Last")
        #expect(face.rules == TakeLast.rulesText)
        #expect(face.commands.map(\.syntax) == ["take N"])
        #expect(face.hostBot == false)
        #expect(host.machine.renderedMembers == [Fixtures.uuid(2): false])
        // A client with the module is not a member of the face.
        let (_, joined) = try Self.seatWithModule(&host, Fixtures.profile(3))
        #expect(joined.role == .player)
        #expect(host.machine.renderedMembers.count == 1)
    }

    @Test func theHostPlaysTheSeatOnlyWhenAskedAndTheModuleHasABot() throws {
        var host = HostDriver(configuration: Self.configuration())
        let (_, messages) = try Self.seat(&host, Fixtures.profile(2), hostBot: true)
        guard case .renderedFace(let face)? = messages.last else {
            Issue.record("expected renderedFace")
            return
        }
        #expect(face.hostBot)
        #expect(host.machine.renderedMembers[Fixtures.uuid(2)] == true)
    }

    @Test func aResumeThroughTheFaceIsToldAgain() throws {
        var host = HostDriver(configuration: Self.configuration())
        let (id, messages) = try Self.seat(&host, Fixtures.profile(2))
        guard case .joinAccepted(let accepted)? = messages.first else {
            Issue.record("expected joinAccepted")
            return
        }
        _ = host.machine.connectionClosed(id, at: host.clock.set(1))
        let (again, opened) = host.open()
        let actions = opened + host.send(Self.hello(Fixtures.profile(2), token: accepted.resumeToken), from: again)
        #expect(actions.messages(to: again).map(\.typeName) == ["joinAccepted", "renderedFace"])
    }

    /// Host, a face member (2) and a module member (3), ready and started.
    func startedLobby(hostBot: Bool? = nil) throws -> (HostDriver, face: ConnectionID, module: ConnectionID) {
        var host = HostDriver(configuration: Self.configuration())
        let (face, _) = try Self.seat(&host, Fixtures.profile(2), hostBot: hostBot)
        let (module, _) = try Self.seatWithModule(&host, Fixtures.profile(3))
        _ = host.send(.setReady(SetReady(ready: true)), from: face)
        _ = host.send(.setReady(SetReady(ready: true)), from: module)
        _ = try host.machine.setHostReady(true)
        _ = try host.machine.start()
        return (host, face, module)
    }

    @Test func commandLinesBecomeThePlayersActionsOrTypedRefusals() throws {
        var host = HostDriver(configuration: Self.configuration())
        let (early, _) = try Self.seat(&host, Fixtures.profile(2))
        let beforeStart = host.send(.gameCommand(GameCommand(sequence: 1, line: "take 1")), from: early)
        #expect(beforeStart.messages(to: early) == [.actionRejected(ActionRejected(sequence: 1, error: .gameNotRunning))])

        var (started, face, _) = try startedLobby()
        let taken = started.send(.gameCommand(GameCommand(sequence: 2, line: "take 2")), from: face)
        let payload = GamePayloadCodec.encode(TakeLast.Action(take: 2))
        #expect(taken == [.emit(.gameAction(player: Fixtures.uuid(2), GameAction(sequence: 2, payload: payload)))])

        let tooMany = started.send(.gameCommand(GameCommand(sequence: 3, line: "take 9")), from: face)
        #expect(tooMany.messages(to: face) == [
            .actionRejected(ActionRejected(sequence: 3, error: .invalidAction("'take': '9' is not 1, 2 or 3."))),
        ])
        let unknown = started.send(.gameCommand(GameCommand(sequence: 4, line: "dance")), from: face)
        #expect(unknown.messages(to: face) == [
            .actionRejected(ActionRejected(sequence: 4, error: .invalidAction("Unknown command 'dance'."))),
        ])
    }

    @Test func aSeatTheHostPlaysTakesNoCommands() throws {
        var (host, face, _) = try startedLobby(hostBot: true)
        let actions = host.send(.gameCommand(GameCommand(sequence: 1, line: "take 1")), from: face)
        guard case .actionRejected(let rejection)? = actions.messages(to: face).first else {
            Issue.record("expected a refusal")
            return
        }
        #expect(rejection.sequence == 1)
        #expect(rejection.error.code == "invalidAction")
        #expect(actions.events.isEmpty)
    }

    @Test func aMemberWithTheModuleMayNotSendCommandLines() throws {
        var (host, _, module) = try startedLobby()
        let actions = host.send(.gameCommand(GameCommand(sequence: 1, line: "take 1")), from: module)
        guard case .send(.error(let error), module)? = actions.first, actions.count == 1 else {
            Issue.record("expected one error reply, got \(actions)")
            return
        }
        #expect(error.code == .unexpectedMessage)
    }
}
