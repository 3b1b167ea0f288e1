import Connectivity
import Foundation
import GameCore
import LanPartyTestKit
import NIOConcurrencyHelpers
import Testing

/// Issue 24, bugs 1 and 2, against a real `lanhost` on loopback: a flood of bare connections must
/// not drop a seated member, and neither it nor a flood of WebSocket upgrades may leave the host's
/// memory grown once it stops. Issue 39: nor may it keep the seated member waiting: its pings'
/// p99 stays under ``pingP99Bound``. The figures are printed; `LANPARTY_BUILD_DIR=.build/release`
/// runs it against release programs, `LANPARTY_CHURN_SECONDS` makes the churn longer
/// (Docs/Hardening.md).
@Suite("Hardening: connection churn and upgrade floods", .serialized, .timeLimit(.minutes(3)))
struct ConnectionChurnTests {
    /// The honest member's p99 allowed during the churn. The goal is 50 ms, which the door meets
    /// with room to spare (Docs/Hardening.md: 12-18 ms in a debug host on this 2-core machine with
    /// another engineer's build beside it); the suite may run on a busier machine, where the two
    /// churning processes take both cores, so it allows twice that. Before the door the same
    /// churn gave p99 107-424 ms (1.8 s to the second client).
    static let pingP99Bound = Duration.milliseconds(100)
    /// How long the measured churn lasts.
    static let churnSeconds = ProcessInfo.processInfo.environment["LANPARTY_CHURN_SECONDS"].flatMap(Double.init) ?? 6

    @Test("6 s of bare connections from 500 addresses, from two other processes: the seated member stays and is answered in time, memory comes back")
    func churnDropsNobody() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(["--name", "Hana", "--dedicated", "--no-web", "--bind", "127.0.0.1", "--max-players", "8"])
            let published = try await host.first("published", within: .seconds(20))
            let port = try #require(published["port"]?.intValue)
            let version = try #require(published["gameVersion"]?.stringValue.flatMap(SemanticVersion.init))
            let honest = try await HonestMember.connect(port: port)
            let stop = NIOLockedValueBox(false)
            let joined = AsyncStream<Void>.makeStream()
            let member = Task {
                try await honest.run(
                    name: "Honest", game: GameVersionInfo(id: "crazy-eights", version: version),
                    joined: { joined.continuation.yield() }, stop: { stop.withLockedValue { $0 } })
            }
            for await _ in joined.stream { break }
            let pid = host.process.pid
            // A first short burst warms up what any connection allocates once (malloc arenas, NIO pools).
            _ = await RawSockets.churn(port: port, block: 4, sources: 50, threads: 2, until: .now + .seconds(1))
            try await Task.sleep(for: .seconds(2))
            let before = residentKiB(of: pid)
            let quiet = honest.roundTrips.count

            let seconds = Self.churnSeconds
            var made = await ChurnProcesses.churn(port: port, seconds: seconds, sources: 500, block: 5, processes: 2) ?? 0
            if ChurnProcesses.program == nil {
                made = await RawSockets.churn(port: port, block: 5, sources: 500, threads: 2, until: .now + .seconds(seconds))
            }
            let during = Array(honest.roundTrips.dropFirst(quiet))
            let peak = residentKiB(of: pid)
            // Memory must come back within 10 % of where it was; give the host a few seconds.
            var after = residentKiB(of: pid)
            let settle = ContinuousClock.now + .seconds(10)
            while after > before + before / 10, ContinuousClock.now < settle {
                try await Task.sleep(for: .milliseconds(250))
                after = residentKiB(of: pid)
            }
            // What the host said before the member stops (its own departure then is no drop).
            let hostEvents = host.events
            stop.withLockedValue { $0 = true }
            try await member.value
            let rate = Int(Double(made) / seconds)
            print("[churn] \(made) connections in \(seconds) s (\(rate)/s, \(ChurnProcesses.program == nil ? "this process" : "2 C processes")); host RSS \(before) KiB before, \(peak) at the end of the churn, \(after) after; honest pings before it: \(HonestMember.summary(Array(honest.roundTrips.prefix(quiet)))); during it: \(HonestMember.summary(during))")

            #expect(honest.endedBy == nil, "the honest member was dropped: \(honest.endedBy ?? "")")
            #expect((during.max() ?? .zero) < SessionTimings().silenceTimeout)
            let p99 = HonestMember.percentile(0.99, of: during)
            #expect(p99 < Self.pingP99Bound, "the honest member's p99 was \(p99) during the churn")
            #expect(!during.isEmpty, "no ping was answered during the churn")
            #expect(!hostEvents.contains { $0.name == "playerLeft" || $0.name == "playerAway" }, "the host let the seated member go")
            #expect(after <= before + before / 10, "RSS \(before) KiB -> \(after) KiB")
            #expect(made > 500, "the churn barely ran")
        }
    }

    @Test("3,000 WebSocket upgrades closed after the 101 leave the host's memory where it was")
    func upgradesDoNotLeak() async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(["--name", "Hana", "--dedicated", "--bind", "127.0.0.1"])
            let web = try await host.first("web", within: .seconds(20))
            let port = try #require(web["port"]?.intValue)
            let pid = host.process.pid
            // Warm-up, then the measured run, each source address within its burst (50 < 128): the
            // overall budget paces the run to ~256 upgrades a second.
            _ = await Self.upgrades(1500, port: port, block: 6)
            try await Task.sleep(for: .seconds(1))
            let before = residentKiB(of: pid)
            let upgraded = await Self.upgrades(3000, port: port, block: 7)
            try await Task.sleep(for: .seconds(1))
            let after = residentKiB(of: pid)
            print("[upgrades] \(upgraded) upgrades: host RSS \(before) KiB -> \(after) KiB (\((after - before) * 1024 / max(1, upgraded)) bytes each)")
            #expect(upgraded == 3000)
            // Before the fix each upgrade kept ~0.75 KB in a debug build (2.2 MiB here; 80 KiB after).
            #expect(after - before < 1024, "RSS grew \(after - before) KiB over \(upgraded) upgrades")
        }
    }

    /// Makes `count` successful upgrades from 60 addresses of `block` (within 60 s); how many succeeded.
    private static func upgrades(_ count: Int, port: Int, block: UInt8) async -> Int {
        let deadline = ContinuousClock.now + .seconds(60)
        return await RawSockets.onThread {
            var succeeded = 0
            var attempt = 0
            while succeeded < count, ContinuousClock.now < deadline {
                if RawSockets.upgrade(port: port, source: RawSockets.source(block: block, index: attempt % 60)) {
                    succeeded += 1
                } else {
                    // Over the accept budget: closed before the 101. Wait for a token.
                    Thread.sleep(forTimeInterval: 0.01)
                }
                attempt += 1
            }
            return succeeded
        }
    }
}
