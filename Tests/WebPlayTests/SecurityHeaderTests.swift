import Foundation
import Testing

/// Which answers carry the page's security headers (Docs/Protocol.md §9): the content the server
/// serves does; a refusal such as a `404` does not.
@Suite("Security headers")
struct SecurityHeaderTests {
    /// The Content-Security-Policy Docs/Protocol.md §9 documents.
    private static let policy = "default-src 'self'; img-src 'self' data:; connect-src 'self'"

    /// The status and headers (names in lower case) of one request with `Connection: close`.
    private static func head(_ request: String, port: Int) async throws -> HTTPHead {
        let connection = try await RawConnection.open(port: port)
        try await connection.send(request)
        let head = try await HTTPHead.read(from: connection)
        _ = try await connection.readUntilClosed()
        return head
    }

    @Test func contentCarriesThePolicyAndRefusalsDoNot() async throws {
        let lobby = try await WebLobby.start()
        let host = "Host: 127.0.0.1:\(lobby.port)\r\nConnection: close\r\n"
        let page = try await Self.head("GET / HTTP/1.1\r\n\(host)\r\n", port: lobby.port)
        #expect(page.status == 200)
        #expect(page.headers["content-security-policy"] == Self.policy)
        #expect(page.headers["x-content-type-options"] == "nosniff")
        #expect(page.headers["cache-control"] == "no-cache")

        let missing = try await Self.head("GET /nowhere HTTP/1.1\r\n\(host)\r\n", port: lobby.port)
        #expect(missing.status == 404)
        #expect(missing.headers["content-security-policy"] == nil)
        #expect(missing.headers["cache-control"] == nil)
        await lobby.stop()
    }
}
