import Connectivity
import Foundation
import GameCore
import TestGames
import Testing

/// The party session in the host machine (SPEC §12): one lobby, several games, the controller's
/// requests, the lineup of a game smaller than the lobby, and the scoreboard.
@Suite("Party session: game choice, controller, lineup, scores")
struct PartySessionTests {
    static let takeLast = GameDescriptor(TakeLast.self)
    static let duel = GameDescriptor(TakeLastDuel.self)

    /// A lobby offering Take Last (2-4, spectators) and Take Last Duel (2, none), 4 seats.
    static func configuration(hostTakesSeat: Bool = true) -> LobbyHostConfiguration {
        var configuration = LobbyHostConfiguration(
            lobbyID: Fixtures.lobbyID, name: "Party", game: TakeLast.versionInfo, hostProfile: Fixtures.hostProfile,
            hostTakesSeat: hostTakesSeat, policy: LobbySeatPolicy(minPlayers: 2, maxPlayers: 4, supportsSpectators: true),
            settings: takeLast.defaultSettings, gameModule: takeLast)
        configuration.gameCatalog = [takeLast, duel]
        configuration.seatLimit = 4
        return configuration
    }

    static func hello(_ profile: PlayerProfile, games: [GameVersionInfo] = [TakeLast.versionInfo, TakeLastDuel.versionInfo]) -> Message {
        .hello(Hello(appVersion: "test", games: games, profile: profile))
    }

    static func join(_ host: inout HostDriver, _ n: Int, games: [GameVersionInfo]? = nil) throws -> ConnectionID {
        let (id, opened) = host.open()
        let actions = opened + host.send(hello(Fixtures.profile(n), games: games ?? [TakeLast.versionInfo, TakeLastDuel.versionInfo]), from: id)
        _ = try #require(actions.accepted(on: id))
        return id
    }

    static func refusal(_ actions: [LobbyHostAction], to id: ConnectionID) -> RequestRefused? {
        for case .requestRefused(let refused) in actions.messages(to: id) { return refused }
        return nil
    }

    @Test func theHostChoosesAGameWithoutDisconnectingAnyoneAndReadyFlagsClear() throws {
        var host = HostDriver(configuration: Self.configuration())
        let a = try Self.join(&host, 2)
        _ = host.send(.setReady(SetReady(ready: true)), from: a)
        #expect(host.machine.info.party?.games.map(\.game.id) == [TakeLast.id, TakeLastDuel.id])
        let actions = try host.machine.chooseGame(TakeLastDuel.id, by: nil)
        let info = host.machine.info
        #expect(info.game == TakeLastDuel.versionInfo)
        #expect(info.maxPlayers == 2 && info.party?.minPlayers == 2)
        #expect(info.readyPlayerIDs.isEmpty)
        #expect(info.settings == Self.duel.defaultSettings)
        #expect(!actions.contains { if case .close = $0 { true } else { false } }, "nobody is disconnected")
        #expect(actions.events.contains(.gameChosen(TakeLastDuel.versionInfo, by: nil)))
        #expect(actions.lastLobbyUpdate(to: a)?.game == TakeLastDuel.versionInfo)
        #expect(throws: LobbyCommandError.unknownGame("chess")) { try host.machine.chooseGame("chess", by: nil) }
        #expect(host.machine.info.game == TakeLastDuel.versionInfo, "a refused choice changes nothing")
    }

    @Test func playAgainIsRefusedOnceAnotherGameWasChosen() throws {
        // Issue 41: "Play again" after the VIP chose another game replayed the old one.
        var host = HostDriver(configuration: Self.configuration())
        let a = try Self.join(&host, 2)
        _ = host.send(.setReady(SetReady(ready: true)), from: a)
        _ = try host.machine.setHostReady(true)
        _ = try host.machine.start()
        _ = try host.machine.endGame()
        #expect(host.machine.roster.playAgainRefusal() == nil, "the same game may be played again")
        _ = try host.machine.chooseGame(TakeLastDuel.id, by: nil)
        #expect(throws: LobbyCommandError.noPreviousGame) { try host.machine.playAgain() }
        _ = try host.machine.handController(to: Fixtures.uuid(2))
        let refused = try #require(Self.refusal(host.send(.lobbyRequest(LobbyRequest(.playAgain)), from: a), to: a))
        #expect(refused.message.contains("another game was chosen"), "\(refused.message)")
    }

    @Test func onlyTheControllerMayChooseAndARefusalSaysWhoMay() throws {
        var host = HostDriver(configuration: Self.configuration())
        let a = try Self.join(&host, 2)
        #expect(host.machine.info.party?.controllerId == Fixtures.hostProfile.id)
        let refused = try #require(Self.refusal(host.send(.lobbyRequest(LobbyRequest(.chooseGame, game: "take-last-duel")), from: a), to: a))
        #expect(refused.code == .notController && refused.message.contains("Host"))
        #expect(host.machine.info.game == TakeLast.versionInfo)
        // Handed on, the VIP chooses; a game the lobby lacks is refused with the offered list.
        _ = try host.machine.handController(to: Fixtures.uuid(2))
        #expect(host.machine.info.party?.controllerId == Fixtures.uuid(2))
        let unknown = try #require(Self.refusal(host.send(.lobbyRequest(LobbyRequest(.chooseGame, game: "chess")), from: a), to: a))
        #expect(unknown.code == .unknownGame && unknown.message.contains("take-last-duel"))
        let chosen = host.send(.lobbyRequest(LobbyRequest(.chooseGame, game: "take-last-duel")), from: a)
        #expect(chosen.events.contains(.gameChosen(TakeLastDuel.versionInfo, by: Fixtures.uuid(2))))
    }

    @Test func theFirstPlayerOfADedicatedHostIsTheVIPAndTheRoleMovesOnWhenTheyLeave() throws {
        var host = HostDriver(configuration: Self.configuration(hostTakesSeat: false))
        #expect(host.machine.info.party?.controllerId == nil)
        let a = try Self.join(&host, 2)
        let b = try Self.join(&host, 3)
        #expect(host.machine.info.party?.controllerId == Fixtures.uuid(2))
        _ = host.send(.lobbyRequest(LobbyRequest(.handOver, playerId: Fixtures.uuid(3))), from: a)
        #expect(host.machine.info.party?.controllerId == Fixtures.uuid(3))
        _ = host.send(.leave(Leave(reason: nil)), from: b)
        #expect(host.machine.info.party?.controllerId == Fixtures.uuid(2))
    }

    @Test func settingsComeFromTheSchemaAndBadValuesAreRefusedWithWords() throws {
        var host = HostDriver(configuration: Self.configuration(hostTakesSeat: false))
        let a = try Self.join(&host, 2)
        _ = host.send(.lobbyRequest(LobbyRequest(.chooseGame, game: "take-last-duel")), from: a)
        let tooMany = try #require(Self.refusal(host.send(.lobbyRequest(LobbyRequest(.setSetting, key: "pile", value: "99")), from: a), to: a))
        #expect(tooMany.code == .invalidSetting && tooMany.message.contains("4"))
        let unknownKey = try #require(Self.refusal(host.send(.lobbyRequest(LobbyRequest(.setSetting, key: "colour", value: "red")), from: a), to: a))
        #expect(unknownKey.code == .invalidSetting)
        let revision = host.machine.info.settingsRevision
        _ = host.send(.lobbyRequest(LobbyRequest(.setSetting, key: "pile", value: "12")), from: a)
        #expect(host.machine.info.settingsRevision == revision + 1)
        #expect(try Self.duel.settingValues(of: host.machine.info.settings).first { $0.descriptor.key == "pile" }?.value == "12")
    }

    @Test func extrasWatchAGameTooSmallForEveryoneAndPlayTheNext() throws {
        var host = HostDriver(configuration: Self.configuration(hostTakesSeat: false))
        let ids = try (2...4).map { try Self.join(&host, $0) }
        _ = try host.machine.chooseGame(TakeLastDuel.id, by: nil)
        for id in ids { _ = host.send(.setReady(SetReady(ready: true)), from: id) }
        #expect(host.machine.info.party?.lineup == [Fixtures.uuid(2), Fixtures.uuid(3)])
        let start = try #require(try host.machine.start().messages(to: ids[2]).compactMap { message -> StartGame? in
            if case .startGame(let start) = message { start } else { nil }
        }.first)
        #expect(start.players == [Fixtures.uuid(2), Fixtures.uuid(3)], "the third watches")
        // The watcher's actions are refused: it does not play this game.
        let refused = host.send(.gameAction(GameAction(sequence: 1, payload: Data("{}".utf8))), from: ids[2])
        #expect(refused.messages(to: ids[2]).contains(.actionRejected(ActionRejected(sequence: 1, error: .notAPlayer))))
        _ = try host.machine.endGame(winners: [Fixtures.uuid(2)])
        // Next game: the one who watched plays, whoever is ready first.
        for id in ids { _ = host.send(.setReady(SetReady(ready: true)), from: id) }
        #expect(host.machine.info.party?.lineup.contains(Fixtures.uuid(4)) == true)
        #expect(host.machine.info.party?.lineup.count == 2)
        let scores = try #require(host.machine.info.party?.scores)
        #expect(scores.map(\.playerId) == [Fixtures.uuid(2), Fixtures.uuid(3)])
        #expect(scores.map(\.wins) == [1, 0] && scores.map(\.games) == [1, 1])
    }

    @Test func theControllerPicksWhoSitsOutAndOthersMayNot() throws {
        var host = HostDriver(configuration: Self.configuration(hostTakesSeat: false))
        let ids = try (2...4).map { try Self.join(&host, $0) }
        _ = try host.machine.chooseGame(TakeLastDuel.id, by: nil)
        for id in ids { _ = host.send(.setReady(SetReady(ready: true)), from: id) }
        #expect(host.machine.info.party?.lineup == [Fixtures.uuid(2), Fixtures.uuid(3)])
        // Player3 may not choose; the VIP (Player2) may.
        let refused = Self.refusal(host.send(.lobbyRequest(LobbyRequest(.sitOut, playerId: Fixtures.uuid(2))), from: ids[1]), to: ids[1])
        #expect(refused?.code == .notController)
        _ = host.send(.lobbyRequest(LobbyRequest(.sitOut, playerId: Fixtures.uuid(3))), from: ids[0])
        #expect(host.machine.info.party?.lineup == [Fixtures.uuid(2), Fixtures.uuid(4)])
        #expect(host.machine.info.party?.sittingOut == [Fixtures.uuid(3)])
        let start = try host.machine.start()
        #expect(start.events.contains { if case .gameStarted(let game) = $0 { game.players == [Fixtures.uuid(2), Fixtures.uuid(4)] } else { false } })
        #expect(host.machine.info.party?.sittingOut == [], "a choice holds for one game")
        _ = try host.machine.endGame()
        for id in ids { _ = host.send(.setReady(SetReady(ready: true)), from: id) }
        #expect(host.machine.info.party?.lineup.contains(Fixtures.uuid(3)) == true, "who sat out plays next")
        let malformed = Self.refusal(host.send(.lobbyRequest(LobbyRequest(.seatPlayer)), from: ids[0]), to: ids[0])
        #expect(malformed?.code == .malformedRequest)
    }

    @Test func aLateJoinerMayWatchWhileTheLobbyHasSeatsAndAWatcherReadiesForTheNextGame() throws {
        var host = HostDriver(configuration: Self.configuration())
        let a = try Self.join(&host, 2)
        _ = host.send(.setReady(SetReady(ready: true)), from: a)
        _ = try host.machine.setHostReady(true)
        _ = try host.machine.start()
        let (late, opened) = host.open()
        let actions = opened + host.send(Self.hello(Fixtures.profile(3)), from: late)
        let accepted = try #require(actions.accepted(on: late))
        #expect(accepted.role == .player)
        #expect(host.machine.info.party?.lineup.contains(Fixtures.uuid(3)) == false, "it watches the running game")
        _ = try host.machine.endGame()
        _ = host.send(.setReady(SetReady(ready: true)), from: late)
        #expect(host.machine.info.readyPlayerIDs.contains(Fixtures.uuid(3)))
        #expect(host.machine.info.party?.lineup.contains(Fixtures.uuid(3)) == true)
    }

    @Test func aMemberWhoLacksTheChosenGameSitsItOutUnlessTheRenderedFaceServesIt() throws {
        var host = HostDriver(configuration: Self.configuration())
        let a = try Self.join(&host, 2, games: [TakeLast.versionInfo])
        _ = try host.machine.chooseGame(TakeLastDuel.id, by: nil)
        #expect(host.machine.info.party?.lineup.contains(Fixtures.uuid(2)) == false)
        _ = try host.machine.chooseGame(TakeLast.id, by: nil)
        #expect(host.machine.info.party?.lineup.contains(Fixtures.uuid(2)) == true)
        // A member that takes the rendered face is told the new game's face.
        let (b, opened) = host.open()
        let joined = opened + host.send(.hello(Hello(appVersion: "test", games: [], profile: Fixtures.profile(3), acceptsRenderedFace: true)), from: b)
        _ = try #require(joined.accepted(on: b))
        let switched = try host.machine.chooseGame(TakeLastDuel.id, by: nil)
        #expect(switched.messages(to: b).contains { if case .renderedFace(let face) = $0 { face.game == TakeLastDuel.versionInfo } else { false } })
        #expect(!switched.messages(to: a).contains { if case .renderedFace = $0 { true } else { false } })
    }

    @Test func theLobbyJSONCarriesThePartyAndDecodesBack() throws {
        var host = HostDriver(configuration: Self.configuration())
        _ = try Self.join(&host, 2)
        let info = host.machine.info
        let json = try JSONEncoder().encode(info)
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains(#""controllerId":"00000000-0000-0000-0000-000000000001""#))
        let decoded = try JSONDecoder().decode(LobbyInfo.self, from: json)
        #expect(decoded.party == info.party)
    }
}
