import Foundation
import GameCore

/// One guess as a viewer sees it. JSON: `{"player":"…","text":"cone","right":false,"close":false}`.
///
/// A right guess never shows its text (`null`, to everyone: it is the word); `close` is `true` only
/// in the view of the player who made the guess.
public struct SketchDuelGuessView: Hashable, Sendable, Codable {
    /// Who guessed.
    @WireID public var player: PlayerID
    /// As typed (trimmed), or `null` for a right guess.
    public var text: String?
    /// Whether it matched the word.
    public var right: Bool
    /// Whether it was one edit from the word; only ever `true` in the guesser's own view.
    public var close: Bool

    private enum CodingKeys: String, CodingKey { case player, text, right, close }

    /// Creates a guess as seen.
    public init(player: PlayerID, text: String?, right: Bool, close: Bool) {
        self.player = player
        self.text = text
        self.right = right
        self.close = close
    }

    /// The guess `guess` as `viewer` (a seated player, or `nil` for a spectator) sees it.
    init(_ guess: SketchDuelGuess, for viewer: PlayerID?) {
        self.init(
            player: guess.player, text: guess.right ? nil : guess.text, right: guess.right,
            close: guess.close && viewer == guess.player)
    }

    /// Encodes `text` as `null` when absent (the key is always there).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeWireID(player, forKey: .player)
        try container.encode(text, forKey: .text)
        try container.encode(right, forKey: .right)
        try container.encode(close, forKey: .close)
    }
}
