import Connectivity
import Foundation
import GameCore
import Testing

/// A lobby kept for a restart (``LobbySnapshot``) and reopened in a new host (SPEC §13 restart).
@Suite("Host restore from a kept lobby")
struct HostRestoreTests {
    let ann = Fixtures.profile(2, "Ann")
    let bob = Fixtures.profile(3, "Bob")
    let bot = Fixtures.profile(9, "Bot 1")

    /// Ann and Bob joined, a computer player sits, the game started; Ann's last token rotated once.
    private func playingLobby() throws -> (HostDriver, annToken: String, bobToken: String) {
        var host = HostDriver()
        let (a, annJoined) = try host.join(ann)
        let (b, bobJoined) = try host.join(bob)
        _ = try host.machine.addLocalPlayer(bot)
        _ = try host.machine.setHostReady(true)
        _ = host.send(.setReady(SetReady(ready: true)), from: a)
        _ = host.send(.setReady(SetReady(ready: true)), from: b)
        _ = try host.machine.start()
        // Ann drops and resumes: her token rotates; the kept hash must follow.
        _ = host.machine.connectionClosed(a, at: host.clock.set(1))
        let (r, resumed) = host.hello(ann, token: annJoined.resumeToken)
        let annToken = try #require(resumed.accepted(on: r)).resumeToken
        return (host, annToken, bobJoined.resumeToken)
    }

    /// The snapshot as the record keeps it: JSON and back.
    private func kept(_ machine: LobbyHostMachine) throws -> (LobbySnapshot, String) {
        let bytes = try JSONEncoder().encode(machine.snapshot)
        return (try JSONDecoder().decode(LobbySnapshot.self, from: bytes), String(decoding: bytes, as: UTF8.self))
    }

    @Test func theSnapshotKeepsSeatsPhaseAndRoundButNoToken() throws {
        let (host, annToken, bobToken) = try playingLobby()
        let (snapshot, json) = try kept(host.machine)
        #expect(snapshot == host.machine.snapshot)
        #expect(snapshot.lobbyID == Fixtures.lobbyID)
        #expect(snapshot.phase == .playing)
        #expect(snapshot.round == 1)
        #expect(snapshot.playing == [Fixtures.hostProfile.id, ann.id, bob.id, bot.id])
        #expect(snapshot.members.map(\.member.id) == [Fixtures.hostProfile.id, ann.id, bob.id, bot.id])
        #expect(snapshot.members.map(\.isComputer) == [false, false, false, true])
        #expect(snapshot.members[1].tokenHash == ResumeToken.hash(annToken))
        #expect(snapshot.members[2].tokenHash == ResumeToken.hash(bobToken))
        #expect(snapshot.members[0].tokenHash == nil && snapshot.members[3].tokenHash == nil)
        // Only hashes: nothing in the kept JSON resumes a seat.
        #expect(!json.contains(annToken) && !json.contains(bobToken))
        #expect(json.contains("\"tokenHash\"") && json.contains("\"computer\":true") && json.contains("\"playing\""))
    }

    @Test func aRestoredLobbyHoldsTheSeatsAndTheLatestTokensResumeThem() throws {
        let (old, annToken, bobToken) = try playingLobby()
        let (snapshot, _) = try kept(old.machine)
        var host = HostDriver()
        host.machine = LobbyHostMachine(
            configuration: snapshot.configure(Fixtures.hostConfiguration()), restoring: snapshot, random: .seeded(2))
        let held = host.machine.holdRestoredSeats(at: host.clock.set(0))
        #expect(held.scheduled(.seatHold(ann.id)) == host.clock.at(30))
        #expect(held.scheduled(.seatHold(bob.id)) == host.clock.at(30))
        #expect(held.scheduled(.seatHold(bot.id)) == nil)
        #expect(host.machine.info.phase == .playing)
        #expect(host.machine.roster.round == 1)
        #expect(host.machine.info.members.first { $0.id == ann.id }?.connection == .disconnected)
        #expect(host.machine.info.members.first { $0.id == bot.id }?.connection == .connected)
        #expect(host.machine.localPlayerIDs == [bot.id])

        // A stranger cannot join the running game as a player; Ann's latest token takes her seat.
        let (r, resumed) = host.hello(ann, token: annToken)
        let accepted = try #require(resumed.accepted(on: r))
        #expect(accepted.resumed && accepted.role == .player && accepted.playerId == ann.id)
        #expect(resumed.cancels(.seatHold(ann.id)))
        #expect(host.machine.info.members.first { $0.id == ann.id }?.connection == .connected)
        // Bob's token from before the restart works too, once.
        let (b, bobBack) = host.hello(bob, token: bobToken)
        #expect(bobBack.accepted(on: b)?.resumed == true)
        let (again, twice) = host.hello(bob, token: bobToken)
        #expect(twice.rejected(on: again)?.reason == .invalidResumeToken)
    }

    @Test func aWrongTokenIsRefusedAndAnUnclaimedSeatIsReleasedAtTheEndOfTheHold() throws {
        let (old, _, bobToken) = try playingLobby()
        let (snapshot, _) = try kept(old.machine)
        var host = HostDriver()
        host.machine = LobbyHostMachine(
            configuration: snapshot.configure(Fixtures.hostConfiguration()), restoring: snapshot, random: .seeded(3))
        _ = host.machine.holdRestoredSeats(at: host.clock.set(0))
        let (r, refused) = host.hello(ann, token: bobToken)
        #expect(refused.rejected(on: r)?.reason == .invalidResumeToken)
        let released = host.machine.timerFired(.seatHold(ann.id), at: host.clock.set(30))
        #expect(released.playersLeft == [ann.id: .timedOut])
        #expect(!host.machine.info.members.contains { $0.id == ann.id })
    }

    @Test func aPrivateLobbyKeepsItsSaltSoKeysDerivedBeforeStillAnswer() throws {
        let lock = try Fixtures.lock("1234")
        var host = HostDriver(passcode: lock)
        var responder = Fixtures.responder("1234")
        var random = RandomSource.seeded(21)
        let (id, joined) = try host.joinPrivate(ann, responder: &responder, random: &random)
        let token = try #require(joined.accepted(on: id)).resumeToken
        let snapshot = host.machine.snapshot
        #expect(snapshot.isPrivate)
        #expect(snapshot.passcodeSalt == Hex.encode(lock.salt))

        // The reopened lobby derives its key again from the passcode with the kept salt.
        let salt = try #require(snapshot.passcodeSalt.flatMap { Hex.decode($0, byteCount: PasscodeKDF.saltByteCount) })
        let reopened = try PasscodeLock(passcode: "1234", lobbyID: Fixtures.lobbyID, iterations: Fixtures.testIterations, salt: salt)
        var restored = HostDriver()
        restored.machine = LobbyHostMachine(
            configuration: snapshot.configure(Fixtures.hostConfiguration()), restoring: snapshot, passcode: reopened,
            random: .seeded(22))
        _ = restored.machine.holdRestoredSeats(at: restored.clock.set(0))
        // The new host's challenge carries the old salt: a page's key derived for it still answers.
        let (again, opened) = restored.hello(ann, token: token)
        let challenge = try #require(opened.challenge(on: again))
        #expect(challenge.salt == Hex.encode(lock.salt))
        let response = try responder.answer(challenge, random: &random)
        let back = restored.send(.challengeResponse(response), from: again)
        #expect(back.accepted(on: again)?.resumed == true)
    }
}
