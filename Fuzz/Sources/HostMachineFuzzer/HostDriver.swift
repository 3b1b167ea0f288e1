import Connectivity
import Foundation
import FuzzSupport
import GameCore

/// Drives a ``LobbyHostMachine`` the way LobbyHost does (sends, closes that come back as
/// `connectionClosed`, timers fired in deadline order on a test clock) and checks what the machine
/// promises after every step.
struct HostDriver {
    var machine: LobbyHostMachine
    var now: ContinuousClock.Instant
    var timers: [LobbyHostTimer: ContinuousClock.Instant] = [:]
    /// Open connections as the transport sees them, in opening order.
    var live: [ConnectionID] = []
    var nextConnection: UInt64 = 0
    /// What the host sent, so canned answers can be right: challenges, pings, resume tokens.
    var challenges: [ConnectionID: Challenge] = [:]
    var pings: [ConnectionID: UInt64] = [:]
    var tokens: [UUID: String] = [:]
    var sequences: [ConnectionID: UInt64] = [:]
    var responder = PasscodeResponder(passcode: HostFixture.passcode, acceptedIterations: 1...5_000_000)
    var random = RandomSource(SeededGenerator(seed: 11))

    init(isPrivate: Bool) {
        machine = LobbyHostMachine(
            configuration: HostFixture.configuration, passcode: isPrivate ? HostFixture.lock : nil,
            random: RandomSource(SeededGenerator(seed: 3)))
        now = HostFixture.epoch
    }

    /// A live connection chosen by `pick`, if any.
    func connection(_ pick: Int) -> ConnectionID? { live.isEmpty ? nil : live[pick % live.count] }

    mutating func open(address: String?) {
        nextConnection += 1
        let id = ConnectionID(nextConnection)
        live.append(id)
        perform(machine.connectionOpened(id, remoteAddress: address, at: now))
    }

    /// The transport closed `id` (the peer left, or the host's close finished).
    mutating func closed(_ id: ConnectionID) {
        guard let index = live.firstIndex(of: id) else { return }
        live.remove(at: index)
        perform(machine.connectionClosed(id, at: now))
    }

    mutating func receive(_ message: Message, on id: ConnectionID) {
        perform(machine.received(message, from: id, at: now))
    }

    /// Moves the test clock, firing every due timer at its own deadline, earliest first.
    mutating func advance(by duration: Duration) {
        let target = now + duration
        while let (timer, deadline) = timers.filter({ $0.value <= target }).min(by: { $0.value < $1.value }) {
            timers[timer] = nil
            now = max(now, deadline)
            perform(machine.timerFired(timer, at: now))
        }
        now = target
    }

    mutating func perform(_ actions: [LobbyHostAction]) {
        var closing: [ConnectionID] = []
        for action in actions {
            switch action {
            case .send(let message, let id):
                sent(message, to: [id])
            case .broadcast(let message, let ids):
                fuzzCheck(!ids.isEmpty, "an empty broadcast of \(message.typeName)")
                fuzzCheck(Set(ids).count == ids.count, "a broadcast of \(message.typeName) names a connection twice")
                sent(message, to: ids)
            case .close(let id, _):
                closing.append(id)
            case .schedule(let timer, let deadline):
                timers[timer] = deadline
            case .cancel(let timer):
                timers[timer] = nil
            case .emit:
                break
            }
        }
        checkInvariants()
        for id in closing { closed(id) }
    }

    /// Records what a canned answer needs, and checks the message fits the limits its receiver reads under.
    mutating func sent(_ message: Message, to ids: [ConnectionID]) {
        for id in ids {
            fuzzCheck(id.rawValue >= 1 && id.rawValue <= nextConnection, "a send to \(id), never opened")
        }
        if case .challenge(let challenge) = message { ids.forEach { challenges[$0] = challenge } }
        if case .ping(let ping) = message { ids.forEach { pings[$0] = ping.id } }
        if case .joinAccepted(let accepted) = message { tokens[accepted.playerId] = accepted.resumeToken }
        let frame: EncodedFrame
        do {
            frame = try HostFixture.encoder.encodeFrame(message)
        } catch {
            fuzzCheck(false, "the host built a \(message.typeName) that does not encode: \(error)")
            return
        }
        // What a client reads before it has joined, under the handshake limits.
        let handshake = ["challenge", "joinAccepted", "joinRejected", "error"].contains(message.typeName)
        let limits: FrameLimits = handshake ? .handshake : .established
        fuzzCheck((try? frame.check(limits)) != nil, "the host's \(message.typeName) exceeds what a client reads")
    }

    func checkInvariants() {
        let open = machine.openConnections
        fuzzCheck(open.isSubset(of: Set(live)), "the machine tracks a connection the transport closed")
        fuzzCheck(Set(machine.seatedConnections.values).isSubset(of: open), "a seat points at a closed connection")
        let members = machine.info.members
        fuzzCheck(Set(members.map(\.id)).count == members.count, "a member is listed twice")
        let players = members.filter { $0.role == .player }.count
        fuzzCheck(players <= HostFixture.configuration.policy.maxPlayers, "\(players) players in a lobby of \(HostFixture.configuration.policy.maxPlayers)")
    }
}
