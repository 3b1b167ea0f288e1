import Foundation
import GameCore
import NIOCore

/// Writes the envelopes of the small messages sent many times a second (`gameAction`,
/// `gameState`, `ping`, `pong`, `actionRejected` without detail) directly into the frame buffer.
///
/// Their fields are integers and fixed ASCII strings, so formatting them by hand produces exactly
/// the bytes `JSONEncoder` with `.sortedKeys` produces (pinned by tests), at a fraction of the cost
/// and without intermediate allocations.
enum FastEnvelopeWriter {
    /// The ``GameError`` values whose JSON is `{"code":"…"}` with a letters-only code.
    static let errorsWithoutDetail: [GameError] = [
        .notYourTurn, .desync, .corruptedPayload, .versionMismatch, .gameNotRunning, .notAPlayer,
    ]

    /// Appends the envelope of `message` and returns `true`, or returns `false` having written
    /// nothing when `message` is not one of the hot shapes.
    static func write(_ message: Message, into buffer: inout ByteBuffer) -> Bool {
        let decimal = EnvelopeFieldWriter.maximumDecimalLength
        switch message {
        case .gameState(let state):
            // Event lines are text: the general encoder writes them (a few states per round carry any).
            guard state.events.isEmpty else { return false }
            // Each part's most: the keys and punctuation plus 20 bytes a number, 36 an id and 3 its
            // quotes and comma.
            let patchBound = state.patch.map { 40 + ($0.flatEdits.count + 1) * (decimal + 1) } ?? 0
            let actingBound = state.playersToAct.map { 11 + $0.count * (EnvelopeFieldWriter.idLength + 3) } ?? 0
            let bound = 64 + 3 * decimal + patchBound + actingBound
            envelope(GameState.self, payload: state.payload, fieldsBound: bound, into: &buffer) { fields in
                fields.byte(UInt8(ascii: "{"))
                if let patch = state.patch {
                    fields.ascii(#""base":"#)
                    fields.decimal(patch.base)
                    fields.ascii(#","edits":["#)
                    for (index, number) in patch.flatEdits.enumerated() {
                        if index > 0 { fields.byte(UInt8(ascii: ",")) }
                        fields.decimal(number)
                    }
                    fields.ascii("],")
                }
                fields.ascii(#""lastAppliedAction":"#)
                fields.decimal(state.lastAppliedAction)
                fields.ascii(#","round":"#)
                fields.decimal(state.round)
                fields.ascii(#","stateSequence":"#)
                fields.decimal(state.stateSequence)
                if let acting = state.playersToAct {
                    fields.ascii(#","toAct":["#)
                    for (index, id) in acting.enumerated() {
                        fields.ascii(index > 0 ? #",""# : #"""#)
                        fields.id(id)
                        fields.byte(UInt8(ascii: "\""))
                    }
                    fields.byte(UInt8(ascii: "]"))
                }
                fields.byte(UInt8(ascii: "}"))
            }
        case .gameAction(let action):
            envelope(GameAction.self, payload: action.payload, fieldsBound: 16 + decimal, into: &buffer) { fields in
                fields.ascii(#"{"sequence":"#)
                fields.decimal(action.sequence)
                fields.byte(UInt8(ascii: "}"))
            }
        case .ping(let ping):
            idEnvelope(Ping.self, id: ping.id, into: &buffer)
        case .pong(let pong):
            idEnvelope(Pong.self, id: pong.id, into: &buffer)
        case .actionRejected(let rejection):
            guard errorsWithoutDetail.contains(rejection.error) else { return false }
            let code = rejection.error.code
            envelope(ActionRejected.self, payload: Data(), fieldsBound: 40 + code.utf8.count + decimal, into: &buffer) { fields in
                fields.ascii(#"{"error":{"code":""#)
                fields.string(code)
                fields.ascii(#""},"sequence":"#)
                fields.decimal(rejection.sequence)
                fields.byte(UInt8(ascii: "}"))
            }
        case .hello, .challenge, .challengeResponse, .joinAccepted, .joinRejected, .lobbyUpdate, .setReady,
            .kickPlayer, .leave, .background, .foreground, .startGame, .gameOver, .error, .renderedFace, .renderedView,
            .gameCommand, .commandAnswer, .lobbyRequest, .requestRefused, .notice, .claimPending:
            return false
        }
        return true
    }

    private static func idEnvelope<M: WireMessage>(_ type: M.Type, id: UInt64, into buffer: inout ByteBuffer) {
        envelope(type, payload: Data(), fieldsBound: 8 + EnvelopeFieldWriter.maximumDecimalLength, into: &buffer) { fields in
            fields.ascii(#"{"id":"#)
            fields.decimal(id)
            fields.byte(UInt8(ascii: "}"))
        }
    }

    /// Type name, fields written by `fields` (at most `fieldsBound` bytes), their length patched
    /// in, then the payload: one reservation and one write into `buffer`.
    private static func envelope<M: WireMessage>(
        _ type: M.Type, payload: Data, fieldsBound: Int, into buffer: inout ByteBuffer,
        fields: (inout EnvelopeFieldWriter) -> Void
    ) {
        let typeName = M.messageType
        let typeLength = typeName.utf8.count
        buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: 1 + typeLength + 4 + fieldsBound + payload.count) { memory in
            var writer = EnvelopeFieldWriter(memory)
            writer.byte(UInt8(truncatingIfNeeded: typeLength))
            writer.string(typeName)
            let lengthOffset = writer.count
            writer.ascii("\0\0\0\0")
            let fieldsStart = writer.count
            fields(&writer)
            writer.setUInt32(UInt32(writer.count - fieldsStart), at: lengthOffset)
            writer.bytes(payload)
            return writer.count
        }
    }
}
