import LanPartyPrograms
import LiarsDice

// Everything the stock lanhost does, opening on Liar's Dice (the first game given).
await LanPartyProgram.lanhost(games: [LiarsDice.self] + GameCatalog.stockGames, appVersion: "liars-lanhost/1.0.0")
