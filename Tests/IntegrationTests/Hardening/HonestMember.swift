import Connectivity
import Foundation
import GameCore
import NIOConcurrencyHelpers

/// A member that joins like any client and pings the host every 20 ms, timing each `pong`: how long
/// the host's event loop took to get to it. It answers the host's pings, as a client must.
final class HonestMember: Sendable {
    private struct Record {
        var sent: [UInt64: ContinuousClock.Instant] = [:]
        var roundTrips: [Duration] = []
        var unanswered = 0
        var endedBy: String?
        var closing = false
    }

    private let record = NIOLockedValueBox(Record())
    private let connection: FramedConnection

    private init(connection: FramedConnection) { self.connection = connection }

    /// Connects to `127.0.0.1:port`; ``run(for:)`` joins and pings.
    static func connect(port: Int) async throws -> HonestMember {
        HonestMember(connection: try await FramedConnection.connect(
            host: "127.0.0.1", port: port, seal: SealInitiator(passcode: nil, expectedLobby: nil)))
    }

    /// Round trips measured so far.
    var roundTrips: [Duration] { record.withLockedValue { $0.roundTrips } }
    /// Pings without a pong when the run ended.
    var unanswered: Int { record.withLockedValue { $0.unanswered } }
    /// What ended the connection early (a `leave`, `kickPlayer`, `error`, or the host closing), if anything did.
    var endedBy: String? { record.withLockedValue { $0.endedBy } }

    /// Joins as `name` offering `game`, calls `joined`, then pings every 20 ms until `stop` says so.
    func run(name: String, game: GameVersionInfo, joined: @Sendable () -> Void, stop: @escaping @Sendable () -> Bool) async throws {
        try await connection.executeThenClose { inbound, outbound in
            try await outbound.send(.hello(Hello(
                appVersion: "honest/1.0.0", games: [game], profile: PlayerProfile(username: name))))
            var messages = inbound.makeAsyncIterator()
            guard case .joinAccepted = try await messages.next() else {
                record.withLockedValue { $0.endedBy = "not accepted" }
                return
            }
            joined()
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    var id: UInt64 = 1_000
                    while !stop() {
                        id += 1
                        let now = ContinuousClock.now
                        self.record.withLockedValue { $0.sent[id] = now }
                        try await outbound.send(.ping(Ping(id: id)))
                        try await Task.sleep(for: .milliseconds(20))
                    }
                    self.record.withLockedValue {
                        $0.unanswered = $0.sent.count
                        $0.closing = true
                    }
                    self.connection.close()
                }
                try? await read(&messages, outbound: outbound)
                try await group.waitForAll()
            }
        }
    }

    private func read(_ messages: inout FramedInbound.AsyncIterator, outbound: FramedOutbound) async throws {
        while let message = try await messages.next() {
            let now = ContinuousClock.now
            switch message {
            case .pong(let pong):
                record.withLockedValue { record in
                    if let sent = record.sent.removeValue(forKey: pong.id) { record.roundTrips.append(now - sent) }
                }
            case .ping(let ping):
                try await outbound.send(.pong(Pong(id: ping.id)))
            case .leave, .kickPlayer, .error:
                record.withLockedValue { if !$0.closing { $0.endedBy = message.typeName } }
                return
            default:
                continue
            }
        }
        record.withLockedValue { if $0.endedBy == nil, !$0.closing { $0.endedBy = "host closed the connection" } }
    }
}

extension HonestMember {
    /// The `fraction` percentile of `samples` (nearest rank below), zero for none.
    static func percentile(_ fraction: Double, of samples: [Duration]) -> Duration {
        guard !samples.isEmpty else { return .zero }
        let sorted = samples.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
    }

    /// `n=…, p50 … ms, p99 … ms, max … ms` of round trips.
    static func summary(_ samples: [Duration]) -> String {
        guard !samples.isEmpty else { return "no samples" }
        let sorted = samples.sorted()
        func ms(_ fraction: Double) -> String {
            let value = sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
            return String(format: "%.1f", Double(value.components.attoseconds) / 1e15 + Double(value.components.seconds) * 1e3)
        }
        return "n=\(sorted.count) p50 \(ms(0.5)) ms, p99 \(ms(0.99)) ms, max \(ms(1.0)) ms"
    }
}
