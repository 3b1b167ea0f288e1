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
        switch message {
        case .gameState(let state):
            // Event lines are text: the general encoder writes them (a few states per round carry any).
            guard state.events.isEmpty else { return false }
            envelope(GameState.self, payload: state.payload, into: &buffer) { fields in
                fields.writeStaticString("{")
                if let patch = state.patch {
                    fields.writeStaticString(#""base":"#)
                    fields.writeDecimal(patch.base)
                    fields.writeStaticString(#","edits":["#)
                    for (index, number) in patch.flatEdits.enumerated() {
                        if index > 0 { fields.writeStaticString(",") }
                        fields.writeDecimal(number)
                    }
                    fields.writeStaticString("],")
                }
                fields.writeStaticString(#""lastAppliedAction":"#)
                fields.writeDecimal(state.lastAppliedAction)
                fields.writeStaticString(#","round":"#)
                fields.writeDecimal(state.round)
                fields.writeStaticString(#","stateSequence":"#)
                fields.writeDecimal(state.stateSequence)
                if let acting = state.playersToAct {
                    fields.writeStaticString(#","toAct":["#)
                    for (index, id) in acting.enumerated() {
                        fields.writeStaticString(index > 0 ? #",""# : #"""#)
                        fields.writeString(id.wireString)
                        fields.writeStaticString(#"""#)
                    }
                    fields.writeStaticString("]")
                }
                fields.writeStaticString("}")
            }
        case .gameAction(let action):
            envelope(GameAction.self, payload: action.payload, into: &buffer) { fields in
                fields.writeStaticString(#"{"sequence":"#)
                fields.writeDecimal(action.sequence)
                fields.writeStaticString("}")
            }
        case .ping(let ping):
            idEnvelope(Ping.self, id: ping.id, into: &buffer)
        case .pong(let pong):
            idEnvelope(Pong.self, id: pong.id, into: &buffer)
        case .actionRejected(let rejection):
            guard errorsWithoutDetail.contains(rejection.error) else { return false }
            envelope(ActionRejected.self, payload: Data(), into: &buffer) { fields in
                fields.writeStaticString(#"{"error":{"code":""#)
                fields.writeString(rejection.error.code)
                fields.writeStaticString(#""},"sequence":"#)
                fields.writeDecimal(rejection.sequence)
                fields.writeStaticString("}")
            }
        case .hello, .challenge, .challengeResponse, .joinAccepted, .joinRejected, .lobbyUpdate, .setReady,
            .kickPlayer, .leave, .background, .foreground, .startGame, .gameOver, .error, .renderedFace, .renderedView,
            .gameCommand, .commandAnswer, .lobbyRequest, .requestRefused, .notice, .claimPending:
            return false
        }
        return true
    }

    private static func idEnvelope<M: WireMessage>(_ type: M.Type, id: UInt64, into buffer: inout ByteBuffer) {
        envelope(type, payload: Data(), into: &buffer) { fields in
            fields.writeStaticString(#"{"id":"#)
            fields.writeDecimal(id)
            fields.writeStaticString("}")
        }
    }

    /// Type name, fields written by `fields`, their length patched in, then the payload.
    private static func envelope<M: WireMessage>(
        _ type: M.Type, payload: Data, into buffer: inout ByteBuffer, fields: (inout ByteBuffer) -> Void
    ) {
        // Room for the type name, the longest fields (three 20-digit integers, a few ids) and the
        // payload; ByteBuffer grows when more ids follow.
        buffer.reserveCapacity(minimumWritableBytes: 1 + 64 + 4 + 256 + payload.count)
        let typeName = M.messageType
        buffer.writeInteger(UInt8(typeName.utf8.count))
        buffer.writeString(typeName)
        let lengthIndex = buffer.writerIndex
        buffer.writeInteger(UInt32(0))
        let fieldsStart = buffer.writerIndex
        fields(&buffer)
        buffer.setInteger(UInt32(buffer.writerIndex - fieldsStart), at: lengthIndex)
        buffer.writeBytes(payload)
    }
}

extension ByteBuffer {
    /// Appends `value` in decimal ASCII, as JSON writes it.
    mutating func writeDecimal(_ value: UInt64) {
        var digits = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        writeWithUnsafeMutableBytes(minimumWritableBytes: digits) { out in
            var rest = value
            for index in stride(from: digits - 1, through: 0, by: -1) {
                out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            return digits
        }
    }

    /// Appends `value` in decimal ASCII with a leading `-` when negative, as JSON writes it.
    mutating func writeDecimal(_ value: Int) {
        if value < 0 { writeInteger(UInt8(ascii: "-")) }
        writeDecimal(UInt64(value.magnitude))
    }
}
