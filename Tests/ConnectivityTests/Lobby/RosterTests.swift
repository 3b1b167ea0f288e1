import Connectivity
import Foundation
import Testing

@Suite("Lobby roster (through the host machine)")
struct RosterTests {
    @Test func aSettingsChangeClearsReadyFlagsAndBumpsTheVersion() throws {
        var host = HostDriver()
        let (a, _) = try host.join(Fixtures.profile(2))
        _ = host.send(.setReady(SetReady(ready: true)), from: a)
        _ = try host.machine.setHostReady(true)
        #expect(host.machine.info.readyPlayerIDs == [Fixtures.hostProfile.id, Fixtures.uuid(2)])
        let actions = try host.machine.updateSettings(Data("v1".utf8))
        #expect(host.machine.info.readyPlayerIDs.isEmpty)
        #expect(host.machine.info.settingsRevision == 1)
        let update = try #require(actions.lastLobbyUpdate(to: a))
        #expect(update.settings == Data("v1".utf8))
        #expect(update.readyPlayerIDs.isEmpty)
    }

    @Test func startIsRefusedUntilMinPlayersArePresentAndEveryoneIsReady() throws {
        var host = HostDriver(configuration: Fixtures.hostConfiguration(policy: LobbySeatPolicy(minPlayers: 3, maxPlayers: 4)))
        _ = try host.machine.setHostReady(true)
        #expect(throws: LobbyCommandError.notEnoughPlayers(present: 1, required: 3)) { try host.machine.start() }
        let (a, _) = try host.join(Fixtures.profile(2))
        let (b, _) = try host.join(Fixtures.profile(3))
        #expect(throws: LobbyCommandError.playersNotReady([Fixtures.uuid(2), Fixtures.uuid(3)])) {
            try host.machine.start()
        }
        _ = host.send(.setReady(SetReady(ready: true)), from: a)
        #expect(throws: LobbyCommandError.playersNotReady([Fixtures.uuid(3)])) { try host.machine.start() }
        _ = host.send(.setReady(SetReady(ready: true)), from: b)
        _ = try host.machine.setHostReady(false)
        #expect(throws: LobbyCommandError.playersNotReady([Fixtures.hostProfile.id])) { try host.machine.start() }
        _ = try host.machine.setHostReady(true)
        let actions = try host.machine.start()
        guard case .startGame(let start)? = actions.messages(to: a).first else {
            Issue.record("no startGame")
            return
        }
        #expect(start.round == 1)
        #expect(start.players == [Fixtures.hostProfile.id, Fixtures.uuid(2), Fixtures.uuid(3)])
        #expect(start.payload == Data("v0".utf8))
        #expect(actions.messages(to: b).contains(.startGame(start)))
        #expect(actions.broadcasts.map(\.recipients) == [[a, b], [a, b]], "startGame, then the lobby, once each")
        #expect(host.machine.info.phase == .playing)
        #expect(host.machine.info.settingsLocked)
    }

    @Test func aDedicatedHostHasNoSeatAndDoesNotCount() throws {
        var host = HostDriver(configuration: Fixtures.hostConfiguration(hostTakesSeat: false))
        #expect(host.machine.info.members.isEmpty)
        #expect(throws: LobbyCommandError.hostHasNoSeat) { try host.machine.setHostReady(true) }
        let (a, _) = try host.join(Fixtures.profile(2))
        _ = host.send(.setReady(SetReady(ready: true)), from: a)
        #expect(throws: LobbyCommandError.notEnoughPlayers(present: 1, required: 2)) { try host.machine.start() }
        let (b, _) = try host.join(Fixtures.profile(3))
        _ = host.send(.setReady(SetReady(ready: true)), from: b)
        _ = try host.machine.start()
    }

    @Test func settingsAreLockedAtStartAndPlayAgainReusesTheSnapshot() throws {
        var host = HostDriver()
        let (a, _) = try host.join(Fixtures.profile(2))
        _ = try host.machine.updateSettings(Data("rules".utf8))
        _ = host.send(.setReady(SetReady(ready: true)), from: a)
        _ = try host.machine.setHostReady(true)
        #expect(throws: LobbyCommandError.noPreviousGame) { try host.machine.playAgain() }
        _ = try host.machine.start()
        #expect(throws: LobbyCommandError.settingsLocked) { try host.machine.updateSettings(Data("x".utf8)) }
        #expect(throws: LobbyCommandError.gameRunning) { try host.machine.playAgain() }
        let ended = try host.machine.endGame()
        #expect(ended.events.contains(.gameEnded(round: 1)))
        #expect(host.machine.info.phase == .lobby)
        #expect(host.machine.info.readyPlayerIDs.isEmpty)
        #expect(throws: LobbyCommandError.settingsLocked) { try host.machine.updateSettings(Data("x".utf8)) }
        let again = try host.machine.playAgain()
        guard case .startGame(let start)? = again.messages(to: a).first else {
            Issue.record("no startGame")
            return
        }
        #expect(start.round == 2)
        #expect(start.payload == Data("rules".utf8))
        #expect(start.settingsRevision == 1)
        _ = try host.machine.endGame()
        #expect(throws: LobbyCommandError.gameNotRunning) { try host.machine.endGame() }
    }

    @Test func startIsRefusedWhileAPlayerIsAway() throws {
        var host = HostDriver()
        let (a, _) = try host.join(Fixtures.profile(2))
        _ = host.send(.setReady(SetReady(ready: true)), from: a)
        _ = try host.machine.setHostReady(true)
        _ = host.send(.background(Background()), from: a)
        #expect(throws: LobbyCommandError.playersAway([Fixtures.uuid(2)])) { try host.machine.start() }
        _ = host.send(.foreground(Foreground()), from: a)
        _ = try host.machine.start()
    }

    @Test func readyChangesAreBroadcastToEveryone() throws {
        var host = HostDriver()
        let (a, _) = try host.join(Fixtures.profile(2))
        let (b, _) = try host.join(Fixtures.profile(3))
        let actions = host.send(.setReady(SetReady(ready: true)), from: b)
        #expect(actions.lastLobbyUpdate(to: a)?.readyPlayerIDs == [Fixtures.uuid(3)])
        #expect(actions.lastLobbyUpdate(to: b)?.readyPlayerIDs == [Fixtures.uuid(3)])
        #expect(actions.events.contains(.lobbyChanged(host.machine.info)))
        #expect(host.send(.setReady(SetReady(ready: true)), from: b).isEmpty)
    }

    @Test func theLobbyInfoCarriesNoPasscodeMaterial() throws {
        var host = HostDriver(passcode: try Fixtures.lock("s3cret-pass"))
        var responder = Fixtures.responder("s3cret-pass")
        var random = RandomSource.seeded(9)
        let (id, actions) = try host.joinPrivate(Fixtures.profile(2), responder: &responder, random: &random)
        let accepted = try #require(actions.accepted(on: id))
        #expect(accepted.lobby.isPrivate)
        let json = String(decoding: try JSONEncoder().encode(accepted.lobby), as: UTF8.self)
        #expect(!json.contains("s3cret"))
        #expect(!json.lowercased().contains("salt"))
        #expect(!json.lowercased().contains("passcode"))
    }
}
