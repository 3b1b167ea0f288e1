@testable import Connectivity
import Foundation
import GameCore
import NIOCore
import NIOPosix
import Testing

/// Issue 39, finding 4: the lobby's TCP door (``AcceptThread``) holds admitted connections until
/// their first byte, so a churn of bare connections never reaches the lobby's event loop. The
/// pure parts with a given `now`, then the door over real TCP.
@Suite("The lobby's door: connections held until they speak")
struct DoorTests {
    static let start = ContinuousClock.now

    static func entry(_ handle: Int32, at seconds: Double) -> HeldConnections.Entry {
        HeldConnections.Entry(handle: handle, address: "10.0.0.\(handle)", acceptedAt: start + .seconds(seconds))
    }

    @Test("held connections: the longest silent goes first when full, and at the deadline")
    func heldConnections() {
        var held = HeldConnections(capacity: 3, deadline: .seconds(5))
        var displaced = [10, 11, 12, 13].map { held.hold(Self.entry(Int32($0), at: Double($0 - 10))) }
        #expect(displaced == [nil, nil, nil, Self.entry(10, at: 0)])
        displaced = [held.release(12), held.release(12)]
        #expect(displaced == [Self.entry(12, at: 2), nil])
        #expect(held.nextDeadline == Self.start + .seconds(6))
        let early = held.expired(at: Self.start + .seconds(5.9))
        #expect(early.isEmpty)
        let due = held.expired(at: Self.start + .seconds(8))
        #expect(due == [Self.entry(11, at: 1), Self.entry(13, at: 3)])
        #expect(held.entries.isEmpty && held.nextDeadline == nil)
    }

    @Test("a flood's memory is handed back 2 s after its last refusal, and once more 6 s later")
    func floodTrim() {
        var trim = FloodTrim()
        for index in 0..<FloodTrim.floodSize - 1 { trim.refused(at: Self.start + .milliseconds(index)) }
        #expect(trim.nextCheck == nil, "fewer refusals than a flood: no trim")
        trim.refused(at: Self.start + .seconds(1))
        #expect(trim.nextCheck == Self.start + .seconds(3))
        var answers = [trim.isDue(at: Self.start + .seconds(2.9)), trim.isDue(at: Self.start + .seconds(3))]
        #expect(answers == [false, true])
        #expect(trim.nextCheck == Self.start + .seconds(9))
        answers = [trim.isDue(at: Self.start + .seconds(8)), trim.isDue(at: Self.start + .seconds(9))]
        #expect(answers == [false, true])
        #expect(trim.nextCheck == nil)
        // A refusal between the two trims: the second is left to that flood (if it is one).
        for index in 0..<FloodTrim.floodSize { trim.refused(at: Self.start + .seconds(10) + .milliseconds(index)) }
        answers = [trim.isDue(at: Self.start + .seconds(13))]
        #expect(answers == [true])
        trim.refused(at: Self.start + .seconds(14))
        #expect(trim.nextCheck == nil)
    }

    @Test("silent connections never reach the lobby; past the door's capacity the longest silent is closed; a client still joins")
    func silentConnectionsWaitAtTheDoor() async throws {
        let admission = ConnectionAdmission(allowance: AcceptBudget.Allowance(
            burstPerAddress: 1_000, ratePerAddress: 0, burstInAll: 1_000, rateInAll: 0, maxTrackedAddresses: 8))
        // A join deadline far away: only the door's capacity can close the first connection.
        let lobby = try await LoopbackLobby(
            transport: TransportConfiguration(admission: admission), timings: SessionTimings(handshakeTimeout: .seconds(120)))
        let first = try await TimedSocket.open(port: lobby.port)
        var silent: [TimedSocket] = []
        for _ in 0..<DirectListener.heldAtOnce { silent.append(try await TimedSocket.open(port: lobby.port)) }
        // One more than the door holds: the first, silent longest, is closed without a word (long
        // before its deadline; a wait past 60 s fails the test).
        #expect(try await first.timeUntilClosed(within: 60) < .seconds(60))
        #expect(first.pending.isEmpty)
        #expect(await lobby.host.openConnectionCount == 0)
        // An honest client is not held up by them.
        let ann = await lobby.joinedClient(PlayerProfile(username: "Ann"))
        #expect(await ann.client.membership != nil)
        for socket in silent { socket.close() }
        await lobby.host.shutDown()
    }
}
