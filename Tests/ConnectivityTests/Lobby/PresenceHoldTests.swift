import Connectivity
import Foundation
import GameCore
import NIOCore
import Testing

/// Presence on the wire (Docs/Protocol.md "Presence"): an away member's seat hold travels as the
/// milliseconds left when the roster is sent, stamped from the machine's deadlines at `now`.
@Suite("Presence: hold countdowns in the roster")
struct PresenceHoldTests {
    let ann = Fixtures.profile(2, "Ann")
    let bob = Fixtures.profile(3, "Bob")

    @Test func aBackgroundedMemberCarriesTheHoldLeftAtEachInstant() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        _ = try host.join(bob)
        #expect(host.machine.info(at: host.clock.set(0)).members.allSatisfy { $0.holdMilliseconds == nil })
        _ = host.machine.received(.background(Background()), from: a, at: host.clock.set(1))
        #expect(host.machine.holdDeadlines == [ann.id: host.clock.at(31)])
        let later = host.machine.info(at: host.clock.set(6.5))
        let away = try #require(later.members.first { $0.id == ann.id })
        #expect(away.connection == .background)
        #expect(away.holdMilliseconds == 24_500)
        #expect(later.members.first { $0.id == bob.id }?.holdMilliseconds == nil)
        // Past the deadline it says 0, never a negative count.
        #expect(host.machine.info(at: host.clock.set(40)).members.first { $0.id == ann.id }?.holdMilliseconds == 0)
        // Back in the foreground: no hold, no countdown.
        _ = host.machine.received(.foreground(Foreground()), from: a, at: host.clock.set(8))
        #expect(host.machine.holdDeadlines.isEmpty)
        #expect(host.machine.info(at: host.clock.set(9)).members.allSatisfy { $0.holdMilliseconds == nil })
    }

    @Test func aDroppedConnectionIsAwayWithItsHold() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ann)
        _ = host.machine.connectionClosed(a, at: host.clock.set(2))
        let member = try #require(host.machine.info(at: host.clock.set(12)).members.first { $0.id == ann.id })
        #expect(member.connection == .disconnected)
        #expect(member.holdMilliseconds == 20_000)
    }

    @Test func stampingSetsOnlyAwayMembersAndCapsAtAnHour() {
        let now = ContinuousClock.now
        var info = SampleMessages.lobby
        info.members[0].holdMilliseconds = 99  // a connected member's stale value is cleared
        let deadlines = [SampleMessages.alice.id: now + .seconds(5), SampleMessages.bob.id: now + .seconds(86_400)]
        let stamped = info.stampingHolds(deadlines, at: now)
        #expect(stamped.members[0].holdMilliseconds == nil)
        #expect(stamped.members[1].holdMilliseconds == LobbyInfo.maximumHoldMilliseconds)
        // Other messages pass unchanged; a lobbyUpdate and a joinAccepted are stamped.
        #expect(Message.ping(Ping(id: 1)).stampingHolds(deadlines, at: now) == .ping(Ping(id: 1)))
        guard case .lobbyUpdate(let update) = Message.lobbyUpdate(LobbyUpdate(lobby: info)).stampingHolds(deadlines, at: now) else {
            Issue.record("not a lobbyUpdate")
            return
        }
        #expect(update.lobby.members[1].holdMilliseconds == LobbyInfo.maximumHoldMilliseconds)
    }

    @Test func theWireCarriesHoldMillisecondsAndTheAvatar() throws {
        var buffer = ByteBuffer()
        try MessageCodec().encode(.lobbyUpdate(LobbyUpdate(lobby: SampleMessages.lobby)), into: &buffer)
        let text = String(decoding: buffer.readableBytesView, as: UTF8.self)
        #expect(text.contains(#""holdMilliseconds":27500"#))
        #expect(text.contains(#""baseSymbol":"moon""#))
        #expect(text.contains(##""backgroundColorHex":"#D1438E""##))
    }
}
