import Foundation
import GameCore

/// The `toAct` field of `gameState`: whom the game waits for (Docs/Protocol.md "Who acts"). An
/// optional field added within protocol version 2; receivers that do not know it ignore it.
extension GameState {
    /// The field's name on the wire.
    static let playersToActField = "toAct"
    /// The most ids `toAct` may hold (a game seats at most this many players); more is malformed.
    public static let maximumPlayersToAct = 64

    /// Reads `toAct` when present and not `null`: an array of at most ``maximumPlayersToAct`` UUID
    /// strings.
    static func decodePlayersToAct(from container: KeyedDecodingContainer<CodingKeys>) throws -> [UUID]? {
        guard container.contains(.toAct), try !container.decodeNil(forKey: .toAct) else { return nil }
        var list = try container.nestedUnkeyedContainer(forKey: .toAct)
        guard let count = list.count, count <= maximumPlayersToAct else {
            throw DecodingError.dataCorruptedError(
                forKey: .toAct, in: container, debugDescription: "more than \(maximumPlayersToAct) players to act")
        }
        var ids: [UUID] = []
        ids.reserveCapacity(count)
        while !list.isAtEnd { ids.append(try list.decode(UUID.self)) }
        return ids
    }

    /// Writes `toAct` (lower-case ids) unless `ids` is `nil`.
    static func encode(_ ids: [UUID]?, into container: inout KeyedEncodingContainer<CodingKeys>) throws {
        guard let ids else { return }
        try container.encodeWireIDs(ids, forKey: .toAct)
    }
}
