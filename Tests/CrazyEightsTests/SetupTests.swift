import CrazyEights
import Foundation
import GameCore
import Testing

@Suite struct SetupTests {
    @Test(arguments: 2...8)
    func dealsTheClassicHandsAndKeepsAll52Cards(players count: Int) throws {
        let players = (1...count).map(player)
        let state = try CrazyEights.initialState(players: players, settings: CrazyEightsSettings(), seed: UInt64(count))
        let expected = count == 2 ? 7 : 5
        #expect(state.seats.map(\.player) == players)
        #expect(state.seats.allSatisfy { $0.hand.count == expected })
        #expect(state.discardPile.count == 1 && !state.topCard.isEight)
        #expect(state.currentSuit == state.topCard.suit)
        #expect(allCards(state).sorted() == Card.standardDeck.sorted())
        #expect(state.turn == 0 && state.finish == nil && !state.hasDrawnThisTurn)
    }

    @Test func theStarterIsNeverAnEight() throws {
        for seed in UInt64(0)..<300 {
            let state = try CrazyEights.initialState(players: [player(1), player(2)], settings: CrazyEightsSettings(), seed: seed)
            #expect(!state.topCard.isEight)
        }
    }

    @Test func fixedHandSizesAreDealtAndBoundedByTheDeck() throws {
        let two = try CrazyEights.initialState(players: [player(1), player(2)], settings: CrazyEightsSettings(handSize: .fixed(20)), seed: 1)
        #expect(two.seats.allSatisfy { $0.hand.count == 20 } && two.drawPile.count == 11)
        #expect(throws: GameSetupError.invalidSettings(.invalidValue(key: "handSize", value: "6", expected: "at most 5 for 8 players"))) {
            try CrazyEights.initialState(players: (1...8).map(player), settings: CrazyEightsSettings(handSize: .fixed(6)), seed: 1)
        }
        // The tightest deal leaves five cards: the starter is still never an eight.
        for seed in UInt64(0)..<500 {
            let tight = try CrazyEights.initialState(
                players: (1...5).map(player), settings: CrazyEightsSettings(handSize: .fixed(9)), seed: seed)
            #expect(tight.drawPile.count == 6 && !tight.topCard.isEight)
        }
    }

    @Test func seatingIsValidated() {
        #expect(throws: GameSetupError.playerCount(1, allowed: 2...8)) {
            try CrazyEights.initialState(players: [player(1)], settings: CrazyEightsSettings(), seed: 1)
        }
        #expect(throws: GameSetupError.playerCount(9, allowed: 2...8)) {
            try CrazyEights.initialState(players: (1...9).map(player), settings: CrazyEightsSettings(), seed: 1)
        }
        #expect(throws: GameSetupError.duplicatePlayer(player(1))) {
            try CrazyEights.initialState(players: [player(1), player(1)], settings: CrazyEightsSettings(), seed: 1)
        }
    }

    @Test func theSeedDecidesTheDeal() throws {
        let players = [player(1), player(2), player(3)]
        let a = try CrazyEights.initialState(players: players, settings: CrazyEightsSettings(), seed: 1234)
        let b = try CrazyEights.initialState(players: players, settings: CrazyEightsSettings(), seed: 1234)
        let c = try CrazyEights.initialState(players: players, settings: CrazyEightsSettings(), seed: 1235)
        #expect(a == b)
        #expect(a.seats.map(\.hand) != c.seats.map(\.hand))
    }

    @Test func settingsAreEditableAsKeyValueText() throws {
        var settings = CrazyEightsSettings()
        try settings.apply(assignment: "handSize=4")
        try settings.apply(assignment: "drawuntilplayable=on")
        try settings.apply(assignment: "turnLimit=200")
        #expect(settings == CrazyEightsSettings(handSize: .fixed(4), drawUntilPlayable: true, turnLimit: 200))
        #expect(settings.currentValues.map(\.value) == ["4", "on", "200", "off"])
        try settings.apply(assignment: "handSize=classic")
        #expect(settings.handSize == .classic)
        #expect(throws: SettingsError.invalidValue(key: "handSize", value: "0", expected: "classic or 1...20")) {
            try settings.apply(assignment: "handSize=0")
        }
        #expect(throws: SettingsError.invalidValue(key: "drawUntilPlayable", value: "maybe", expected: "on or off")) {
            try settings.apply(assignment: "drawUntilPlayable=maybe")
        }
        #expect(throws: SettingsError.invalidValue(key: "turnLimit", value: "5", expected: "50...10000")) {
            try settings.apply(assignment: "turnLimit=5")
        }
        #expect(throws: SettingsError.unknownKey("jokers")) { try settings.apply(assignment: "jokers=2") }
        let snapshot = GameSettingsCodec.encode(settings)
        #expect(try GameSettingsCodec.decode(CrazyEightsSettings.self, from: snapshot) == settings)
        let hostile = Data(#"{"settingsVersion":1,"handSize":500}"#.utf8)
        #expect(throws: SettingsError.invalidValue(key: "handSize", value: "500", expected: "classic or 1...20")) {
            try GameSettingsCodec.decode(CrazyEightsSettings.self, from: hostile)
        }
    }

    @Test func olderSnapshotsTakeDefaultsAndTheSchemaIsOnTheDescriptor() throws {
        let older = Data(#"{"settingsVersion":1,"handSize":4}"#.utf8)
        #expect(try GameSettingsCodec.decode(CrazyEightsSettings.self, from: older) == CrazyEightsSettings(handSize: .fixed(4)))
        let schema = GameDescriptor(CrazyEights.self).settingsSchema
        // The entry Docs/WritingAGameModule.md shows as the example of the JSON form.
        #expect(
            String(decoding: GamePayloadCodec.encode(schema.settings[0]), as: UTF8.self)
                == #"{"allowedValues":"classic or 1...20","choices":["classic"],"default":"classic","key":"handSize","max":20,"#
                + #""min":1,"step":1,"summary":"Cards dealt to each player (classic: 7 for two players, 5 for more)","type":"integer"}"#)
        #expect(schema.settings.map(\.type) == [.integer, .boolean, .integer, .integer])
        #expect(schema.settings.map(\.defaultValue) == ["classic", "off", "1000", "off"])
    }
}
