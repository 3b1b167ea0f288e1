import Connectivity
import Foundation
import GameCore
import Testing

/// The host-rendered face in the client machine and on the wire (Docs/Protocol.md).
@Suite("Host-rendered face: client and messages")
struct RenderedFaceClientTests {
    let ann = Fixtures.profile(2, "Ann")

    func hello(acceptsFace: Bool, hostBot: Bool) -> Hello? {
        var configuration = Fixtures.clientConfiguration(ann)
        configuration.acceptsRenderedFace = acceptsFace
        configuration.hostBot = hostBot
        var client = LobbyClientMachine(configuration: configuration, random: .seeded(1))
        let clock = TestClock()
        _ = client.start(at: clock.now)
        guard case .send(.hello(let sent), _)? = client.connected(ConnectionID(1), at: clock.now).first else { return nil }
        return sent
    }

    @Test func helloOffersTheFaceOnlyWhenConfigured() throws {
        let plain = try #require(hello(acceptsFace: false, hostBot: true))
        #expect(plain.acceptsRenderedFace == nil && plain.hostBot == nil)
        let face = try #require(hello(acceptsFace: true, hostBot: false))
        #expect(face.acceptsRenderedFace == true && face.hostBot == nil)
        let bot = try #require(hello(acceptsFace: true, hostBot: true))
        #expect(bot.acceptsRenderedFace == true && bot.hostBot == true)
    }

    @Test func theFacesMessagesBecomeEventsAndCommandsGoOutWhileJoined() throws {
        var client = LobbyClientMachine(configuration: Fixtures.clientConfiguration(ann), random: .seeded(3))
        let clock = TestClock()
        let id = ConnectionID(1)
        #expect(throws: LobbyClientCommandError.notJoined) { try client.send(GameCommand(sequence: 1, line: "take 1")) }
        _ = client.start(at: clock.now)
        _ = client.connected(id, at: clock.now)
        let lobby = LobbyInfo(
            id: Fixtures.lobbyID, name: "L", game: Fixtures.game, hostProfile: Fixtures.hostProfile, members: [],
            maxPlayers: 4, isPrivate: false)
        _ = client.received(
            .joinAccepted(JoinAccepted(lobby: lobby, playerId: ann.id, resumeToken: "t", role: .player, resumed: false)),
            on: id, at: clock.now)
        let face = RenderedFace(game: Fixtures.game, name: "Crazy Eights", rules: "r", commands: [], hostBot: false)
        #expect(client.received(.renderedFace(face), on: id, at: clock.now).events == [.renderedFace(face)])
        let view = RenderedView(round: 1, stateSequence: 2, lastAppliedAction: 0, text: "Your turn.")
        #expect(client.received(.renderedView(view), on: id, at: clock.now).events == [.renderedView(view)])
        let answer = CommandAnswer(sequence: 1, text: "Tile 7")
        #expect(client.received(.commandAnswer(answer), on: id, at: clock.now).events == [.commandAnswer(answer)])
        let command = GameCommand(sequence: 1, line: "play 7H")
        #expect(try client.send(command) == [.send(.gameCommand(command), on: id)])
    }

    @Test func textsAreClampedWhenMadeAndRefusedWhenTooLongOnTheWire() throws {
        let long = String(repeating: "é", count: RenderedFaceLimits.maximumTextBytes)
        let view = RenderedView(round: 1, stateSequence: 1, lastAppliedAction: 0, text: long)
        #expect(view.text.utf8.count <= RenderedFaceLimits.maximumTextBytes)
        #expect(view.text.count == RenderedFaceLimits.maximumTextBytes / 2)
        let commands = (0..<100).map { GameCommandHelp(syntax: "c\($0)", summary: "s") }
        let face = RenderedFace(game: Fixtures.game, name: "N", rules: "R", commands: commands, hostBot: false)
        #expect(face.commands.count == RenderedFaceLimits.maximumCommands)

        let decoder = JSONDecoder()
        let fine = Data(#"{"sequence":1,"line":"take 1"}"#.utf8)
        #expect(try decoder.decode(GameCommand.self, from: fine) == GameCommand(sequence: 1, line: "take 1"))
        let line = String(repeating: "x", count: RenderedFaceLimits.maximumLineBytes + 1)
        let tooLong = Data(#"{"sequence":1,"line":"\#(line)"}"#.utf8)
        #expect(throws: DecodingError.self) { try decoder.decode(GameCommand.self, from: tooLong) }
        let manyCommands = (0...RenderedFaceLimits.maximumCommands).map { _ in #"{"syntax":"a","summary":"b"}"# }
        let crowded = Data((#"{"game":{"id":"g","version":"1.0.0"},"name":"N","rules":"R","hostBot":false,"commands":["#
            + manyCommands.joined(separator: ",") + "]}").utf8)
        #expect(throws: DecodingError.self) { try decoder.decode(RenderedFace.self, from: crowded) }
    }

    @Test func anUnknownGameRejectionDecodesOnEveryBuild() throws {
        #expect(JoinRejectionReason(wireValue: "unknownGame") == .unknownGame)
        #expect(JoinRejectionReason.unknownGame.wireValue == "unknownGame")
    }
}
