import BenchmarkSupport
import Connectivity
import Foundation
import GameCore
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// A client process that joins over WebSocket (`ws://127.0.0.1:PORT/ws`, the way a browser joins
/// through WebPlay) rather than TCP: `count` tally players with the same phase plan as
/// ``ClientRole``; prints one merged report per phase.
///
/// It is a Swift client on SwiftNIO, not a browser: what it measures is the host's WebSocket path
/// (Hummingbird, the envelope bridge) and the framing, without a page's JavaScript.
struct WebSocketClientRole {
    var port: Int
    var count: Int
    var firstIndex: Int
    var plans: [PhasePlan]
    /// Client `i` joins `i * joinStagger` after the process starts.
    var joinStagger: Duration
    /// Seconds to wait for the game to start.
    var startLimit: Double

    func run() async {
        StandardInput.exitWhenClosed()
        let results = await withTaskGroup(of: [PhaseReport].self) { group in
            for index in firstIndex..<(firstIndex + count) {
                group.addTask {
                    try? await Task.sleep(for: joinStagger * (index - 1))
                    do {
                        return try await WebSocketBenchClient(index: index, port: port, plans: plans, startLimit: startLimit).run()
                    } catch {
                        HarnessLine.failure("ws client \(index): \(error)").emit()
                        return WebSocketBenchClient.neverStarted(plans: plans)
                    }
                }
            }
            var merged: [PhaseReport]?
            for await reports in group {
                guard var total = merged else {
                    merged = reports
                    continue
                }
                for (phase, report) in reports.enumerated() where phase < total.count { total[phase].merge(report) }
                merged = total
            }
            return merged ?? []
        }
        HarnessLine.clients(results).emit()
    }
}

/// One WebSocket benchmark client: connects, upgrades on `/ws`, and lets a ``WebSocketBenchHandler``
/// play until every phase is over.
struct WebSocketBenchClient {
    var index: Int
    var port: Int
    var plans: [PhasePlan]
    var startLimit: Double

    /// The largest message the host sends after the join (Docs/Protocol.md §9), reassembled.
    static let maxMessageBytes = 4 << 20
    /// The largest single frame the host sends (it fragments above 1 MiB).
    static let maxFrameBytes = 1 << 20

    /// The upgrade was answered with something other than 101.
    struct UpgradeRefused: Error, CustomStringConvertible {
        var description: String { "the host did not upgrade /ws to a WebSocket" }
    }

    /// Plays and returns one report per phase.
    func run() async throws -> [PhaseReport] {
        let group = MultiThreadedEventLoopGroup.singleton
        let done = group.next().makePromise(of: [PhaseReport].self)
        let profile = PlayerProfile(id: Identities.player(index), username: "Bench \(index)")
        let (plans, startLimit, port) = (plans, startLimit, port)
        let upgraded: EventLoopFuture<(any Channel)?>
        do {
            upgraded = try await ClientBootstrap(group: group).connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    let upgrader = NIOTypedWebSocketClientUpgrader<(any Channel)?>(maxFrameSize: Self.maxFrameBytes) { channel, _ in
                        channel.eventLoop.makeCompletedFuture {
                            try channel.pipeline.syncOperations.addHandlers([
                                NIOWebSocketFrameAggregator(
                                    minNonFinalFragmentSize: 1, maxAccumulatedFrameCount: 64,
                                    maxAccumulatedFrameSize: Self.maxMessageBytes),
                                WebSocketBenchHandler(profile: profile, plans: plans, startLimit: startLimit, done: done),
                            ])
                            return channel
                        }
                    }
                    var headers = HTTPHeaders()
                    headers.add(name: "Host", value: "127.0.0.1:\(port)")
                    let configuration = NIOTypedHTTPClientUpgradeConfiguration(
                        upgradeRequestHead: HTTPRequestHead(version: .http1_1, method: .GET, uri: "/ws", headers: headers),
                        upgraders: [upgrader],
                        notUpgradingCompletionHandler: { channel in channel.eventLoop.makeCompletedFuture { nil } })
                    return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(
                        configuration: .init(upgradeConfiguration: configuration))
                }
            }
        } catch {
            done.fail(error)
            throw error
        }
        guard let channel = try await upgraded.get() else {
            done.fail(UpgradeRefused())
            throw UpgradeRefused()
        }
        channel.pipeline.fireUserInboundEventTriggered(WebSocketBenchHandler.Begin())
        return try await done.futureResult.get()
    }

    /// The report of a client that never played.
    static func neverStarted(plans: [PhasePlan]) -> [PhaseReport] {
        var reports = RoundTripRecorder(plans: plans, start: 0).reports
        if !reports.isEmpty { reports[0].clientsNeverStarted = 1 }
        return reports
    }
}
