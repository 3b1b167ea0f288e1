import Foundation
import GameCore
import Testing

@Suite struct SettingsSchemaTests {
    @Test func everyKindParsesIgnoringCaseAndShowsCanonicalText() throws {
        var settings = TableSettings()
        for assignment in ["SEATS=6", "rounds = 10", "timer=45", "Jokers=YES", "pace=Fast"] {
            try settings.apply(assignment: assignment)
        }
        #expect(settings.currentValues.map(\.value) == ["6", "10", "45", "on", "fast"])
        #expect(settings.currentValues.map(\.descriptor.key) == ["seats", "rounds", "timer", "jokers", "pace"])
        try settings.apply(assignment: "timer=OFF")
        #expect(settings.timer == 0 && settings.value(forKey: "timer") == "off")
        try settings.apply(assignment: "timer=45")
        try settings.apply(assignment: "timer=0")  // the number of a named value is that value
        #expect(settings.value(forKey: "TIMER") == "off")
        for (text, flag) in [("1", true), ("false", false), ("on", true), ("no", false)] {
            try settings.apply(assignment: "jokers=\(text)")
            #expect(settings.jokers == flag)
        }
        #expect(settings.value(forKey: "speed") == nil)
    }

    @Test func valuesOutsideTheDeclarationAreRefusedWithTheHelpText() {
        var settings = TableSettings()
        let refusals: [(String, SettingsError)] = [
            ("seats=1", .invalidValue(key: "seats", value: "1", expected: "2...8")),
            ("Seats=9", .invalidValue(key: "seats", value: "9", expected: "2...8")),
            ("seats=four", .invalidValue(key: "seats", value: "four", expected: "2...8")),
            ("rounds=3", .invalidValue(key: "rounds", value: "3", expected: "an even number 2...10")),
            ("timer=5", .invalidValue(key: "timer", value: "5", expected: "off or 10...60")),
            ("jokers=maybe", .invalidValue(key: "jokers", value: "maybe", expected: "on or off")),
            ("pace=medium", .invalidValue(key: "pace", value: "medium", expected: "slow or fast")),
            ("pace=", .invalidValue(key: "pace", value: "", expected: "slow or fast")),
            ("speed=3", .unknownKey("speed")),
            ("seats", .malformedAssignment("seats")),
        ]
        for (assignment, error) in refusals {
            #expect(throws: error) { try settings.apply(assignment: assignment) }
        }
        #expect(settings == TableSettings())
    }

    @Test func errorsHaveCodesAndSentences() {
        let errors: [(SettingsError, String, String)] = [
            (.malformedAssignment("seats"), "malformedAssignment", "'seats' is not KEY=VALUE."),
            (.unknownKey("speed"), "unknownKey", "No setting named 'speed'."),
            (.invalidValue(key: "rounds", value: "3", expected: "an even number 2...10"), "invalidValue",
             "rounds: '3' is not an even number 2...10."),
            (.unsupportedVersion(found: 4, supported: 3), "unsupportedVersion", "Settings schema 4 is not supported (this build reads 3)."),
            (.corrupted, "corrupted", "The settings snapshot is corrupted."),
        ]
        for (error, code, sentence) in errors {
            #expect(error.code == code)
            #expect(error.description == sentence)
        }
    }

    @Test func decodedSnapshotsAreCheckedAgainstTheDeclaration() throws {
        func decode(_ json: String) throws(SettingsError) -> TableSettings {
            try GameSettingsCodec.decode(TableSettings.self, from: Data(json.utf8))
        }
        var changed = TableSettings()
        changed.pace = .fast
        changed.jokers = true
        #expect(try decode(String(decoding: GameSettingsCodec.encode(changed), as: UTF8.self)) == changed)
        #expect(try decode(#"{"settingsVersion":3,"seats":6}"#) == { var s = TableSettings(); s.seats = 6; return s }())
        let refusals: [(String, SettingsError)] = [
            (#"{"settingsVersion":3,"seats":60}"#, .invalidValue(key: "seats", value: "60", expected: "2...8")),
            (#"{"settingsVersion":3,"rounds":5}"#, .invalidValue(key: "rounds", value: "5", expected: "an even number 2...10")),
            (#"{"settingsVersion":3,"timer":-1}"#, .invalidValue(key: "timer", value: "-1", expected: "off or 10...60")),
            (#"{"settingsVersion":3,"pace":"medium"}"#, .corrupted),
            (#"{"settingsVersion":3,"jokers":"on"}"#, .corrupted),
            (#"{"seats":6}"#, .corrupted),
            (#"{"settingsVersion":2,"seats":6}"#, .unsupportedVersion(found: 2, supported: 3)),
        ]
        for (json, error) in refusals {
            #expect(throws: error) { try decode(json) }
        }
        // Without `decode(from:defaults:)`, synthesized decoding still wants every key.
        #expect(throws: SettingsError.corrupted) {
            try GameSettingsCodec.decode(HighCard.Settings.self, from: Data(#"{"settingsVersion":1}"#.utf8))
        }
    }

    @Test func theJSONFormDescribesEverySetting() throws {
        let json = String(decoding: TableSettings.schemaDocument(defaults: TableSettings()).json, as: UTF8.self)
        #expect(
            json == #"{"settings":["#
                + #"{"allowedValues":"2...8","default":"4","key":"seats","max":8,"min":2,"step":1,"summary":"Seats at the table","type":"integer"},"#
                + #"{"allowedValues":"an even number 2...10","default":"4","key":"rounds","max":10,"min":2,"step":2,"summary":"Rounds in a game","type":"integer"},"#
                + #"{"allowedValues":"off or 10...60","choices":["off"],"default":"off","key":"timer","max":60,"min":10,"step":1,"summary":"Seconds per turn","type":"integer"},"#
                + #"{"allowedValues":"on or off","default":"off","key":"jokers","summary":"Play with jokers","type":"boolean"},"#
                + #"{"allowedValues":"slow or fast","choices":["slow","fast"],"default":"slow","key":"pace","summary":"How fast bots play","type":"choice"}"#
                + #"],"settingsVersion":3}"#)
        let document = try JSONDecoder().decode(SettingsSchemaDocument.self, from: Data(json.utf8))
        #expect(document == TableSettings.schemaDocument(defaults: TableSettings()))
    }

    @Test func descriptorsExposeTheSchemaWithTheModulesDefaults() {
        let highCard = GameDescriptor(HighCard.self).settingsSchema
        #expect(
            String(decoding: highCard.json, as: UTF8.self)
                == #"{"settings":[{"allowedValues":"2...99","default":"13","key":"highestCard","max":99,"min":2,"step":1,"#
                + #""summary":"The highest card value","type":"integer"}],"settingsVersion":1}"#)
        // A module that still writes its settings by hand gets `text` entries from its descriptors.
        let tokenRace = GameDescriptor(TokenRace.self).settingsSchema
        #expect(tokenRace.settings.map(\.type) == [.text])
        #expect(tokenRace.settings.first?.allowedValues == "1...100")
        #expect(tokenRace.settings.first?.defaultValue == TokenRace.defaultSettings.value(forKey: "tokens"))
        #expect(tokenRace.settings.first?.min == nil && tokenRace.settings.first?.choices == nil)
    }
}
