import Connectivity
import Foundation
import Testing

@testable import LanPartyPrograms

/// What lanjoin says while its host is gone (issue 39): the words, how often, the fields, and the
/// flag that sets the wait. Time is an input.
@Suite("lanjoin: waiting for a lost host, in words")
struct HostWaitStoryTests {
    let origin = ContinuousClock.now

    func at(_ seconds: Double) -> ContinuousClock.Instant { origin + .seconds(seconds) }

    @Test func theStoryOfAWait() {
        var story = HostWaitStory()
        #expect(!story.isWaiting)
        let gone = story.hostGone(wait: .seconds(120), at: at(0))
        #expect(gone.name == "hostUnreachable" && gone.fields["waitSeconds"] == .int(120))
        #expect(gone.text == "The host is gone. Waiting for it to come back (up to 2 min)…")
        #expect(story.isWaiting)
        // Every attempt is an event; a line at most every 15 s.
        let quick = story.attempt(1, remaining: .milliseconds(119_800), at: at(0.2))
        #expect(quick.name == "reconnecting" && quick.fields["attempt"] == .int(1) && quick.fields["secondsLeft"] == .double(119.8))
        #expect(quick.text.isEmpty)
        #expect(story.attempt(9, remaining: .seconds(106), at: at(14)).text.isEmpty)
        #expect(story.attempt(10, remaining: .milliseconds(104_500), at: at(15.5)).text
            == "The host is gone. Waiting for it to come back (1 min 45 s left)…")
        #expect(story.attempt(11, remaining: .seconds(100), at: at(20)).text.isEmpty)
        let back = story.hostBack(at: at(31.25), inGame: false)
        #expect(back.fields == ["afterSeconds": .double(31.25)])
        #expect(back.text == "The host is back: you have your seat again.")
        #expect(!story.isWaiting)
        // A resume without a wait (a restarted lanjoin) is not "the host is back".
        #expect(story.hostBack(at: at(40), inGame: false).text == "Back in the lobby.")
        // After a quick restart mid-game the game goes on: the player is told so, not "lobby".
        #expect(story.hostBack(at: at(41), inGame: true).text == "Back in the game.")
    }

    @Test func theEndOfAWaitSaysHowToTakeTheSeatBack() {
        var story = HostWaitStory()
        _ = story.hostGone(wait: .seconds(90), at: at(0))
        let lost = story.hostLost(rejoin: "lanjoin --connect 10.0.0.5:7777 --name Ari")
        #expect(lost.name == "hostLost")
        #expect(lost.fields["waitedSeconds"] == .int(90) && lost.fields["rejoin"] == "lanjoin --connect 10.0.0.5:7777 --name Ari")
        #expect(lost.text == "The host did not come back within 1 min 30 s. When it is started again with lanhost --resume, "
            + "run lanjoin --connect 10.0.0.5:7777 --name Ari within 30 s of that to take your seat back.")
        var atOnce = HostWaitStory()
        #expect(atOnce.hostGone(wait: .zero, at: at(0)).text == "The host is gone.")
        #expect(atOnce.hostLost(rejoin: "lanjoin").text.hasPrefix("The host is gone; not waiting for it (--wait-for-host 0)."))
    }

    @Test func spansAndSeconds() {
        #expect(HostWaitStory.span(.seconds(120)) == "2 min")
        #expect(HostWaitStory.span(.milliseconds(65_001)) == "1 min 6 s")
        #expect(HostWaitStory.span(.milliseconds(1)) == "1 s")
        #expect(HostWaitStory.span(.zero) == "0 s")
        #expect(HostWaitStory.seconds(.seconds(5)) == .int(5))
        #expect(HostWaitStory.seconds(.milliseconds(1500)) == .double(1.5))
    }

    @Test func theRejoinCommandIsOneShellLine() {
        #expect(ShellWords.quoted("Ari") == "Ari")
        #expect(ShellWords.quoted("/tmp/p/ari.json") == "/tmp/p/ari.json")
        #expect(ShellWords.quoted("Hana K.") == "'Hana K.'")
        #expect(ShellWords.quoted("O'Neil") == "'O'\\''Neil'")
    }

    @Test func theWaitIsAFlag() throws {
        let plain = try JoinOptions.parse(["--connect", "127.0.0.1:7777"])
        #expect(plain.waitForHost == 120 && plain.hostWait == .seconds(120))
        #expect(try JoinOptions.parse(["--connect", "127.0.0.1:7777", "--wait-for-host", "0"]).hostWait == .zero)
        #expect(try JoinOptions.parse(["--connect", "127.0.0.1:7777", "--wait-for-host", "2.5"]).hostWait == .milliseconds(2500))
        #expect(throws: (any Error).self) { try JoinOptions.parse(["--connect", "127.0.0.1:7777", "--wait-for-host", "-1"]) }
        #expect(throws: (any Error).self) { try JoinOptions.parse(["--connect", "127.0.0.1:7777", "--wait-for-host", "86401"]) }
    }

    @Test func aTicketSavedWhenTheHostWasLostOutlivesTheUsualTwoMinutes() throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let url = SeatTicket.fileURL(forProfile: directory.appendingPathComponent("ari.json"))
        let now = Date()
        var ticket = SeatTicket(host: "127.0.0.1", port: 7000, lobbyId: UUID(), token: "t", savedAt: now.timeIntervalSince1970)
        ticket.save(to: url)
        #expect(SeatTicket.load(from: url, host: "127.0.0.1", port: 7000, now: now.addingTimeInterval(3600)) == nil)
        ticket.hostLost = true
        ticket.save(to: url)
        #expect(SeatTicket.load(from: url, host: "127.0.0.1", port: 7000, now: now.addingTimeInterval(3600))?.token == "t")
        #expect(SeatTicket.load(from: url, host: "127.0.0.1", port: 7000, now: now.addingTimeInterval(86_401)) == nil)
    }
}
