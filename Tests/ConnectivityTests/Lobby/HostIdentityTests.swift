import Connectivity
import Foundation
import GameCore
import Testing

/// SPEC §12 "Identity": names are unique in a lobby; a held seat may be taken back by name ("That's me"),
/// once the VIP or the host says yes (`HostSeatClaimTests`).
@Suite("Host identity: unique names, reclaiming a held seat")
struct HostIdentityTests {
    let ari = Fixtures.profile(2, "Ari")
    /// The same person on another device: another profile id, the name typed differently.
    let ariElsewhere = Fixtures.profile(12, " ari ")

    private func hello(_ profile: PlayerProfile, reclaim: Bool? = nil) -> Message {
        .hello(Hello(appVersion: "test", games: [Fixtures.game], profile: profile, reclaimSeat: reclaim))
    }

    private func say(
        _ profile: PlayerProfile, reclaim: Bool? = nil, to host: inout HostDriver
    ) -> (ConnectionID, [LobbyHostAction]) {
        let (id, opened) = host.open()
        return (id, opened + host.send(hello(profile, reclaim: reclaim), from: id))
    }

    @Test(arguments: ["ari", " Ari ", "ARI", "\u{00A0}ari  "])
    func aMembersNameIsTakenWhateverTheCaseOrSpaces(_ name: String) throws {
        var host = HostDriver()
        _ = try host.join(ari)
        let (id, actions) = host.hello(Fixtures.profile(3, name))
        let rejected = try #require(actions.rejected(on: id))
        #expect(rejected.reason == .nameTaken)
        #expect(rejected.message == "The name \"Ari\" is taken in this lobby; choose another")
        #expect(host.machine.info.members.count == 2)
    }

    @Test func aPrecomposedAndADecomposedNameAreTheSameName() throws {
        var host = HostDriver()
        _ = try host.join(Fixtures.profile(2, "Ren\u{00E9}e"))
        let (id, actions) = host.hello(Fixtures.profile(3, "RENE\u{0301}E"))
        #expect(actions.rejected(on: id)?.reason == .nameTaken)
    }

    @Test func theHostsAndAComputerPlayersNamesAreTaken() throws {
        var host = HostDriver()
        _ = try host.machine.addLocalPlayer(Fixtures.profile(5, "Robo"))
        let (h, hostName) = host.hello(Fixtures.profile(3, "host"))
        #expect(hostName.rejected(on: h)?.message == "The name \"Host\" is taken in this lobby; choose another")
        let (b, botName) = host.hello(Fixtures.profile(4, "robo "))
        #expect(botName.rejected(on: b)?.reason == .nameTaken)
    }

    @Test func aNewcomersNameIsStoredTrimmed() throws {
        var host = HostDriver()
        let (_, accepted) = try host.join(Fixtures.profile(3, "  Bo "))
        #expect(accepted.lobby.members.first { $0.id == Fixtures.uuid(3) }?.profile.username == "Bo")
    }

    @Test func aHeldSeatsNameIsRefusedAsHeldWithoutReclaim() throws {
        var host = HostDriver()
        let (a, _) = try host.join(ari)
        _ = host.machine.connectionClosed(a, at: host.clock.set(1))
        let (id, actions) = say(ariElsewhere, to: &host)
        let rejected = try #require(actions.rejected(on: id))
        #expect(rejected.reason == .nameHeld)
        #expect(rejected.message == "Ari's seat is waiting for Ari to come back. Is that you?")
        // Asking for nothing changes nothing: the seat is still held for Ari.
        #expect(host.machine.info.members.first { $0.id == ari.id }?.connection == .disconnected)
    }

    @Test func anApprovedReclaimTakesTheHeldSeatAsAResumeWould() throws {
        var host = HostDriver()
        let (a, first) = try host.join(ari)
        let (b, _) = try host.join(Fixtures.profile(3, "Bo"))
        _ = host.machine.connectionClosed(a, at: host.clock.set(1))
        let (id, asked) = say(ariElsewhere, reclaim: true, to: &host)
        // Nothing is given before the host's yes (issue 39).
        #expect(asked.accepted(on: id) == nil)
        #expect(asked.messages(to: id).contains { if case .claimPending = $0 { true } else { false } })
        let actions = try host.machine.answerSeatClaim(for: ari.id, allow: true, at: host.clock.set(2))
        let accepted = try #require(actions.accepted(on: id))
        #expect(accepted.playerId == ari.id && accepted.resumed)
        #expect(accepted.resumeToken != first.resumeToken)
        #expect(actions.events.contains(.seatReclaimed(ari.id, role: .player)))
        // The game layer resends the view as after a resume.
        #expect(actions.events.contains(.playerResumed(ari.id, role: .player)))
        #expect(actions.cancels(.seatHold(ari.id)))
        // The room hears it in words; the reclaiming device does not.
        #expect(actions.messages(to: b).contains(.notice(Notice(
            kind: .seatReclaimed, playerId: ari.id, message: "Ari is back on another device."))))
        #expect(!actions.messages(to: id).contains { if case .notice = $0 { true } else { false } })
        let roster = try #require(actions.lastLobbyUpdate(to: b))
        #expect(roster.members.filter { PlayerNameKey($0.profile.username) == PlayerNameKey("Ari") }.count == 1)
        #expect(roster.members.first { $0.id == ari.id }?.connection == .connected)
        #expect(!roster.members.contains { $0.id == ariElsewhere.id })
        // The new token resumes the seat under its id (the first device's token stays good too:
        // HostSeatClaimTests).
        _ = host.machine.connectionClosed(id, at: host.clock.set(3))
        let (again, resumed) = host.hello(ari, token: accepted.resumeToken)
        #expect(resumed.accepted(on: again)?.resumed == true)
    }

    @Test func aConnectedMembersNameCannotBeReclaimed() throws {
        var host = HostDriver()
        _ = try host.join(ari)
        let (id, actions) = say(ariElsewhere, reclaim: true, to: &host)
        #expect(actions.rejected(on: id)?.reason == .nameTaken)
    }

    @Test func withReclaimingTurnedOffAHeldNameIsTaken() throws {
        var configuration = Fixtures.hostConfiguration()
        configuration.allowsSeatReclaim = false
        var host = HostDriver(configuration: configuration)
        let (a, _) = try host.join(ari)
        _ = host.machine.connectionClosed(a, at: host.clock.set(1))
        for reclaim in [nil, true] {
            let (id, actions) = say(ariElsewhere, reclaim: reclaim, to: &host)
            #expect(actions.rejected(on: id)?.reason == .nameTaken)
        }
    }

    @Test func aPrivateLobbyLetsASeatBeReclaimedOnlyAfterThePasscode() throws {
        var host = HostDriver(passcode: try Fixtures.lock("1234"))
        var right = Fixtures.responder("1234")
        var wrong = Fixtures.responder("0000")
        var random = RandomSource.seeded(21)
        let (a, joined) = try host.joinPrivate(ari, responder: &right, random: &random)
        #expect(joined.accepted(on: a) != nil)
        _ = host.machine.connectionClosed(a, at: host.clock.set(1))
        // No proof: a challenge, not a seat; a wrong proof: refused.
        let (guess, asked) = say(ariElsewhere, reclaim: true, to: &host)
        let challenge = try #require(asked.challenge(on: guess))
        #expect(asked.accepted(on: guess) == nil)
        let refused = host.send(.challengeResponse(try wrong.answer(challenge, random: &random)), from: guess)
        #expect(refused.rejected(on: guess)?.reason == .wrongPasscode)
        #expect(host.machine.info.members.first { $0.id == ari.id }?.connection == .disconnected)
        // With the passcode, the seat is asked for, and taken back on the host's yes.
        let (id, again) = say(ariElsewhere, reclaim: true, to: &host)
        let proof = try right.answer(try #require(again.challenge(on: id)), random: &random)
        let proven = host.send(.challengeResponse(proof), from: id)
        #expect(proven.messages(to: id).contains { if case .claimPending = $0 { true } else { false } })
        let answer = try host.machine.answerSeatClaim(for: ari.id, allow: true, at: host.clock.now)
        let accepted = try #require(answer.accepted(on: id))
        #expect(accepted.playerId == ari.id && accepted.resumed)
    }
}
