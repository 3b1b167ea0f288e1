import Benchmark
import BenchmarkSupport
import Connectivity
import NIOCore
import SuiteDefaults

/// Frame encoding and decoding (envelope + optional zlib + length prefix) for representative messages.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = BenchmarkDefaults.configuration
    let cases: [(name: String, message: Message)] = [
        ("action", SampleMessages.action),
        ("tally state", SampleMessages.tallyState),
        ("crazy eights state", SampleMessages.crazyEightsState),
        ("lobby update (8 members)", SampleMessages.lobbyUpdate),
    ]
    for (name, message) in cases {
        for compressing in [true, false] {
            let mode = compressing ? "zlib" : "plain"
            Benchmark("encode \(name), \(mode)") { benchmark in
                let encoder = FrameFixtures.encoder(compressing: compressing)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(try? encoder.encode(message, limits: .established))
                }
                // Tearing the fixtures down (zlib streams are unmapped) is not measured.
                withExtendedLifetime(encoder) { benchmark.stopMeasurement() }
            }
            Benchmark("decode \(name), \(mode)") { benchmark in
                let frame = FrameFixtures.frame(message, compressing: compressing)
                var decoder = FrameDecoder(state: FrameFixtures.establishedState())
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    var buffer = frame
                    blackHole(try? decoder.decode(buffer: &buffer))
                }
                // Tearing the fixtures down (zlib streams are unmapped) is not measured.
                withExtendedLifetime(decoder) { benchmark.stopMeasurement() }
            }
        }
    }
}

/// Encoders, frames and connection state for the frame benchmarks.
enum FrameFixtures {
    /// The transport's default encoder, or one that never compresses.
    static func encoder(compressing: Bool) -> FrameEncoder {
        compressing ? FrameEncoder() : FrameEncoder(compressionThreshold: .max)
    }

    /// `message` as the transport would send it.
    static func frame(_ message: Message, compressing: Bool) -> ByteBuffer {
        // The samples are far below every limit; failing here is a bug in the samples.
        try! encoder(compressing: compressing).encode(message, limits: .established).frame
    }

    /// A connection state that is past the handshake (the established limits are in force).
    static func establishedState() -> WireState {
        WireState(handshakeLimits: .established, establishedLimits: .established)
    }
}
