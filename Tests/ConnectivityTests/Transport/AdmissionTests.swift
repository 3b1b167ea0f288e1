@testable import Connectivity
import Foundation
import NIOCore
import NIOPosix
import Testing

/// Issue 24, bug 2: accepting is bounded per source address and in all, and a refused connection
/// costs the host no more than its close.
@Suite("Connection admission")
struct AdmissionTests {
    static let small = AcceptBudget.Allowance(
        burstPerAddress: 3, ratePerAddress: 1, burstInAll: 5, rateInAll: 2, maxTrackedAddresses: 2)
    let start = NIODeadline.uptimeNanoseconds(1_000_000_000)

    @Test("an address gets its burst, then one connection per earned token; others keep theirs")
    func perAddressBurstAndRate() {
        var budget = AcceptBudget(allowance: Self.small, now: start)
        #expect((0..<3).map { _ in budget.admit("10.0.0.1", now: start) } == [.accept, .accept, .accept])
        #expect(budget.admit("10.0.0.1", now: start) == .refuseAddress)
        #expect(budget.admit("10.0.0.2", now: start) == .accept)
        #expect(budget.admit("10.0.0.1", now: start + .milliseconds(999)) == .refuseAddress)
        #expect(budget.admit("10.0.0.1", now: start + .seconds(1)) == .accept)
    }

    @Test("all addresses together stop at the overall burst, and a refused address spends none of it")
    func inAllBurst() {
        var budget = AcceptBudget(allowance: Self.small, now: start)
        for _ in 0..<3 { #expect(budget.admit("10.0.0.1", now: start) == .accept) }
        // The address's own refusals do not drain what the others share.
        for _ in 0..<100 { #expect(budget.admit("10.0.0.1", now: start) == .refuseAddress) }
        #expect(budget.admit("10.0.0.2", now: start) == .accept)
        #expect(budget.admit("10.0.0.2", now: start) == .accept)
        #expect(budget.admit("10.0.0.3", now: start) == .refuseInAll)
        #expect(budget.admit("10.0.0.3", now: start + .milliseconds(500)) == .accept)
    }

    @Test("the address table stays bounded: new addresses share the overflow bucket until old ones refill")
    func boundedTable() {
        let allowance = AcceptBudget.Allowance(
            burstPerAddress: 2, ratePerAddress: 1, burstInAll: 1000, rateInAll: 1000, maxTrackedAddresses: 2)
        var budget = AcceptBudget(allowance: allowance, now: start)
        #expect(budget.admit("a", now: start) == .accept)
        #expect(budget.admit("b", now: start) == .accept)
        #expect(budget.trackedAddresses == 2)
        // c, d, e: no room (a and b are not full again), so they share one bucket of 2.
        #expect(budget.admit("c", now: start) == .accept)
        #expect(budget.admit("d", now: start) == .accept)
        #expect(budget.admit("e", now: start) == .refuseAddress)
        #expect(budget.trackedAddresses == 2)
        // Two seconds later a and b are full again and forgotten; f gets a bucket of its own.
        #expect(budget.admit("f", now: start + .seconds(2)) == .accept)
        #expect(budget.trackedAddresses == 1)
        // An unknown address (no peer address at all) uses the overflow bucket.
        #expect(budget.admit(nil, now: start + .seconds(2)) == .accept)
    }

    @Test("a host closes connections over its budget at once, without a byte, and keeps the others")
    func hostClosesWhatItRefuses() async throws {
        // No refill and a long handshake timeout: the outcome cannot depend on how slowly a loaded
        // machine accepts.
        let admission = ConnectionAdmission(allowance: AcceptBudget.Allowance(
            burstPerAddress: 3, ratePerAddress: 0, burstInAll: 100, rateInAll: 0, maxTrackedAddresses: 8))
        let lobby = try await LoopbackLobby(
            transport: TransportConfiguration(admission: admission), timings: SessionTimings(handshakeTimeout: .seconds(120)))
        var sockets: [any Channel] = []
        for _ in 0..<5 {
            sockets.append(try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton).connect(host: "127.0.0.1", port: lobby.port).get())
        }
        // 3 are let in (the address's burst); 2 are closed by the host as soon as accepted, where
        // before they would have waited for a hello until the handshake timeout (5 s).
        // A generous deadline: a loaded machine may take seconds to accept; the loop ends as soon
        // as the host has.
        let deadline = ContinuousClock.now + .seconds(30)
        while admission.refusedCount < 2 || sockets.filter({ $0.isActive }).count > 3, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(admission.refusedCount == 2)
        #expect(sockets.filter { $0.isActive }.count == 3)
        // Admitted but silent, they wait at the door (issue 39): the lobby has not heard of them.
        #expect(await lobby.host.openConnectionCount == 0)
        // Their first bytes hand them to the lobby.
        for socket in sockets where socket.isActive {
            var preface = ByteBuffer()
            SealRecordSplitter.write(SealPreface.client, to: &preface)
            try await socket.writeAndFlush(preface)
        }
        while await lobby.host.openConnectionCount < 3, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(await lobby.host.openConnectionCount == 3)
        for socket in sockets { try? await socket.close() }
        await lobby.host.shutDown()
    }
}
