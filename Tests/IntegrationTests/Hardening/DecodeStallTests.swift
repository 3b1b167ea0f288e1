import Connectivity
import Foundation
import GameCore
import LanPartyPrograms
import LanPartyTestKit
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import Testing

/// Issue 17, finding 1: one peer's frames must not stall the lobby. A real `lanhost` on loopback, an
/// honest member pinging it every 20 ms, then 5 s of the worst frames the protocol allows, back to
/// back, from one seated member or from 100 connections that never join. The figures (the honest
/// member's round trips before and during the attack) are printed; the test asserts only that
/// nobody is declared gone: the host drops no one, and the honest member never goes as long
/// without an answer as the silence timeout after which it would declare the host lost.
///
/// `LANPARTY_BUILD_DIR=.build/release` runs it against release programs (Docs/Hardening.md).
@Suite("Hardening: one peer cannot stall the lobby", .serialized, .timeLimit(.minutes(3)))
struct DecodeStallTests {
    enum Attack: String, CustomStringConvertible {
        case seatedMember = "one seated member"
        case seatedSmallFrames = "one seated member, the largest uncharged frames"
        case unjoinedFlood = "100 connections that never join"
        var description: String { rawValue }
    }

    @Test("the worst frames from one seated member, back to back: nobody is declared gone")
    func seatedMember() async throws {
        try await nobodyIsDeclaredGone(attack: .seatedMember)
    }

    @Test("the largest frames a member's budget does not charge, back to back: nobody is declared gone")
    func seatedSmallFrames() async throws {
        try await nobodyIsDeclaredGone(attack: .seatedSmallFrames)
    }

    @Test("the worst hellos from 100 connections that never join: nobody is declared gone")
    func unjoinedFlood() async throws {
        try await nobodyIsDeclaredGone(attack: .unjoinedFlood)
    }

    private func nobodyIsDeclaredGone(attack: Attack) async throws {
        try await LoopbackTable.with { table in
            let host = try await table.host(["--name", "Hana", "--dedicated", "--no-web", "--bind", "127.0.0.1", "--max-players", "8"])
            let published = try await host.first("published", within: .seconds(20))
            let port = try #require(published["port"]?.intValue)
            let version = try #require(published["gameVersion"]?.stringValue.flatMap(SemanticVersion.init))
            let game = GameVersionInfo(id: "crazy-eights", version: version)

            let honest = try await HonestMember.connect(port: port)
            let phase = NIOLockedValueBox(0)  // 0 joining, 1 quiet, 2 attack, 3 stop
            let joined = AsyncStream<Void>.makeStream()
            let member = Task {
                try await honest.run(
                    name: "Honest", game: game, joined: { joined.continuation.yield() },
                    stop: { phase.withLockedValue { $0 } == 3 })
            }
            for await _ in joined.stream { break }
            phase.withLockedValue { $0 = 1 }
            try await Task.sleep(for: .seconds(1))  // a quiet second: the baseline
            let quiet = honest.roundTrips.count

            phase.withLockedValue { $0 = 2 }
            let work = try await Self.attack(attack, port: port, game: game, for: .seconds(5))
            let underAttack = Array(honest.roundTrips.dropFirst(quiet))
            // A last ping after the attack, so that the host has shown what it did during it.
            try await Task.sleep(for: .milliseconds(200))
            let hostEvents = host.events
            phase.withLockedValue { $0 = 3 }
            try await member.value

            let baseline = Array(honest.roundTrips.prefix(quiet))
            print("[stall] \(attack): \(work); honest pings: quiet \(HonestMember.summary(baseline)); under attack \(HonestMember.summary(underAttack)); unanswered at the end \(honest.unanswered)")

            #expect(honest.endedBy == nil, "the honest member was dropped: \(honest.endedBy ?? "")")
            let silence = SessionTimings().silenceTimeout
            #expect((underAttack.max() ?? .zero) < silence, "the honest member went \(silence) without an answer")
            #expect(!underAttack.isEmpty, "no ping was answered during the attack")
            let dropped = hostEvents.filter { $0.name == "playerLeft" && $0.line.contains("\"Honest\"") }
            #expect(dropped.isEmpty, "the host let the honest member go: \(dropped.map(\.line))")
            let disconnected = hostEvents.filter { event in
                event.name == "lobby" && (event["members"]?.arrayValue ?? []).contains {
                    $0["name"]?.stringValue == "Honest" && $0["connection"]?.stringValue != "connected"
                }
            }
            #expect(disconnected.isEmpty, "the host marked the honest member disconnected")
            #expect(work.frames > 20, "the attack barely ran: \(work)")
        }
    }

    /// What an attack did.
    struct Work: CustomStringConvertible {
        var frames = 0
        var bytes = 0
        var connections = 0
        var closedByHost = false
        var description: String {
            "\(connections) connection(s) wrote \(frames) frames, \(bytes / 1024) KiB"
                + (closedByHost ? " (the host closed the connection before the end)" : "")
        }
    }

    private static func attack(_ attack: Attack, port: Int, game: GameVersionInfo, for duration: Duration) async throws -> Work {
        let group = MultiThreadedEventLoopGroup.singleton
        let total = NIOLockedValueBox(Work())
        switch attack {
        case .seatedMember, .seatedSmallFrames:
            let size = attack == .seatedMember ? FrameLimits.memberMessages.maxDecompressedLength : DecodeBudget.smallFrameLimit
            let frames = try (0..<8).map { try AttackFrames.memberPing(envelopeBytes: size, seed: UInt64($0)) }
            let peer = try await RawPeer.connect(port: port, group: group)
            let hello = try FrameEncoder().encode(
                .hello(Hello(appVersion: "mallory/1.0.0", games: [game], profile: PlayerProfile(username: "Mallory"))),
                limits: .handshake)
            _ = await peer.write(hello.frame)
            try await peer.firstReply.get()
            // The attack's seconds start once Mallory is in: on a loaded machine the join alone
            // can take a good part of them.
            let deadline = ContinuousClock.now + duration
            total.withLockedValue { $0.connections = 1 }
            var index = 0
            while ContinuousClock.now < deadline {
                let frame = frames[index % frames.count]
                index += 1
                guard await Self.write(frame, to: peer, before: deadline) else {
                    if ContinuousClock.now < deadline { total.withLockedValue { $0.closedByHost = true } }
                    break
                }
                total.withLockedValue {
                    $0.frames += 1
                    $0.bytes += frame.readableBytes
                }
            }
            peer.close()
        case .unjoinedFlood:
            let deadline = ContinuousClock.now + duration
            let frames = try (0..<4).map { try AttackFrames.hello(seed: UInt64($0)) }
            await withTaskGroup(of: Void.self) { tasks in
                for _ in 0..<100 {
                    tasks.addTask {
                        while ContinuousClock.now < deadline {
                            guard let peer = try? await RawPeer.connect(port: port, group: group) else { continue }
                            total.withLockedValue { $0.connections += 1 }
                            for frame in frames {
                                guard await Self.write(frame, to: peer, before: deadline) else { break }
                                total.withLockedValue {
                                    $0.frames += 1
                                    $0.bytes += frame.readableBytes
                                }
                            }
                            // The host refuses the hello (or the connection count) and closes; then again.
                            _ = try? await peer.channel.closeFuture.get()
                        }
                    }
                }
            }
        }
        return total.withLockedValue { $0 }
    }

    /// Writes unless the deadline passes first (a paused reader leaves the write pending).
    private static func write(_ frame: ByteBuffer, to peer: RawPeer, before deadline: ContinuousClock.Instant) async -> Bool {
        await withTaskGroup(of: Bool.self) { race in
            race.addTask { await peer.write(frame) }
            race.addTask {
                try? await Task.sleep(until: deadline)
                return false
            }
            let first = await race.next() ?? false
            race.cancelAll()
            if !first { peer.close() }
            return first
        }
    }
}
