import HighCardDuel
import LanPartyPrograms

// Everything the stock lanhost does, with High Card Duel beside the stock games.
await LanPartyProgram.lanhost(games: [HighCardDuel.self] + GameCatalog.stockGames, appVersion: "highcard-lanhost/1.0.0")
