import Benchmark
import BenchmarkSupport
import Connectivity
import NIOCore
import SuiteDefaults

/// Envelope coding alone (type name, JSON fields, raw payload), without framing or compression.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = BenchmarkDefaults.configuration
    let cases: [(name: String, message: Message)] = [
        ("action", SampleMessages.action),
        ("tally state", SampleMessages.tallyState),
        ("crazy eights state", SampleMessages.crazyEightsState),
        ("lobby update (8 members)", SampleMessages.lobbyUpdate),
    ]
    for (name, message) in cases {
        Benchmark("envelope encode \(name)") { benchmark in
            let codec = MessageCodec()
            let allocator = ByteBufferAllocator()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                var buffer = allocator.buffer(capacity: 256)
                try? codec.encode(message, into: &buffer)
                blackHole(buffer)
            }
            // Tearing the fixtures down (zlib streams are unmapped) is not measured.
            withExtendedLifetime(codec) { benchmark.stopMeasurement() }
        }
        Benchmark("envelope decode \(name)") { benchmark in
            let codec = MessageCodec()
            var envelope = ByteBufferAllocator().buffer(capacity: 256)
            // The samples always encode; failing here is a bug in the samples.
            try! codec.encode(message, into: &envelope)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try? codec.decode(envelope))
            }
            // Tearing the fixtures down (zlib streams are unmapped) is not measured.
            withExtendedLifetime(codec) { benchmark.stopMeasurement() }
        }
    }
}
