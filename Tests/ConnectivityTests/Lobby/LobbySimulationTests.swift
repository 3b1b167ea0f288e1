import Connectivity
import Foundation
import Testing

/// Host and client machines together, over the in-memory ``LobbySimulation``.
@Suite("Host and clients together (simulated)")
struct LobbySimulationTests {
    let ann = Fixtures.profile(2, "Ann")
    let bob = Fixtures.profile(3, "Bob")

    func lobby(passcode: String? = nil, clients: [(String, String?)] = []) throws -> LobbySimulation {
        let lock = try passcode.map { try Fixtures.lock($0) }
        var sim = LobbySimulation(host: LobbyHostMachine(configuration: Fixtures.hostConfiguration(), passcode: lock, random: .seeded(1)))
        for (index, (name, code)) in clients.enumerated() {
            let profile = name == "ann" ? ann : bob
            sim.addClient(name, Fixtures.clientConfiguration(profile, passcode: code), seed: UInt64(10 + index))
            sim.start(name)
        }
        return sim
    }

    @Test func clientsJoinAPrivateLobbyReadyUpAndStart() throws {
        var sim = try lobby(passcode: "letmein", clients: [("ann", "letmein"), ("bob", "letmein")])
        #expect(sim.clients["ann"]?.state == .joined)
        #expect(sim.clients["bob"]?.state == .joined)
        try sim.client("ann") { client, _ in try client.setReady(true) }
        try sim.client("bob") { client, _ in try client.setReady(true) }
        try sim.hostCommand { host, _ in try host.setHostReady(true) }
        #expect(sim.clients["ann"]?.lobby?.readyPlayerIDs == [Fixtures.hostProfile.id, ann.id, bob.id])
        try sim.hostCommand { host, _ in try host.start() }
        #expect(sim.clientEvents["bob"]?.contains { if case .gameStarted = $0 { true } else { false } } == true)
        sim.run(until: 10)
        #expect(sim.clients["ann"]?.state == .joined)
        #expect(sim.host.info.members.allSatisfy { $0.connection == .connected })
    }

    @Test func aWrongPasscodeEndsWithARejection() throws {
        let sim = try lobby(passcode: "letmein", clients: [("ann", "guess")])
        #expect(sim.clients["ann"]?.state == .ended(.rejected(JoinRejected(reason: .wrongPasscode, message: "Wrong passcode", game: Fixtures.game))))
    }

    @Test func aDroppedConnectionIsResumedWithinTheGracePeriod() throws {
        var sim = try lobby(clients: [("ann", nil), ("bob", nil)])
        let firstToken = sim.clients["ann"]?.resumeToken
        sim.run(until: 2)
        sim.dropConnections(of: "ann")
        #expect(sim.host.info.members.first { $0.id == ann.id }?.connection == .disconnected)
        sim.run(until: 3)
        #expect(sim.clients["ann"]?.state == .joined)
        #expect(sim.clients["ann"]?.resumeToken != firstToken)
        #expect(sim.clientEvents["ann"]?.contains { if case .resumed = $0 { true } else { false } } == true)
        #expect(sim.hostEvents.contains(.playerResumed(ann.id, role: .player)))
        #expect(sim.clients["bob"]?.lobby?.members.first { $0.id == ann.id }?.connection == .connected)
    }

    @Test func aRestartedClientResumesItsSeatAt29Seconds() throws {
        var sim = try lobby(clients: [("ann", nil), ("bob", nil)])
        let token = try #require(sim.clients["ann"]?.resumeToken)
        sim.run(until: 0.5)
        sim.dropConnections(of: "ann")
        sim.partitioned.insert("ann")  // the old process is gone for good
        sim.run(until: 29)
        var restarted = Fixtures.clientConfiguration(ann)
        restarted.resumeToken = token
        sim.addClient("ann2", restarted, seed: 99)
        sim.start("ann2")
        let accepted = try #require(sim.clients["ann2"]?.membership)
        #expect(accepted.resumed)
        #expect(accepted.lobby.members.map(\.id) == [Fixtures.hostProfile.id, ann.id, bob.id])
        #expect(sim.hostEvents.contains(.playerResumed(ann.id, role: .player)))
        sim.run(until: 40)
        #expect(sim.host.info.members.count == 3)
        #expect(sim.clients["ann2"]?.state == .joined)
    }

    @Test func aRestartedClientIsTooLateAt30Seconds() throws {
        var sim = try lobby(clients: [("ann", nil), ("bob", nil)])
        let token = try #require(sim.clients["ann"]?.resumeToken)
        sim.run(until: 0.5)
        sim.dropConnections(of: "ann")
        sim.partitioned.insert("ann")
        sim.run(until: 30.5)
        #expect(sim.hostEvents.contains(.playerLeft(ann.id, .timedOut)))
        #expect(sim.clients["bob"]?.lobby?.members.map(\.id) == [Fixtures.hostProfile.id, bob.id])
        var restarted = Fixtures.clientConfiguration(ann)
        restarted.resumeToken = token
        sim.addClient("ann2", restarted, seed: 99)
        sim.start("ann2")
        guard case .ended(.rejected(let rejection))? = sim.clients["ann2"]?.state else {
            Issue.record("expected a rejection")
            return
        }
        #expect(rejection.reason == .invalidResumeToken)
    }

    @Test func clientsWaitTwoMinutesForALostHostThenEndWithHostLost() throws {
        var sim = try lobby(clients: [("ann", nil), ("bob", nil)])
        sim.run(until: 10)
        sim.disconnectHost()
        sim.run(until: 129.999)
        #expect(sim.clients["ann"]?.state == .reconnecting)
        let attempts = sim.clientEvents["ann"]?.filter { if case .reconnecting = $0 { true } else { false } }.count ?? 0
        #expect(attempts >= 25 && attempts <= 60, "\(attempts) attempts in two minutes")
        sim.run(until: 130)
        #expect(sim.clients["ann"]?.state == .ended(.hostLost))
        #expect(sim.clients["bob"]?.state == .ended(.hostLost))
    }

    @Test func clientsResumeWhenTheHostComesBackWithinTheGracePeriod() throws {
        var sim = try lobby(clients: [("ann", nil), ("bob", nil)])
        sim.run(until: 10)
        sim.disconnectHost()
        sim.run(until: 13.5)
        sim.hostReachable = true
        sim.run(until: 14.9)
        #expect(sim.clients["ann"]?.state == .joined)
        #expect(sim.clients["bob"]?.state == .joined)
        sim.run(until: 60)
        #expect(sim.host.info.members.count == 3)
        #expect(sim.host.info.members.allSatisfy { $0.connection == .connected })
    }

    @Test func aSilentlyCutClientIsDetectedByBothSides() throws {
        var sim = try lobby(clients: [("ann", nil), ("bob", nil)])
        sim.run(until: 1)
        sim.partitioned.insert("ann")
        sim.run(until: 4.5)
        #expect(sim.host.info.members.first { $0.id == ann.id }?.connection == .disconnected)
        #expect(sim.clients["ann"]?.state == .reconnecting)
        sim.run(until: 35)
        #expect(sim.hostEvents.contains(.playerLeft(ann.id, .timedOut)))
        #expect(sim.clients["ann"]?.state == .reconnecting)
        sim.run(until: 130)
        #expect(sim.clients["ann"]?.state == .ended(.hostLost))
    }

    @Test func aBannedClientEndsAndCannotComeBack() throws {
        var sim = try lobby(clients: [("ann", nil), ("bob", nil)])
        let token = try #require(sim.clients["bob"]?.resumeToken)
        try sim.hostCommand { host, _ in try host.ban(bob.id, reason: "rude") }
        #expect(sim.clients["bob"]?.state == .ended(.banned(reason: "rude")))
        #expect(sim.clients["ann"]?.lobby?.members.map(\.id) == [Fixtures.hostProfile.id, ann.id])
        var again = Fixtures.clientConfiguration(bob)
        again.resumeToken = token
        sim.addClient("bob2", again, seed: 5)
        sim.start("bob2")
        guard case .ended(.rejected(let rejection))? = sim.clients["bob2"]?.state else {
            Issue.record("expected a rejection")
            return
        }
        #expect(rejection.reason == .banned)
    }

    @Test func backgroundAndForegroundKeepTheSameConnection() throws {
        var sim = try lobby(clients: [("ann", nil), ("bob", nil)])
        sim.run(until: 1)
        sim.client("ann") { client, now in client.enterBackground(at: now) }
        #expect(sim.clients["bob"]?.lobby?.members.first { $0.id == ann.id }?.connection == .background)
        sim.run(until: 25)
        #expect(sim.clients["ann"]?.state == .joined)
        sim.client("ann") { client, now in client.enterForeground(at: now) }
        #expect(sim.host.info.members.first { $0.id == ann.id }?.connection == .connected)
        #expect(sim.hostEvents.contains(.playerReturned(ann.id)))
        sim.run(until: 60)
        #expect(sim.clients["ann"]?.state == .joined)
        #expect(sim.host.info.members.count == 3)
    }
}
