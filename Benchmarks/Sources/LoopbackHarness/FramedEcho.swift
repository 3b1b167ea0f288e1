import BenchmarkSupport
import Connectivity

/// The transport alone: our framing, codec and `NIOAsyncChannel` streams, without lobby actors or
/// the game runtime. The client sends a tally `gameAction`, the server answers each with a tally
/// `gameState`, so the messages are those of the full round trip.
enum FramedEcho {
    /// Listens on 127.0.0.1 (any port) and answers every message with a state; returns the port.
    static func startServer() async throws -> Int {
        let listener = try await FramedListener.bind(host: "127.0.0.1", port: 0)
        Task {
            try? await listener.serve { connection in
                _ = try? await connection.executeThenClose { inbound, outbound in
                    for try await _ in inbound { try await outbound.send(SampleMessages.tallyState) }
                }
            }
        }
        return listener.port
    }

    /// Closed-loop round trips for `seconds` after `warmup`.
    static func runClient(port: Int, warmup: Double, seconds: Double) async throws -> LatencyReport {
        let connection = try await FramedConnection.connect(host: "127.0.0.1", port: port)
        return try await connection.executeThenClose { inbound, outbound in
            var report = LatencyReport.empty(seconds: seconds)
            var answers = inbound.makeAsyncIterator()
            let measureFrom = Nanos.now() + UInt64(warmup * 1e9)
            let end = measureFrom + UInt64(seconds * 1e9)
            while true {
                let start = Nanos.now()
                guard start < end else { break }
                try await outbound.send(SampleMessages.tallyAction)
                guard try await answers.next() != nil else { throw HarnessFailure("framed echo server closed") }
                if start >= measureFrom {
                    report.histogram.record(Nanos.now() - start)
                    report.completed += 1
                }
            }
            return report
        }
    }
}
