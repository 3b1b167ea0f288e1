import Foundation
import Testing

@testable import LanPartyPrograms

/// lanjoin keeps its seat on disk (``SeatTicket``) so that a restarted lanjoin resumes it.
@Suite("lanjoin seat ticket", .serialized)
struct SeatTicketTests {
    private func profile(_ directory: URL, _ name: String) -> [String] {
        ["--profile", directory.appendingPathComponent("\(name).json").path]
    }

    @Test func aTicketIsForOneAddressAndGoesStale() throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let url = SeatTicket.fileURL(forProfile: directory.appendingPathComponent("ann.json"))
        #expect(url.lastPathComponent == "ann.json.seat.json")
        let now = Date()
        SeatTicket(host: "127.0.0.1", port: 7000, lobbyId: UUID(), token: "t1", savedAt: now.timeIntervalSince1970).save(to: url)
        #expect(SeatTicket.load(from: url, host: "127.0.0.1", port: 7000, now: now)?.token == "t1")
        #expect(SeatTicket.load(from: url, host: "127.0.0.1", port: 7001, now: now) == nil)
        #expect(SeatTicket.load(from: url, host: "10.0.0.1", port: 7000, now: now) == nil)
        #expect(SeatTicket.load(from: url, host: "127.0.0.1", port: 7000, now: now.addingTimeInterval(121)) == nil)
        try Data(repeating: 0x20, count: 5000).write(to: url)
        #expect(SeatTicket.load(from: url, host: "127.0.0.1", port: 7000, now: now) == nil, "an oversized file is not read")
        // A ticket held by a running process is that process's seat, not a restart's.
        SeatTicket(host: "127.0.0.1", port: 7000, lobbyId: UUID(), token: "t2", savedAt: now.timeIntervalSince1970, pid: 1)
            .save(to: url)
        #expect(SeatTicket.isRunning(1))
        #expect(SeatTicket.load(from: url, host: "127.0.0.1", port: 7000, now: now) == nil)
        SeatTicket.remove(at: url)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test("a joiner saves its seat while in the lobby and removes it when the session ends")
    func savedWhileSeatedRemovedAtTheEnd() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let (host, port) = try await ProgramHarness.publishedHost(
            ["--no-discovery", "--bots", "1", "--bot", "--auto-start", "--once", "--max-players", "3"] + profile(directory, "host"))
        let ticket = SeatTicket.fileURL(forProfile: directory.appendingPathComponent("ann.json"))
        let ann = try ProgramHarness.join(["--connect", "127.0.0.1:\(port)", "--bot", "--auto-ready"] + profile(directory, "ann"))
        _ = await ann.events.first("joined")
        let saved = try #require(SeatTicket.load(from: ticket, host: "127.0.0.1", port: port))
        #expect(!saved.token.isEmpty)
        #expect(await ann.exitStatus(within: 60) == .success)
        #expect(await host.exitStatus(within: 60) == .success)
        #expect(!FileManager.default.fileExists(atPath: ticket.path), "a finished session leaves no ticket")
    }

    @Test("a ticket whose seat is gone: the joiner says so and joins afresh")
    func aStaleTicketJoinsAfresh() async throws {
        let directory = try ProgramHarness.temporaryDirectory()
        let (host, port) = try await ProgramHarness.publishedHost(
            ["--no-discovery", "--bots", "1", "--bot", "--auto-start", "--once", "--max-players", "3"] + profile(directory, "host"))
        let ticket = SeatTicket.fileURL(forProfile: directory.appendingPathComponent("bo.json"))
        SeatTicket(host: "127.0.0.1", port: port, lobbyId: UUID(), token: "not-a-token", savedAt: Date().timeIntervalSince1970)
            .save(to: ticket)
        let bo = try ProgramHarness.join(["--connect", "127.0.0.1:\(port)", "--bot", "--auto-ready"] + profile(directory, "bo"))
        #expect(await bo.events.first("seatGone") != nil)
        #expect(await bo.events.first("joined") != nil)
        #expect(bo.events.named("rejected").isEmpty, "the refusal of the old seat is not the end")
        #expect(await bo.exitStatus(within: 60) == .success)
        #expect(await host.exitStatus(within: 60) == .success)
    }
}
