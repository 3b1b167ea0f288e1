import Connectivity
import Foundation
import GameCore
import Testing

/// Computer players seated inside the host: roster members without a connection.
@Suite("Host machine: local seats")
struct HostLocalSeatTests {
    let bot = Fixtures.profile(50, "Bot 1")
    let ann = Fixtures.profile(2, "Ann")

    @Test func aLocalPlayerIsSeatedReadyAndBroadcast() throws {
        var host = HostDriver()
        let (annConnection, _) = try host.join(ann)
        let actions = try host.machine.addLocalPlayer(bot)
        #expect(actions.events.contains(.playerJoined(LobbyMember(profile: bot, isReady: true))))
        let update = actions.messages(to: annConnection).compactMap { message -> LobbyInfo? in
            if case .lobbyUpdate(let update) = message { update.lobby } else { nil }
        }.first
        #expect(update?.members.map(\.id) == [Fixtures.hostProfile.id, ann.id, bot.id])
        #expect(update?.readyPlayerIDs == [bot.id])
        #expect(host.machine.localPlayerIDs == [bot.id])
        // No connection: nothing is sent to it, and it does not count as away.
        let state = GameState(round: 1, stateSequence: 1, lastAppliedAction: 0, payload: Data([1]))
        #expect(host.machine.send(state, to: bot.id).isEmpty)
    }

    @Test func aGameStartsWithLocalPlayersOnceTheRestIsReady() throws {
        var host = HostDriver()
        _ = try host.machine.addLocalPlayer(bot)
        #expect(throws: LobbyCommandError.playersNotReady([Fixtures.hostProfile.id])) { try host.machine.start() }
        _ = try host.machine.setHostReady(true)
        let actions = try host.machine.start()
        let start = actions.events.compactMap { if case .gameStarted(let start) = $0 { start } else { nil } }.first
        #expect(start?.players == [Fixtures.hostProfile.id, bot.id])
    }

    @Test func settingsClearLocalReadyFlagsAndTheyCanBeSetAgain() throws {
        var host = HostDriver()
        _ = try host.machine.addLocalPlayer(bot)
        _ = try host.machine.updateSettings(Data("v1".utf8))
        #expect(host.machine.info.readyPlayerIDs.isEmpty)
        _ = try host.machine.setLocalPlayerReady(bot.id, true)
        #expect(host.machine.info.readyPlayerIDs == [bot.id])
    }

    @Test func refusals() throws {
        var host = HostDriver(configuration: Fixtures.hostConfiguration(policy: LobbySeatPolicy(minPlayers: 2, maxPlayers: 2)))
        _ = try host.machine.addLocalPlayer(bot)
        #expect(throws: LobbyCommandError.duplicatePlayer(bot.id)) { try host.machine.addLocalPlayer(bot) }
        #expect(throws: LobbyCommandError.duplicatePlayer(Fixtures.hostProfile.id)) {
            try host.machine.addLocalPlayer(Fixtures.hostProfile)
        }
        #expect(throws: LobbyCommandError.lobbyFull) { try host.machine.addLocalPlayer(Fixtures.profile(51)) }
        #expect(throws: LobbyCommandError.notALocalPlayer(Fixtures.hostProfile.id)) {
            try host.machine.setLocalPlayerReady(Fixtures.hostProfile.id, true)
        }
        // A remote player cannot take a local player's id.
        let (id, actions) = host.hello(bot)
        #expect(actions.rejected(on: id)?.reason == .duplicatePlayer)
    }

    @Test func aKickedLocalPlayerIsNoLongerLocal() throws {
        var host = HostDriver()
        _ = try host.machine.addLocalPlayer(bot)
        let actions = try host.machine.kick(bot.id, reason: "bye")
        #expect(actions.events.contains(.playerLeft(bot.id, .kicked(reason: "bye"))))
        #expect(host.machine.localPlayerIDs.isEmpty)
        #expect(throws: LobbyCommandError.notALocalPlayer(bot.id)) { try host.machine.setLocalPlayerReady(bot.id, true) }
    }
}
