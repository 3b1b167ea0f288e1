import CrazyEights
import Foundation
import Testing

@Suite struct CardTests {
    @Test func codesRoundTripForTheWholeDeck() throws {
        #expect(Card.standardDeck.count == 52 && Set(Card.standardDeck).count == 52)
        for card in Card.standardDeck {
            #expect(Card(code: card.code) == card)
            #expect(Card(code: card.code.lowercased()) == card)
            let json = try JSONEncoder().encode(card)
            #expect(String(decoding: json, as: UTF8.self) == "\"\(card.code)\"")
            #expect(try JSONDecoder().decode(Card.self, from: json) == card)
        }
        #expect(Card(code: "TH") == Card(.ten, .hearts))
        #expect(Card(code: "10S")?.code == "10S")
    }

    @Test func nonsenseIsNotACard() {
        for text in ["", "H", "1H", "11H", "08H", "7X", "7", "10HH", "AAH", "+7H", "７H"] {
            #expect(Card(code: text) == nil, "\(text)")
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Card.self, from: Data("\"ZZ\"".utf8)) }
    }

    @Test func suitsParseByNameOrLetter() {
        #expect(Suit(text: "Spades") == .spades && Suit(text: "spade") == .spades && Suit(text: "s") == .spades)
        #expect(Suit(text: "x") == nil && Suit(text: "") == nil)
    }

    @Test func penaltyPointsFollowTheClassicScoring() {
        #expect(Rank.eight.penaltyPoints == 50 && Rank.king.penaltyPoints == 10 && Rank.ten.penaltyPoints == 10)
        #expect(Rank.ace.penaltyPoints == 1 && Rank.seven.penaltyPoints == 7)
    }
}
