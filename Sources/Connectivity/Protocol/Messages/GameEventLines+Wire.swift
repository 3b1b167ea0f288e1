import Foundation
import GameCore

/// The `events` field of `gameState` and `renderedView` (Docs/Protocol.md "Event lines"): the
/// game's public history, `[{"step": uint64, "text": string}]`. Optional, added within protocol
/// version 3; receivers that do not know it ignore it.
public enum GameEventLinesWire {
    /// The most lines one message may carry (the host sends at most
    /// ``GameEventLine/maximumHistory``); more is malformed.
    public static let maximumLines = GameEventLine.maximumHistory
    /// The most UTF-8 bytes of one line's text on the wire (the host writes at most
    /// ``GameEventLine/maximumTextBytes``); more is malformed.
    public static let maximumTextBytes = 1024

    private enum LineKeys: String, CodingKey { case step, text }

    /// Reads `key` when present and not `null`, refusing more than ``maximumLines`` lines or a text
    /// over ``maximumTextBytes`` before keeping it; absent: no lines.
    static func decode<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> [GameEventLine] {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return [] }
        var list = try container.nestedUnkeyedContainer(forKey: key)
        guard let count = list.count, count <= maximumLines else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "more than \(maximumLines) event lines")
        }
        var lines: [GameEventLine] = []
        lines.reserveCapacity(count)
        while !list.isAtEnd {
            let entry = try list.nestedContainer(keyedBy: LineKeys.self)
            let step = try entry.decode(UInt64.self, forKey: .step)
            let text = try RenderedFaceLimits.bounded(entry, .text, maximumTextBytes)
            lines.append(GameEventLine(step: step, text: text))
        }
        return lines
    }

    /// Writes `lines` under `key`, unless there are none.
    static func encode<Key: CodingKey>(_ lines: [GameEventLine], into container: inout KeyedEncodingContainer<Key>, forKey key: Key) throws {
        guard !lines.isEmpty else { return }
        var list = container.nestedUnkeyedContainer(forKey: key)
        for line in lines {
            var entry = list.nestedContainer(keyedBy: LineKeys.self)
            try entry.encode(line.step, forKey: .step)
            try entry.encode(line.text, forKey: .text)
        }
    }
}
