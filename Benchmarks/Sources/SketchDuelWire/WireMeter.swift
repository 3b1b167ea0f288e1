import Connectivity
import Foundation
import GameCore
import NIOCore
import SketchDuel

/// Streams a drawing through a real ``GameHostCore`` (2 players + 1 spectator) the way a face does
/// (``StrokeBatcher``, one batch per 75 ms) and counts the bytes of every frame on the wire, each
/// encoded by its own connection's ``FrameEncoder`` (zlib when it makes the frame smaller).
struct WireMeter {
    static let drawer = UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!
    static let guesser = UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!
    static let watcher = UUID(uuidString: "00000000-0000-0000-0000-00000000000C")!
    /// Samples per batch: 75 ms at 120 Hz.
    static let samplesPerBatch = 9

    /// What one drawing cost.
    struct Result {
        var rawPoints = 0
        var sentPoints = 0
        var actions = 0
        /// Drawer -> host: every `gameAction` frame.
        var actionFrameBytes = 0
        /// Host -> guesser: every `gameState` frame while the drawing streamed.
        var stateFrameBytes = 0
        /// The guesser's last `gameState` frame alone (what a resync or a late spectator gets).
        var lastStateFrameBytes = 0
        /// The strokes' JSON in the last view, uncompressed.
        var strokesJSONBytes = 0
    }

    /// The actions a face sends for `drawing`.
    static func actions(for drawing: PointerDrawing) -> [SketchDuelAction] {
        var actions: [SketchDuelAction] = []
        for (index, stroke) in drawing.strokes.enumerated() {
            var batcher = StrokeBatcher(color: StrokeColor.allCases[index % 8], width: 2)
            for (step, sample) in stroke.enumerated() {
                batcher.add(drawing.gridPoint(sample))
                if step % samplesPerBatch == samplesPerBatch - 1, let action = batcher.flush() { actions.append(action) }
            }
            actions += batcher.finish()
        }
        return actions
    }

    /// A host core in round 1 (``drawer`` draws), with a spectator.
    static func host() throws -> GameHostCore<SketchDuel> {
        try GameHostCore<SketchDuel>(
            players: [drawer, guesser], spectators: [watcher], settings: SketchDuelSettings(roundSeconds: 300), seed: 1)
    }

    /// Streams `drawing` and measures it.
    static func measure(_ drawing: PointerDrawing) throws -> Result {
        var host = try host()
        let (drawerLink, guesserLink) = (FrameEncoder(), FrameEncoder())
        var result = Result(rawPoints: drawing.sampleCount)
        for payload in drawing.sentActions ?? actions(for: drawing).map({ GamePayloadCodec.encode($0) }) {
            let sequence = host.lastAppliedAction(of: drawer) + 1
            result.actions += 1
            result.actionFrameBytes += try frameSize(.gameAction(GameAction(sequence: sequence, payload: payload)), drawerLink)
            for output in host.receiveAction(payload: payload, from: drawer, sequence: sequence) {
                if case .actionRejected(let rejection) = output { throw MeterError.refused(drawing.name, rejection.error) }
                guard case .state(let state) = output, state.recipient == guesser else { continue }
                let size = try frameSize(output.message, guesserLink)
                result.stateFrameBytes += size
                result.lastStateFrameBytes = size
            }
        }
        guard host.state.drawing.pointCount > 0, host.state.phase == .drawing else { throw MeterError.notDrawn(drawing.name) }
        result.sentPoints = host.state.drawing.pointCount
        result.strokesJSONBytes = GamePayloadCodec.encode(host.state.drawing.strokes).count
        return result
    }

    /// The bytes `message` takes on a connection using `encoder`.
    static func frameSize(_ message: Message, _ encoder: FrameEncoder) throws -> Int {
        try encoder.encode(message, limits: .established).frame.readableBytes
    }

    /// The frame of one `gameAction` carrying `data` as its payload (zlib when that is smaller).
    static func framedSize(_ data: Data) -> Int {
        (try? frameSize(.gameAction(GameAction(sequence: 1, payload: data)), FrameEncoder())) ?? 0
    }

    enum MeterError: Error { case notDrawn(String), refused(String, GameError) }
}
