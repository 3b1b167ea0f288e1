import Foundation
import GameCore
import Quortex
import Testing

@Suite struct SettingsTests {
    @Test func settingsAreEditableAsKeyValueText() throws {
        var settings = QuortexSettings()
        #expect(settings.currentValues.map(\.value) == ["auto", "4", "3", "off"])
        try settings.apply(assignment: "radius=5")
        try settings.apply(assignment: "TILECOPIES=2")
        try settings.apply(assignment: "handSize=6")
        try settings.apply(assignment: "turnSeconds=30")
        #expect(settings == QuortexSettings(radius: 5, tileCopies: 2, handSize: 6, turnSeconds: 30))
        try settings.apply(assignment: "radius=Auto")
        try settings.apply(assignment: "turnSeconds=0")
        #expect(settings.radius == 0 && settings.turnSeconds == 0)
        #expect(settings.currentValues.map(\.value) == ["auto", "2", "6", "off"])
        let refusals: [(String, SettingsError)] = [
            ("radius=7", .invalidValue(key: "radius", value: "7", expected: "auto or 2...6")),
            ("tileCopies=9", .invalidValue(key: "tileCopies", value: "9", expected: "1...8")),
            ("handSize=0", .invalidValue(key: "handSize", value: "0", expected: "1...6")),
            ("turnSeconds=4", .invalidValue(key: "turnSeconds", value: "4", expected: "off or 5...600")),
            ("timer=30", .unknownKey("timer")),
        ]
        for (assignment, error) in refusals {
            #expect(throws: error) { try settings.apply(assignment: assignment) }
        }
        let hostile = Data(#"{"handSize":3,"radius":1,"settingsVersion":1,"tileCopies":4,"turnSeconds":0}"#.utf8)
        #expect(throws: SettingsError.invalidValue(key: "radius", value: "1", expected: "auto or 2...6")) {
            try GameSettingsCodec.decode(QuortexSettings.self, from: hostile)
        }
    }

    @Test func theSchemaIsOnTheDescriptor() {
        let schema = GameDescriptor(Quortex.self).settingsSchema
        #expect(schema.settings.map(\.key) == ["radius", "tileCopies", "handSize", "turnSeconds"])
        #expect(schema.settings.map(\.defaultValue) == ["auto", "4", "3", "off"])
        #expect(schema.settings[0].choices == ["auto"] && schema.settings[0].min == 2 && schema.settings[0].max == 6)
        #expect(schema.settings[1].type == .integer && schema.settings[1].choices == nil)
    }
}
