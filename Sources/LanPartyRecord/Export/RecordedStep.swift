import Foundation
import GameCore

/// One step of a recorded game as the export writes it (Docs/Record.md): the journal entry's
/// fields, the digest of the state after it (16 hex digits) and the host's time (Unix ms).
public struct RecordedStep: Sendable, Hashable, Codable {
    /// The step as the journal has it.
    public var step: GameJournalStep
    /// When the host recorded it.
    public var recordedAt: Date

    /// Creates a step.
    public init(step: GameJournalStep, recordedAt: Date) {
        self.step = step
        self.recordedAt = recordedAt
    }

    private enum CodingKeys: String, CodingKey {
        case digest, recordedAt, sequence, stateSequence
    }

    /// Decodes the documented JSON.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let digest = try container.decode(String.self, forKey: .digest)
        guard let value = UInt64(digest, radix: 16) else {
            throw DecodingError.dataCorruptedError(forKey: .digest, in: container, debugDescription: "not 16 hex digits")
        }
        step = GameJournalStep(
            entry: try GameJournalEntry(from: decoder), stateDigest: value,
            sequence: try container.decodeIfPresent(UInt64.self, forKey: .sequence),
            stateSequence: try container.decodeIfPresent(UInt64.self, forKey: .stateSequence) ?? 0)
        recordedAt = Date(timeIntervalSince1970: Double(try container.decode(Int64.self, forKey: .recordedAt)) / 1000)
    }

    /// Encodes the documented JSON (the entry's keys and these in one object).
    public func encode(to encoder: any Encoder) throws {
        try step.entry.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(RecordStore.hex(step.stateDigest), forKey: .digest)
        try container.encode(RecordStore.milliseconds(recordedAt), forKey: .recordedAt)
        try container.encodeIfPresent(step.sequence, forKey: .sequence)
        try container.encode(step.stateSequence, forKey: .stateSequence)
    }
}
