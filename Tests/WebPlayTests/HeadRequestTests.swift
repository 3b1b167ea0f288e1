import Foundation
import Testing
import WebPlay

/// `HEAD` is answered wherever `GET` is, with the same status and headers and no body (issue 31),
/// over real HTTP on loopback.
@Suite("HEAD requests")
struct HeadRequestTests {
    /// One response: status, headers (names in lower case) and every byte after the head.
    private struct Exchange {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]

        /// The headers that must match between `GET` and `HEAD` (`Date` may tick in between).
        var comparableHeaders: [String: String] { headers.filter { $0.key != "date" } }
    }

    /// One `METHOD path` request with `Connection: close`; everything the server sent until it closed.
    private static func exchange(_ method: String, _ path: String, port: Int) async throws -> Exchange {
        let connection = try await RawConnection.open(port: port)
        try await connection.send("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        let head = try await HTTPHead.read(from: connection)
        let body = try await connection.readUntilClosed()
        return Exchange(status: head.status, headers: head.headers, body: body)
    }

    @Test(arguments: [
        "/", "/tv", "/tv/", "/assets/app.js", "/assets/style.css", "/assets/tv.css", "/lobby.json",
        "/qr.svg?text=http%3A%2F%2F127.0.0.1%2F",
    ])
    func headAnswersLikeGetWithoutTheBody(path: String) async throws {
        let lobby = try await WebLobby.start()
        let get = try await Self.exchange("GET", path, port: lobby.port)
        let head = try await Self.exchange("HEAD", path, port: lobby.port)
        #expect(get.status == 200)
        #expect(head.status == get.status)
        #expect(head.comparableHeaders == get.comparableHeaders)
        #expect(get.headers["content-length"] == String(get.body.count), "GET's length is its body's")
        #expect(!get.body.isEmpty)
        #expect(head.body.isEmpty, "HEAD \(path) sent \(head.body.count) body bytes")
        #expect(head.headers["content-type"] != nil)
        #expect(head.headers["content-security-policy"] == "default-src 'self'; img-src 'self' data:; connect-src 'self'")
        #expect(head.headers["x-content-type-options"] == "nosniff")
        #expect(head.headers["cache-control"] == "no-cache")
        await lobby.stop()
    }

    /// Errors too: a missing asset, a path nobody serves, a `/qr.svg` without text (`400` with a JSON
    /// message for `GET`), a path that only takes `POST`.
    @Test(arguments: ["/assets/nope.js", "/nowhere", "/qr.svg", "/faces/tally.js", "/games/tally/render"])
    func anErrorIsTheSameStatusAndHeadersWithoutTheBody(path: String) async throws {
        let lobby = try await WebLobby.start()
        let get = try await Self.exchange("GET", path, port: lobby.port)
        let head = try await Self.exchange("HEAD", path, port: lobby.port)
        #expect(get.status >= 400)
        #expect(head.status == get.status)
        #expect(head.comparableHeaders == get.comparableHeaders)
        #expect(head.body.isEmpty, "HEAD \(path) sent \(head.body.count) body bytes")
        await lobby.stop()
    }

    /// The connection stays in step: a `GET` after `HEAD`s on the same keep-alive connection reads
    /// exactly its own response (a stray body after a `HEAD` would be read as the next response).
    @Test func aKeepAliveConnectionCarriesOnAfterHead() async throws {
        let lobby = try await WebLobby.start()
        let connection = try await RawConnection.open(port: lobby.port)
        let host = "Host: 127.0.0.1:\(lobby.port)\r\n"
        for path in ["/", "/qr.svg", "/lobby.json"] {
            try await connection.send("HEAD \(path) HTTP/1.1\r\n\(host)\r\n")
            let head = try await HTTPHead.read(from: connection)
            #expect(head.status == (path == "/qr.svg" ? 400 : 200), "\(path)")
        }
        try await connection.send("GET /lobby.json HTTP/1.1\r\n\(host)Connection: close\r\n\r\n")
        let get = try await HTTPHead.read(from: connection)
        let body = try await connection.readUntilClosed()
        #expect(get.status == 200)
        #expect(get.headers["content-type"] == "application/json")
        let facts = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
        #expect(facts?["name"] as? String == "Web Test")
        await lobby.stop()
    }

    /// `HEAD /ws` needs no upgrade: it is answered as a `GET /ws` without upgrade headers is. A `HEAD`
    /// that asks for an upgrade is not upgraded (an upgrade is a `GET`), and `GET` still upgrades.
    @Test func theWebSocketPathAnswersHeadWithoutUpgrading() async throws {
        let lobby = try await WebLobby.start()
        let get = try await Self.exchange("GET", "/ws", port: lobby.port)
        let head = try await Self.exchange("HEAD", "/ws", port: lobby.port)
        #expect(get.status == 200)
        #expect(head.status == get.status)
        #expect(head.comparableHeaders == get.comparableHeaders)
        #expect(head.body.isEmpty)

        let asking = try await RawConnection.open(port: lobby.port)
        try await asking.send(
            "HEAD /ws HTTP/1.1\r\nHost: 127.0.0.1:\(lobby.port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        let refused = try await HTTPHead.read(from: asking)
        #expect(refused.status == 400, "a HEAD asking for an upgrade got \(refused.status)")
        #expect(refused.headers["upgrade"] == nil)
        asking.close()

        guard case .sealed(let socket) = try await SealedWebSocket.open(port: lobby.port) else {
            Issue.record("GET /ws was not upgraded")
            await lobby.stop()
            return
        }
        try await socket.send(WebLobby.hello(.init(id: UUID(), username: "Ida")))
        try await WebSocketTransportTests.waitUntil { await lobby.lobby.info.members.count == 2 }
        socket.close()
        await lobby.stop()
    }
}
