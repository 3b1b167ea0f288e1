import Connectivity
import Foundation
import GameCore
import NIOCore
import SketchDuel

/// Streams a drawing through a real ``GameHostCore`` (2 players + 1 spectator) the way a face does
/// (``StrokeBatcher``, one batch per interval of pointer time) and counts the bytes of every frame on
/// the wire, each encoded by its own connection's ``FrameEncoder`` (zlib when it makes the frame
/// smaller): the guesser's states both whole (before view patches) and as the lobby's routes send
/// them now (through a ``GameViewPatcher``).
struct WireMeter {
    static let drawer = UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!
    static let guesser = UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!
    static let watcher = UUID(uuidString: "00000000-0000-0000-0000-00000000000C")!

    /// What one drawing cost.
    struct Result {
        var rawPoints = 0
        var sentPoints = 0
        var actions = 0
        /// Drawer -> host: every `gameAction` frame.
        var actionFrameBytes = 0
        /// Host -> guesser: every `gameState` frame while the drawing streamed, whole views.
        var stateFrameBytes = 0
        /// The same states as view patches (what is sent now).
        var patchedStateFrameBytes = 0
        /// Drawer -> host sealed on TCP (protocol 3): each action on its own, in records of its own.
        var sealedActionBytes = 0
        /// Host -> guesser, the patches sealed on TCP, each state in records of its own.
        var sealedPatchedStateBytes = 0
        /// The guesser's last `gameState` frame alone, whole (what a resync or a late spectator gets).
        var lastStateFrameBytes = 0
        /// The strokes' JSON in the last view, uncompressed.
        var strokesJSONBytes = 0
    }

    /// The actions a face sends for `drawing`, one batch per `batchMilliseconds` of pointer time.
    static func actions(for drawing: PointerDrawing, batchMilliseconds: Double) -> [SketchDuelAction] {
        var actions: [SketchDuelAction] = []
        for (index, stroke) in drawing.strokes.enumerated() {
            var batcher = StrokeBatcher(color: StrokeColor.allCases[index % 8], width: 2)
            var lastFlush = stroke.first?.milliseconds ?? 0
            for sample in stroke {
                batcher.add(drawing.gridPoint(sample))
                if sample.milliseconds - lastFlush >= batchMilliseconds - 0.001 {
                    lastFlush = sample.milliseconds
                    if let action = batcher.flush() { actions.append(action) }
                }
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

    /// Streams `drawing` (the recorded actions when `replay` and it has them, else batched every
    /// `batchMilliseconds`) and measures it.
    static func measure(_ drawing: PointerDrawing, batchMilliseconds: Double, replay: Bool) throws -> Result {
        var host = try host()
        var patcher = GameViewPatcher()
        let (drawerLink, guesserLink, patchedLink) = (FrameEncoder(), FrameEncoder(), FrameEncoder())
        for case .state(let state) in host.startOutputs() where state.recipient == guesser { _ = patcher.prepare(state) }
        var result = Result(rawPoints: drawing.sampleCount)
        let recorded = replay ? drawing.sentActions : nil
        let payloads = recorded ?? actions(for: drawing, batchMilliseconds: batchMilliseconds).map { GamePayloadCodec.encode($0) }
        for payload in payloads {
            let sequence = host.lastAppliedAction(of: drawer) + 1
            result.actions += 1
            let actionFrame = try frameSize(.gameAction(GameAction(sequence: sequence, payload: payload)), drawerLink)
            result.actionFrameBytes += actionFrame
            result.sealedActionBytes += SealRecord.tcpBytes(ofPlaintext: actionFrame)
            for output in host.receiveAction(payload: payload, from: drawer, sequence: sequence) {
                if case .actionRejected(let rejection) = output { throw MeterError.refused(drawing.name, rejection.error) }
                guard case .state(let state) = output, state.recipient == guesser else { continue }
                let size = try frameSize(output.message, guesserLink)
                result.stateFrameBytes += size
                result.lastStateFrameBytes = size
                let patchFrame = try frameSize(GameHostOutput.state(patcher.prepare(state)).message, patchedLink)
                result.patchedStateFrameBytes += patchFrame
                result.sealedPatchedStateBytes += SealRecord.tcpBytes(ofPlaintext: patchFrame)
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
