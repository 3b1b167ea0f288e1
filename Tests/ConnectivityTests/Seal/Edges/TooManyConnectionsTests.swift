@testable import Connectivity
import Foundation
import GameCore
import Testing

/// Where `tooManyConnections` sits in the sealed sequence (Docs/Protocol.md §2.1, "Connection
/// limits"): a TCP connection is counted when its first bytes arrive; over the lobby's limits it
/// still gets the sealed handshake, then `error(tooManyConnections)` as its first sealed frame,
/// then the close. Real host, real TCP on loopback.
@Suite("Sealed channel: tooManyConnections comes sealed, after the handshake")
struct TooManyConnectionsTests {
    @Test func aConnectionOverTheLimitHearsWhyInsideTheChannel() async throws {
        let lobby = try await LoopbackLobby(connectionLimits: LobbyConnectionLimits(maxOpen: 8, maxJoining: 1))
        // A silent connection is not counted: it waits at the door.
        let silent = try await TimedSocket.open(port: lobby.port)
        // One that has spoken (its preface) is, and takes the one joining place.
        let first = try await TimedSocket.open(port: lobby.port)
        try await first.sendRecord(SealPreface.client)
        _ = try #require(try await first.receiveRecord())
        #expect(await lobby.host.openConnectionCount == 1)
        let message = try await SealedSession.with(port: lobby.port) { session in
            let message = try await session.next()
            #expect(await session.closedByHost(), "the host kept a connection over its limit")
            return message
        }
        guard case .error(let error)? = message else {
            Issue.record("expected error(tooManyConnections), got \(String(describing: message))")
            return
        }
        #expect(error.code == .tooManyConnections)
        silent.close()
        first.close()
        await lobby.host.shutDown()
    }
}
