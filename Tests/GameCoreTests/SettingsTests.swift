import Foundation
import GameCore
import Testing

@Suite struct SettingsTests {
    @Test func assignmentsParseAndApply() throws {
        var settings = HighCard.Settings()
        try settings.apply(assignment: "  highestCard = 20 ")
        #expect(settings.highestCard == 20)
        #expect(settings.value(forKey: "highestCard") == "20")
        #expect(settings.currentValues.map(\.value) == ["20"])
        let assignment = try SettingAssignment(parsing: "a=b=c")
        #expect(assignment.key == "a" && assignment.value == "b=c")
    }

    @Test func badAssignmentsGiveTypedErrors() {
        var settings = HighCard.Settings()
        #expect(throws: SettingsError.malformedAssignment("highestCard")) { try settings.apply(assignment: "highestCard") }
        #expect(throws: SettingsError.malformedAssignment("=3")) { try settings.apply(assignment: "=3") }
        #expect(throws: SettingsError.unknownKey("speed")) { try settings.apply(assignment: "speed=3") }
        #expect(throws: SettingsError.invalidValue(key: "highestCard", value: "1", expected: "2...99")) {
            try settings.apply(assignment: "highestCard=1")
        }
        let long = String(repeating: "x", count: SettingAssignment.maximumLength) + "=1"
        #expect(throws: SettingsError.malformedAssignment(long)) { try settings.apply(assignment: long) }
        #expect(settings == HighCard.Settings())
    }

    @Test func snapshotsRoundTripAndCheckSchemaAndRanges() throws {
        var settings = HighCard.Settings()
        settings.highestCard = 50
        let data = GameSettingsCodec.encode(settings)
        #expect(try GameSettingsCodec.decode(HighCard.Settings.self, from: data) == settings)

        let newer = Data(#"{"settingsVersion":2,"highestCard":5}"#.utf8)
        #expect(throws: SettingsError.unsupportedVersion(found: 2, supported: 1)) {
            try GameSettingsCodec.decode(HighCard.Settings.self, from: newer)
        }
        let outOfRange = Data(#"{"settingsVersion":1,"highestCard":500}"#.utf8)
        #expect(throws: SettingsError.invalidValue(key: "highestCard", value: "500", expected: "2...99")) {
            try GameSettingsCodec.decode(HighCard.Settings.self, from: outOfRange)
        }
        #expect(throws: SettingsError.corrupted) { try GameSettingsCodec.decode(HighCard.Settings.self, from: Data("{".utf8)) }
        let huge = Data(repeating: 0x20, count: GameSettingsCodec.maximumSnapshotBytes + 1)
        #expect(throws: SettingsError.corrupted) { try GameSettingsCodec.decode(HighCard.Settings.self, from: huge) }
    }
}
