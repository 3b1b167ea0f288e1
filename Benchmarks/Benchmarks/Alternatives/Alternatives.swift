import Benchmark
import BenchmarkSupport
import Connectivity
import CrazyEights
import Foundation
import GameCore
import NIOCore
import SuiteDefaults

/// What the fixes proposed in Docs/Performance.md would save, measured against the current code
/// path they would replace. Nothing here is used by the product.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = BenchmarkDefaults.configuration
    let sample = CrazyEightsSample.make()
    let crazyEightsView = CrazyEights.view(of: sample.host.state, for: .player(sample.actor))
    let tallyView = TallyGame.View(total: 123_455)

    Benchmark("view encode, tally: new JSONEncoder per call (current)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(GamePayloadCodec.encode(tallyView)) }
    }
    Benchmark("view encode, tally: one reused JSONEncoder") { benchmark in
        let encoder = Alternatives.payloadEncoder()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try? encoder.encode(tallyView)) }
        withExtendedLifetime(encoder) { benchmark.stopMeasurement() }
    }
    Benchmark("view encode, crazy eights: new JSONEncoder per call (current)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(GamePayloadCodec.encode(crazyEightsView)) }
    }
    Benchmark("view encode, crazy eights: one reused JSONEncoder") { benchmark in
        let encoder = Alternatives.payloadEncoder()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try? encoder.encode(crazyEightsView)) }
        withExtendedLifetime(encoder) { benchmark.stopMeasurement() }
    }
    Benchmark("gameState envelope: MessageCodec (current)") { benchmark in
        let codec = MessageCodec()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var buffer = ByteBuffer()
            try? codec.encode(SampleMessages.tallyState, into: &buffer)
            blackHole(buffer)
        }
        withExtendedLifetime(codec) { benchmark.stopMeasurement() }
    }
    Benchmark("gameState envelope: fields written by hand") { benchmark in
        guard case .gameState(let state) = SampleMessages.tallyState else { return }
        for _ in benchmark.scaledIterations { blackHole(Alternatives.handWrittenEnvelope(state)) }
    }
    for members in [8, 64] {
        Benchmark("lobby update (\(members) members): encoded once per recipient (current), \(members) recipients") { benchmark in
            let message = SampleMessages.lobbyUpdate(members: members)
            let encoder = FrameEncoder()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for _ in 0..<members { blackHole(try? encoder.encode(message, limits: .established)) }
            }
            withExtendedLifetime(encoder) { benchmark.stopMeasurement() }
        }
        Benchmark("lobby update (\(members) members): encoded once for all recipients") { benchmark in
            let message = SampleMessages.lobbyUpdate(members: members)
            let encoder = FrameEncoder()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let frame = try? encoder.encode(message, limits: .established).frame
                for _ in 0..<members { blackHole(frame) }
            }
            withExtendedLifetime(encoder) { benchmark.stopMeasurement() }
        }
    }
}

/// The alternative implementations.
enum Alternatives {
    /// An encoder configured like `GamePayloadCodec`'s.
    static func payloadEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The `gameState` envelope with its three integer fields formatted directly.
    static func handWrittenEnvelope(_ state: GameState) -> ByteBuffer {
        let fields = "{\"lastAppliedAction\":\(state.lastAppliedAction),\"round\":\(state.round),\"stateSequence\":\(state.stateSequence)}"
        var buffer = ByteBuffer()
        buffer.reserveCapacity(64 + state.payload.count)
        buffer.writeInteger(UInt8(GameState.messageType.utf8.count))
        buffer.writeString(GameState.messageType)
        buffer.writeInteger(UInt32(fields.utf8.count))
        buffer.writeString(fields)
        buffer.writeBytes(state.payload)
        return buffer
    }
}
