import Foundation
@_spi(Testing) import GameCore

/// What ``PayloadJSONAudit`` saw: how many payloads it checked and where the payload coders and
/// Foundation's disagreed (the first such payload in full).
public struct PayloadJSONAuditReport: Sendable, CustomStringConvertible {
    /// A payload the coders got wrong, with both encodings as text.
    public struct Mismatch: Sendable, CustomStringConvertible {
        /// Which payload (e.g. "view for player 2 after step 14").
        public var label: String
        /// What went wrong.
        public var problem: String
        /// PayloadJSONEncoder's bytes (or its error).
        public var ours: String
        /// Foundation's bytes (or its error).
        public var foundation: String

        /// The label, the problem and both encodings, one per line.
        public var description: String { "\(label): \(problem)\n  ours:       \(ours)\n  Foundation: \(foundation)" }
    }

    /// Views checked (every player's and a spectator's, after every step).
    public var views = 0
    /// Actions checked (every bot move).
    public var actions = 0
    /// Other payloads checked (settings, documented examples).
    public var others = 0
    /// Bytes of JSON checked.
    public var bytes = 0
    /// Payloads whose bytes differ from Foundation's (or that only one encoder refused).
    public var encodingMismatches = 0
    /// Payloads the encoder did not stream but handed to Foundation (correct, but slow).
    public var fallbacks = 0
    /// Payloads PayloadJSONDecoder refused or decoded to another value than Foundation's decoder.
    public var decodingMismatches = 0
    /// Payloads that both decoders read back as a value unequal to the one encoded.
    public var roundTripMismatches = 0
    /// The first payload with any of the above.
    public var firstMismatch: Mismatch?
    /// Whether the game reached its end.
    public var finished = false

    /// Creates an empty report.
    public init() {}

    /// Every disagreement counted.
    public var mismatches: Int { encodingMismatches + fallbacks + decodingMismatches + roundTripMismatches }

    /// The counts, then the first mismatch.
    public var description: String {
        var text = "\(views) views, \(actions) actions, \(others) others, \(bytes) bytes; "
            + "\(encodingMismatches) encoding mismatches, \(fallbacks) fallbacks, "
            + "\(decodingMismatches) decoding mismatches, \(roundTripMismatches) round-trip mismatches"
            + (finished ? "; game finished" : "; game not finished")
        if let firstMismatch { text += "\n\(firstMismatch)" }
        return text
    }

    mutating func record(_ mismatch: @autoclosure () -> Mismatch) {
        if firstMismatch == nil { firstMismatch = mismatch() }
    }
}

/// Checks the payload JSON coders against Foundation's on the values games really send: every
/// payload must encode to Foundation's bytes (`JSONEncoder` with `[.sortedKeys,
/// .withoutEscapingSlashes]`), by streaming, and ``PayloadJSONDecoder`` must read those bytes back
/// to the value Foundation's decoder reads (equal to the one encoded).
public enum PayloadJSONAudit {
    /// Plays `Module` with its own bot from `seed` (time jumps to the next deadline when no bot
    /// acts, as in ``WireIDAudit/auditViews(of:players:settings:seed:maximumSteps:)``) and checks
    /// the settings, every view of every player and a spectator after every step, and every bot action.
    public static func audit<Module: GameModule>(
        _ module: Module.Type, players: [PlayerID], settings: Module.Settings, seed: UInt64,
        maximumSteps: Int = 2_000
    ) throws -> PayloadJSONAuditReport {
        var state = try Module.initialState(players: players, settings: settings, seed: seed)
        var random = SeededGenerator(seed: seed)
        var report = PayloadJSONAuditReport()
        check(settings, label: "settings", into: &report)
        report.others += 1
        var step = 0
        func checkViews(_ state: Module.State) {
            for viewer in players.map(Viewer.player) + [.spectator] {
                check(Module.view(of: state, for: viewer), label: "view for \(name(of: viewer, in: players)) after step \(step)", into: &report)
                report.views += 1
            }
        }
        checkViews(state)
        for _ in 0..<maximumSteps where Module.outcome(of: state) == nil {
            var acted = false
            for (seat, player) in players.enumerated() {
                let view = Module.view(of: state, for: .player(player))
                guard let action = Module.botAction(for: view, as: player, random: &random) else { continue }
                check(action, label: "action of player \(seat + 1) at step \(step)", into: &report)
                report.actions += 1
                guard let next = try? Module.reduce(state, action, by: player) else { continue }
                state = next
                acted = true
                step += 1
                checkViews(state)
            }
            if !acted, let deadline = Module.nextDeadline(of: state) {
                state = Module.advance(state, to: deadline)
                step += 1
                checkViews(state)
            } else if !acted {
                break
            }
        }
        report.finished = Module.outcome(of: state) != nil
        return report
    }

    private static func name(of viewer: Viewer, in players: [PlayerID]) -> String {
        switch viewer {
        case .player(let id): "player \((players.firstIndex(of: id) ?? -1) + 1)"
        case .spectator: "a spectator"
        }
    }

    /// Checks one payload: our bytes against Foundation's, streamed, and decoded back by both
    /// decoders to the same value, equal to `value`. Counts only mismatches; callers count payloads.
    public static func check<Value: Codable & Equatable>(
        _ value: Value, label: @autoclosure () -> String, into report: inout PayloadJSONAuditReport
    ) {
        let foundation = Result { try foundationEncoder().encode(value) }
        let streamed = Result { try PayloadJSONEncoder().streamedBytes(value) }
        let ours: Result<Data, any Error> = streamed.flatMap { bytes in
            bytes.map { .success($0) } ?? Result { try PayloadJSONEncoder().encode(value) }
        }
        func mismatch(_ problem: String) -> PayloadJSONAuditReport.Mismatch {
            .init(label: label(), problem: problem, ours: text(ours), foundation: text(foundation))
        }
        if case .success(nil) = streamed {
            report.fallbacks += 1
            report.record(mismatch("not streamed: encoded by the Foundation fallback"))
        }
        guard case .success(let bytes) = ours, case .success(let expected) = foundation, bytes == expected else {
            report.encodingMismatches += 1
            report.record(mismatch("the encoders disagree"))
            return
        }
        report.bytes += bytes.count
        let decoded = Result { try PayloadJSONDecoder().decode(Value.self, from: bytes) }
        let reference = Result { try JSONDecoder().decode(Value.self, from: bytes) }
        switch (decoded, reference) {
        case (.success(let decoded), .success(let reference)) where decoded == reference:
            if decoded != value {
                report.roundTripMismatches += 1
                report.record(mismatch("both decoders read back another value: \(decoded)"))
            }
        case (.success(let decoded), .success(let reference)):
            report.decodingMismatches += 1
            report.record(mismatch("the decoders disagree: ours \(decoded), Foundation's \(reference)"))
        case (.failure(let error), .success):
            report.decodingMismatches += 1
            report.record(mismatch("PayloadJSONDecoder refused it: \(error)"))
        case (.success, .failure(let error)):
            report.decodingMismatches += 1
            report.record(mismatch("only Foundation's decoder refused it: \(error)"))
        case (.failure(let error), .failure):
            report.roundTripMismatches += 1
            report.record(mismatch("neither decoder reads it back: \(error)"))
        }
    }

    /// Checks a payload given as JSON text (a documented example): both decoders must read it to
    /// the same value, which ``check(_:label:into:)`` then checks.
    public static func checkDocumented<Value: Codable & Equatable>(
        _ json: String, as type: Value.Type, into report: inout PayloadJSONAuditReport
    ) {
        let bytes = Data(json.utf8)
        let decoded = Result { try PayloadJSONDecoder().decode(Value.self, from: bytes) }
        let reference = Result { try JSONDecoder().decode(Value.self, from: bytes) }
        report.others += 1
        guard case .success(let value) = decoded, case .success(let expected) = reference, value == expected else {
            report.decodingMismatches += 1
            report.record(.init(
                label: "documented \(json)", problem: "the decoders disagree",
                ours: "\(decoded)", foundation: "\(reference)"))
            return
        }
        check(value, label: "documented \(json)", into: &report)
    }

    /// Checks every example action of the game document at `document` (``documentedActions(inMarkdown:)``)
    /// with ``checkDocumented(_:as:into:)``; returns how many examples there were and the report.
    public static func auditDocumentedActions<Action: Codable & Equatable>(
        in document: URL, as type: Action.Type
    ) throws -> (examples: Int, report: PayloadJSONAuditReport) {
        let examples = documentedActions(inMarkdown: try String(contentsOf: document, encoding: .utf8))
        var report = PayloadJSONAuditReport()
        for example in examples {
            checkDocumented(example, as: Action.self, into: &report)
        }
        return (examples.count, report)
    }

    /// The settings snapshot a game's document (Docs/Games/*.md) shows: the first line of the first
    /// ```json block after the "## Settings" heading, or `nil` when there is none.
    public static func documentedSettingsSnapshot(inMarkdown markdown: String) -> String? {
        guard let section = markdown.range(of: "\n## Settings"),
            let block = markdown.range(of: "```json\n", range: section.upperBound..<markdown.endIndex),
            let end = markdown.range(of: "\n", range: block.upperBound..<markdown.endIndex)
        else { return nil }
        return String(markdown[block.upperBound..<end.lowerBound])
    }

    /// The example actions of a game's document (Docs/Games/*.md): the lines of the first ```json
    /// block after the "## Actions" heading, except those with an elision ("…").
    public static func documentedActions(inMarkdown markdown: String) -> [String] {
        guard let section = markdown.range(of: "\n## Actions"),
            let block = markdown.range(of: "```json\n", range: section.upperBound..<markdown.endIndex),
            let end = markdown.range(of: "\n```", range: block.upperBound..<markdown.endIndex)
        else { return [] }
        return markdown[block.upperBound..<end.lowerBound].split(separator: "\n")
            .map(String.init).filter { !$0.contains("…") }
    }

    private static func foundationEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private static func text(_ result: Result<Data, any Error>) -> String {
        switch result {
        case .success(let bytes): String(decoding: bytes, as: UTF8.self)
        case .failure(let error): "error: \(error)"
        }
    }
}
