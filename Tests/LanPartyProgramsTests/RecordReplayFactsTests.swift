import CrazyEights
import Foundation
import GameCore
@testable import LanPartyPrograms
import LanPartyRecord
import Testing

/// `/replay.json` never shows a game that is still being played (its views would show a watcher
/// other players' hands), and shows any seat's view of one that is over.
@Suite struct RecordReplayFactsTests {
    @Test func aRunningGameIsRefusedAndAnEndedOneReplays() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lanparty-facts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try RecordStore.open(directory: directory).store
        let (ann, bob) = (UUID(), UUID())
        let start = RecordedGameStart(
            lobbyID: UUID(), lobbyName: "Test", round: 1, module: CrazyEights.id, moduleVersion: CrazyEights.version,
            settings: GameSettingsCodec.encode(CrazyEights.defaultSettings), seed: 5,
            seats: [RecordedSeat(playerID: ann, name: "Ann", isComputer: false), RecordedSeat(playerID: bob, name: "Bob", isComputer: false)],
            startedAt: Date())
        let recording = try GameRecording(store: store, start: start) { _ in }
        let registry = GameCatalog.standardRegistry()
        let running = RecordReplayFacts.moment(store, registry: registry, id: recording.gameID, seat: bob.wireString, step: 0)
        #expect(running == #"{"error":"running"}"#)

        recording.abandon()
        recording.flush()
        let json = RecordReplayFacts.moment(store, registry: registry, id: recording.gameID, seat: bob.wireString, step: 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["seat"] as? String == bob.wireString)
        #expect(object["step"] as? Int == 0 && object["steps"] as? Int == 0)
        let view = try #require(object["view"] as? [String: Any])
        #expect(view["viewer"] as? String == bob.wireString)
        #expect((view["hand"] as? [String])?.count == 7)
        // The same deal as the host's: Bob's hand in the replay is Bob's hand in a game from the same seed.
        let core = try GameHostCore<CrazyEights>(players: [ann, bob], settings: CrazyEights.defaultSettings, seed: 5)
        let bobsView = try #require(core.view(for: bob))
        let expected = try #require(try JSONSerialization.jsonObject(with: GamePayloadCodec.encode(bobsView)) as? [String: Any])
        #expect(view["hand"] as? [String] == expected["hand"] as? [String])
        #expect(RecordReplayFacts.moment(store, registry: registry, id: 999, seat: nil, step: nil) == #"{"error":"unknownGame"}"#)
    }
}
