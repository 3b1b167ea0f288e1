import Foundation
import GameCore

/// Decodes the envelopes of the small messages sent many times a second (`gameAction`,
/// `gameState`, `ping`, `pong`, `actionRejected`) straight from the frame bytes, without copying
/// the fields or running `JSONDecoder`.
///
/// Only the compact shape ``FastEnvelopeWriter`` emits is read (keys in any order, each once, no
/// whitespace, no unknown keys; see ``StrictFieldScanner``). Anything else returns `nil` and goes
/// through the general path, which keeps every error, limit and unknown-field count as it was.
enum FastEnvelopeReader {
    /// The message in `envelope` (a whole envelope), or `nil` when it is not a hot message in the
    /// strict shape.
    static func read(_ envelope: UnsafeRawBufferPointer) -> Message? {
        guard let first = envelope.first else { return nil }
        let typeEnd = 1 + Int(first)
        let fieldsStart = typeEnd + 4
        guard envelope.count >= fieldsStart else { return nil }
        let type = UnsafeRawBufferPointer(rebasing: envelope[1..<typeEnd])
        let fieldsLength = envelope[typeEnd..<fieldsStart].reduce(0) { $0 << 8 | Int($1) }
        guard fieldsLength <= envelope.count - fieldsStart else { return nil }
        let fieldsEnd = fieldsStart + fieldsLength
        var fields = StrictFieldScanner(UnsafeRawBufferPointer(rebasing: envelope[fieldsStart..<fieldsEnd]))
        let payload = UnsafeRawBufferPointer(rebasing: envelope[fieldsEnd...])
        let message: Message?
        if StrictFieldScanner.matches(type, "gameState") {
            message = gameState(&fields, payload: payload)
        } else if StrictFieldScanner.matches(type, "gameAction") {
            message = sequenceOnly(&fields).map { .gameAction(GameAction(sequence: $0, payload: Data(payload))) }
        } else if StrictFieldScanner.matches(type, "ping") {
            message = idOnly(&fields).map { .ping(Ping(id: $0)) }
        } else if StrictFieldScanner.matches(type, "pong") {
            message = idOnly(&fields).map { .pong(Pong(id: $0)) }
        } else if StrictFieldScanner.matches(type, "actionRejected") {
            message = actionRejected(&fields)
        } else {
            message = nil
        }
        // Trailing bytes after the object (even whitespace) are for the general path to judge.
        return fields.isAtEnd ? message : nil
    }

    private static func gameState(_ fields: inout StrictFieldScanner, payload: UnsafeRawBufferPointer) -> Message? {
        var round: UInt64?
        var stateSequence: UInt64?
        var lastAppliedAction: UInt64?
        var base: UInt64?
        var edits: [UInt64]?
        var acting: [UUID]?
        let scanned = StrictFieldScanner.object(&fields) { key, value in
            if StrictFieldScanner.matches(key, "toAct") {
                guard acting == nil else { return false }
                acting = value.lowercaseUUIDs(maximumCount: GameState.maximumPlayersToAct)
                return acting != nil
            }
            if StrictFieldScanner.matches(key, "round") { return unsigned(&value, into: &round) }
            if StrictFieldScanner.matches(key, "stateSequence") { return unsigned(&value, into: &stateSequence) }
            if StrictFieldScanner.matches(key, "lastAppliedAction") { return unsigned(&value, into: &lastAppliedAction) }
            if StrictFieldScanner.matches(key, "base") { return unsigned(&value, into: &base) }
            guard StrictFieldScanner.matches(key, "edits"), edits == nil else { return false }
            edits = value.unsignedIntegers(maximumCount: 3 * GameViewPatch.maximumEdits)
            return edits != nil
        }
        // `round` is an `Int`: larger values are the general decoder's error to report.
        guard scanned, let round, round <= UInt64(Int.max), let stateSequence, let lastAppliedAction else {
            return nil
        }
        // A patch (Docs/Protocol.md "View patches"): both fields or neither; anything the general
        // decoder would refuse (one without the other, invalid edits) is left to it to report.
        var patch: GameViewPatch?
        switch (base, edits) {
        case (nil, nil): patch = nil
        case (let base?, let edits?):
            guard let valid = GameViewPatch(base: base, flatEdits: edits) else { return nil }
            patch = valid
        case (nil, _?), (_?, nil): return nil
        }
        return .gameState(
            GameState(
                round: Int(round), stateSequence: stateSequence, lastAppliedAction: lastAppliedAction, patch: patch,
                playersToAct: acting, payload: Data(payload)))
    }

    private static func sequenceOnly(_ fields: inout StrictFieldScanner) -> UInt64? {
        var sequence: UInt64?
        let scanned = StrictFieldScanner.object(&fields) { key, value in
            StrictFieldScanner.matches(key, "sequence") && unsigned(&value, into: &sequence)
        }
        return scanned ? sequence : nil
    }

    private static func idOnly(_ fields: inout StrictFieldScanner) -> UInt64? {
        var id: UInt64?
        let scanned = StrictFieldScanner.object(&fields) { key, value in
            StrictFieldScanner.matches(key, "id") && unsigned(&value, into: &id)
        }
        return scanned ? id : nil
    }

    private static func actionRejected(_ fields: inout StrictFieldScanner) -> Message? {
        var sequence: UInt64?
        var error: GameError?
        let scanned = StrictFieldScanner.object(&fields) { key, value in
            if StrictFieldScanner.matches(key, "sequence") { return unsigned(&value, into: &sequence) }
            guard StrictFieldScanner.matches(key, "error"), error == nil else { return false }
            error = gameError(&value)
            return error != nil
        }
        guard scanned, let sequence, let error else { return nil }
        return .actionRejected(ActionRejected(sequence: sequence, error: error))
    }

    /// `{"code":"…"}` for the errors that carry no detail; any other code or key is left to the
    /// general path (so a code added to ``GameError`` later is never misread as unknown).
    private static func gameError(_ value: inout StrictFieldScanner) -> GameError? {
        var code: UnsafeRawBufferPointer?
        let scanned = StrictFieldScanner.object(&value) { key, value in
            guard StrictFieldScanner.matches(key, "code"), code == nil else { return false }
            code = value.plainString()
            return code != nil
        }
        guard scanned, let code else { return nil }
        return FastEnvelopeWriter.errorsWithoutDetail.first { $0.code.utf8.elementsEqual(code) }
    }

    /// Stores the integer at `value` in `slot`; false when it is not one or the key repeats.
    private static func unsigned(_ value: inout StrictFieldScanner, into slot: inout UInt64?) -> Bool {
        guard slot == nil, let number = value.unsignedInteger() else { return false }
        slot = number
        return true
    }
}
