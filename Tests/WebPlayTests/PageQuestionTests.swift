import Connectivity
import Foundation
import GameCore
import NIOCore
import Testing
import TestGames
import WebPlay

/// The page's questions (the generic face's screen, commands and moves, the game-over line, the
/// record and its replays; Docs/Protocol.md §9 "Questions over the socket"), against a real lobby
/// and web server on loopback: asked on the sealed socket they are answered there; over plain HTTP
/// a private lobby refuses them, since anyone on the network reads that (the view, the names) and
/// the record would need no passcode.
@Suite("WebSocket transport: the page's questions")
struct PageQuestionTests {
    private typealias Transport = WebSocketTransportTests

    /// One answer: its fields and body.
    private struct Answer {
        var id: Int
        var status: Int
        var type: String
        var body: String
    }

    /// A Take Last view (the deal) for `players`, as the page holds it.
    private static func view(_ players: [PlayerID]) throws -> String {
        let state = try TakeLast.initialState(players: players, settings: TakeLast.Settings(), seed: 1)
        return String(decoding: try JSONEncoder().encode(TakeLast.view(of: state, for: .player(players[0]))), as: UTF8.self)
    }

    private static func askEnvelope(id: Int?, path: String, body: String) -> [UInt8] {
        var fields: [String: Any] = ["path": path]
        if let id { fields["id"] = id }
        let fieldBytes = Array((try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data())
        let length = UInt32(fieldBytes.count)
        return [3] + Array("ask".utf8) + [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
            + fieldBytes + Array(body.utf8)
    }

    /// Asks `path` with `body` on `socket` as question `id` and reads its answer.
    private static func ask(_ socket: SealedWebSocket, id: Int, _ path: String, _ body: String = "") async throws -> Answer? {
        try await socket.sendPlaintext(SealedWebSocket.frame(askEnvelope(id: id, path: path, body: body)))
        guard let envelope = try await socket.receiveEnvelope(ofType: "answer") else { return nil }
        var bytes = ByteBuffer(bytes: envelope)
        guard let typeLength = bytes.readInteger(as: UInt8.self), bytes.readString(length: Int(typeLength)) == "answer",
            let fieldsLength = bytes.readInteger(as: UInt32.self), let fields = bytes.readBytes(length: Int(fieldsLength)),
            let object = try JSONSerialization.jsonObject(with: Data(fields)) as? [String: Any]
        else { return nil }
        return Answer(
            id: object["id"] as? Int ?? -1, status: object["status"] as? Int ?? 0, type: object["type"] as? String ?? "",
            body: bytes.readString(length: bytes.readableBytes) ?? "")
    }

    /// One HTTP request with `Connection: close`: its status and body.
    private static func http(_ method: String, _ path: String, body: String = "", port: Int) async throws -> (Int, String) {
        let connection = try await RawConnection.open(port: port)
        try await connection.send(
            "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
        let head = try await HTTPHead.read(from: connection)
        let rest = try await connection.readUntilClosed()
        return (head.status, String(decoding: rest, as: UTF8.self))
    }

    @Test func aPrivateLobbyAnswersOnTheSealedSocketAndRefusesPlainHTTP() async throws {
        let lobby = try await WebLobby.start(passcode: "2468", games: [GameDescriptor(TakeLast.self)])
        let socket = try await Transport.member(lobby, "Bo", passcode: "2468")
        let before = await lobby.lobby.wireCounters
        let players = [UUID(), UUID()]
        let render = #"{"view":\#(try Self.view(players)),"viewer":"\#(players[0])","names":{"\#(players[0])":"Bo"}}"#

        let screen = try #require(try await Self.ask(socket, id: 7, "/games/take-last/render", render))
        #expect(screen.id == 7)
        #expect(screen.status == 200)
        #expect(screen.type == "text/plain; charset=utf-8")
        #expect(screen.body.contains("9"), "the pile of 9: \(screen.body)")
        let command = try #require(try await Self.ask(socket, id: 8, "/games/take-last/command", "take 2"))
        #expect(command.status == 200)
        #expect(try JSONSerialization.jsonObject(with: Data(command.body.utf8)) as? [String: Int] == ["take": 2])
        let wrong = try #require(try await Self.ask(socket, id: 9, "/games/take-last/command", "fly away"))
        #expect(wrong.status == 422)
        #expect(wrong.body.contains("invalidCommand"))
        let record = try #require(try await Self.ask(socket, id: 10, "/record.json?game=take-last"))
        #expect(record.status == 200)
        #expect(record.body == #"{"recording":false}"#)
        let nowhere = try #require(try await Self.ask(socket, id: 11, "/nowhere"))
        #expect(nowhere.status == 404)
        let notAView = try #require(try await Self.ask(socket, id: 12, "/games/take-last/moves", #"{"view":1}"#))
        #expect(notAView.status == 400)
        // The six questions and their answers count on the wire like any message (metrics).
        let after = await lobby.lobby.wireCounters
        #expect(after.messagesIn - before.messagesIn == 6)
        #expect(after.messagesOut - before.messagesOut >= 6)

        // Over HTTP, where anyone on the network reads them, a private lobby answers none.
        for (method, path, body) in [
            ("POST", "/games/take-last/render", render), ("POST", "/games/take-last/result", render),
            ("POST", "/games/take-last/moves", render), ("POST", "/games/take-last/command", "take 2"),
            ("GET", "/record.json?game=take-last", ""), ("GET", "/replay.json?id=1", ""),
        ] {
            let (status, text) = try await Self.http(method, path, body: body, port: lobby.port)
            #expect(status == 403, "\(method) \(path): \(status)")
            #expect(text.contains("private"), "\(path): \(text)")
        }
        // The seat was never in question.
        #expect(await lobby.lobby.info.members.map(\.profile.username) == ["Host", "Bo"])
        socket.close()
        await lobby.stop()
    }

    @Test func aPublicLobbyGivesTheSameAnswerOverHTTP() async throws {
        let lobby = try await WebLobby.start(games: [GameDescriptor(TakeLast.self)])
        let socket = try await Transport.member(lobby, "Bo")
        let players = [UUID(), UUID()]
        let body = #"{"view":\#(try Self.view(players)),"viewer":"\#(players[0])","names":{}}"#
        for question in ["render", "moves", "result"] {
            let onSocket = try #require(try await Self.ask(socket, id: 1, "/games/take-last/\(question)", body))
            let (status, text) = try await Self.http("POST", "/games/take-last/\(question)", body: body, port: lobby.port)
            #expect(onSocket.status == 200)
            #expect(status == onSocket.status, "\(question)")
            #expect(text == onSocket.body, "\(question)")
        }
        // The record's question reads its query alike both ways (this lobby keeps no record).
        let record = try #require(try await Self.ask(socket, id: 2, "/record.json?game=take-last"))
        let (status, text) = try await Self.http("GET", "/record.json?game=take-last", port: lobby.port)
        #expect(status == 200)
        #expect(text == record.body)
        let unknown = try #require(try await Self.ask(socket, id: 3, "/record.json?game=nope"))
        #expect(unknown.body == #"{"recording":false,"unknownGame":true}"#)
        socket.close()
        await lobby.stop()
    }

    @Test func anAskWithoutAnIdIsRefusedAsMalformedAndTheLobbyCarriesOn() async throws {
        let lobby = try await WebLobby.start(games: [GameDescriptor(TakeLast.self)])
        let socket = try await Transport.member(lobby, "Bo")
        let other = try await Transport.member(lobby, "Cy")
        try await socket.sendPlaintext(SealedWebSocket.frame(Self.askEnvelope(id: nil, path: "/record.json", body: "")))
        var refusal: ErrorMessage?
        while let message = try await socket.receiveSkippingPings() {
            if case .error(let error) = message { refusal = error }
        }
        #expect(refusal?.code == .malformedMessage, "told why: \(String(describing: refusal))")
        #expect(refusal?.message.contains("ask") == true)
        // The other page still asks and is answered.
        let answer = try #require(try await Self.ask(other, id: 3, "/record.json?game=take-last"))
        #expect(answer.status == 200)
        other.close()
        await lobby.stop()
    }
}
