import Connectivity
import Foundation
import GameCore
import SketchDuel

/// The host's cost for one streamed batch: decode the `extend` action, reduce, build and encode the
/// views of 2 players and 1 spectator, and frame each for its connection (zlib when smaller).
enum HostCost {
    /// Timing of one configuration, in microseconds.
    struct Timing {
        var label: String
        var points: Int
        var strokes: Int
        var guesserFrameBytes: Int
        var viewJSONBytes: Int
        var samples: [Double]

        func percentile(_ p: Double) -> Double {
            let sorted = samples.sorted()
            return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
        }
    }

    /// A host mid-round with `strokes` finished strokes of `pointsPerStroke` points (doodle-like
    /// steps of 10-60 units) and one open stroke.
    static func host(strokes: Int, pointsPerStroke: Int) throws -> GameHostCore<SketchDuel> {
        var host = try WireMeter.host()
        var random = SeededGenerator(seed: 99)
        func walk(_ count: Int) -> [GridPoint] {
            var (x, y) = (random.nextInt(below: GridPoint.width), random.nextInt(below: GridPoint.height))
            return (0..<count).map { _ in
                x = min(max(x + random.nextInt(below: 121) - 60, 0), GridPoint.width - 1)
                y = min(max(y + random.nextInt(below: 121) - 60, 0), GridPoint.height - 1)
                return GridPoint(x: x, y: y)
            }
        }
        for index in 0...strokes {
            let action: SketchDuelAction = index < strokes
                ? .stroke(Stroke(color: .black, width: 2, points: walk(pointsPerStroke)))
                : .begin(color: .red, width: 2, points: walk(8))
            let sequence = host.lastAppliedAction(of: WireMeter.drawer) + 1
            let outputs = host.apply(action, from: WireMeter.drawer, sequence: sequence)
            guard case .state? = outputs.first else { throw HostCostError.refused(index, outputs) }
        }
        return host
    }

    /// Times `iterations` batches of 8 points against a copy of `host` each time; with `patched`,
    /// each state also goes through a ``GameViewPatcher`` that holds the views before the batch.
    static func time(_ label: String, host: GameHostCore<SketchDuel>, iterations: Int, patched: Bool) throws -> Timing {
        var primed = GameViewPatcher()
        for case .state(let state) in host.startOutputs() { _ = primed.prepare(state) }
        let batch = GamePayloadCodec.encode(SketchDuelAction.extend(points: (0..<8).map { GridPoint(x: 2000 + $0 * 12, y: 1500 + $0 * 7) }))
        let sequence = host.lastAppliedAction(of: WireMeter.drawer) + 1
        let encoders = (0..<3).map { _ in FrameEncoder() }
        let clock = ContinuousClock()
        var samples: [Double] = []
        var guesserFrame = 0
        for _ in 0..<(iterations + iterations / 10) {
            var copy = host
            var patcher = primed
            var bytes = 0
            let elapsed = try clock.measure {
                let outputs = copy.receiveAction(payload: batch, from: WireMeter.drawer, sequence: sequence)
                guard outputs.count == 3 else { throw HostCostError.refused(0, outputs) }
                for (output, encoder) in zip(outputs, encoders) {
                    var sent = output
                    if patched, case .state(let state) = output { sent = .state(patcher.prepare(state)) }
                    let size = try WireMeter.frameSize(sent.message, encoder)
                    if case .state(let state) = output, state.recipient == WireMeter.guesser { bytes = size }
                }
            }
            guesserFrame = bytes
            samples.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
        }
        // The first tenth warms caches and allocators up; not counted.
        samples.removeFirst(iterations / 10)
        let view = GamePayloadCodec.encode(SketchDuel.view(of: host.state, for: .player(WireMeter.guesser)))
        return Timing(
            label: label, points: host.state.drawing.pointCount, strokes: host.state.drawing.strokes.count,
            guesserFrameBytes: guesserFrame, viewJSONBytes: view.count, samples: samples)
    }

    enum HostCostError: Error { case refused(Int, [GameHostOutput]) }
}
