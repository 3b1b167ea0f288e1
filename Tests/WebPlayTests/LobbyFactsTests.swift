import Foundation
import Testing
import WebPlay

/// `/lobby.json` carries the links a page invites others with (SPEC §12 "Invites"), over real HTTP.
@Suite("/lobby.json join links")
struct LobbyFactsTests {
    @Test func aServerBoundToLoopbackListsItsLoopbackLinkWithItsOwnPort() async throws {
        let lobby = try await WebLobby.start()
        let connection = try await RawConnection.open(port: lobby.port)
        try await connection.send("GET /lobby.json HTTP/1.1\r\nHost: 127.0.0.1:\(lobby.port)\r\nConnection: close\r\n\r\n")
        let head = try await HTTPHead.read(from: connection)
        let body = try await connection.readUntilClosed()
        await lobby.stop()
        #expect(head.status == 200)
        let facts = try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
        #expect(facts["joinURLs"] as? [String] == ["http://127.0.0.1:\(lobby.port)/"])
    }
}
